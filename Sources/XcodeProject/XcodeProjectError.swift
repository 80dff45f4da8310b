/// Why an Xcode project could not be read: the file and line, what is wrong and how to fix
/// it. The reader never crashes on a project file; every damaged or truncated one gets one of
/// these.
package struct XcodeProjectError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  package enum Reason: Equatable, Sendable {
    /// The file could not be read at all (it does not exist, or is a folder).
    case unreadable(String)
    /// A shared scheme or a test plan that cannot be read.
    case badScheme(String)
    /// A build configuration file (`.xcconfig`) that cannot be read or included.
    case badConfigurationFile(String)
    /// The text is not an old-style property list here: `expected` was needed, `found` came.
    case syntax(expected: String, found: String)
    /// A quoted string that never ends.
    case unterminatedString
    /// A `/*` comment that never ends.
    case unterminatedComment
    /// A line a merge left: `<<<<<<<`, `=======` or `>>>>>>>`.
    case mergeConflict
    /// A key given twice in one dictionary; the first one is on `firstLine`.
    case duplicateKey(String, firstLine: Int)
    /// Arrays and dictionaries nested deeper than the reader follows.
    case nestedTooDeeply(limit: Int)
    /// Bytes that are not UTF-8 in a string.
    case invalidEncoding
    /// A value of the wrong kind: `key` of `owner` should be `expected`.
    case wrongValue(key: String, owner: String, expected: String, found: String)
    /// `owner` names `id` in `key`, and no object has that identifier.
    case missingObject(id: String, key: String, owner: String)
    /// Groups that contain each other, in the order they were followed.
    case groupCycle([String])
    /// Build settings whose values name each other, in the order they were expanded.
    case settingCycle([String])
  }

  /// The file that could not be read.
  package var path: String
  /// The 1-based line of the problem (`0` when the file could not be read at all).
  package var line: Int
  /// The 1-based column, when the problem is in the text itself.
  package var column: Int?
  /// What went wrong.
  package var reason: Reason

  package init(path: String, line: Int, column: Int? = nil, reason: Reason) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// What is wrong, in one sentence without its full stop.
  package var problem: String {
    switch reason {
    case .unreadable(let why): "the project file cannot be read: \(why)"
    case .badConfigurationFile(let why): why
    case .badScheme(let why): "the scheme cannot be read: \(why)"
    case .syntax(let expected, let found): "expected \(expected), found \(found)"
    case .unterminatedString: "a quoted string that starts here never ends"
    case .unterminatedComment: "a comment that starts here never ends"
    case .mergeConflict: "a merge conflict marker"
    case .duplicateKey(let key, let firstLine):
      "'\(key)' is given twice in one dictionary (first on line \(firstLine))"
    case .nestedTooDeeply(let limit): "values nested more than \(limit) deep"
    case .invalidEncoding: "a string that is not UTF-8"
    case .wrongValue(let key, let owner, let expected, let found):
      "'\(key)' of \(owner) is \(found), not \(expected)"
    case .missingObject(let id, let key, let owner):
      "\(owner) names \(id) in '\(key)', and no object has that identifier"
    case .groupCycle(let chain): "groups contain each other: \(chain.joined(separator: " → "))"
    case .settingCycle(let chain):
      "build settings name each other: \(chain.joined(separator: " → "))"
    }
  }

  /// What to do about it.
  package var fix: String {
    if path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
      return "Fix the YAML there: XcodeGen reads the same file, and fails on it too."
    }
    return switch reason {
    case .unreadable: "Pass the .xcodeproj folder or its project.pbxproj."
    case .badScheme:
      "Fix the file, or let Xcode reopen the project and save its schemes."
    case .badConfigurationFile:
      "Fix the .xcconfig file, or the configuration that names it in Xcode's Info tab."
    case .mergeConflict:
      "Resolve the merge conflict (keep both sides' objects, then let Xcode reopen the project)."
    case .duplicateKey:
      "A merge may have kept both copies: remove one, or let Xcode reopen and save the project."
    case .settingCycle:
      "Change one of the settings so that it no longer names the others, as Xcode reports too."
    case .groupCycle, .missingObject:
      "The project file is damaged (a merge may have dropped or tangled objects): restore it "
        + "from version control, or let Xcode reopen and save it."
    case .syntax, .unterminatedString, .unterminatedComment, .nestedTooDeeply, .invalidEncoding,
      .wrongValue:
      "The project file is damaged or truncated: restore it from version control, or let Xcode "
        + "reopen and save it."
    }
  }

  /// `path:line:column: error: problem. fix`, as compilers print it.
  package var description: String {
    let location = line > 0 ? ":\(line)" + (column.map { ":\($0)" } ?? "") : ""
    return "\(path)\(location): error: \(problem). \(fix)"
  }
}
