/// One build setting as a project file or an `.xcconfig` writes it, and where.
package struct BuildSetting: Sendable, Equatable {
  /// A value as written: one string, or a list (`( "DEBUG", "$(inherited)" )`).
  package enum Value: Sendable, Equatable {
    case string(String)
    case list([String])

    /// The value as one string, a list's elements separated by spaces (those with a space
    /// quoted), as Xcode passes it to the tools.
    package var text: String {
      switch self {
      case .string(let string): string
      case .list(let elements):
        elements.map { $0.contains(" ") && !$0.contains("\"") ? "\"\($0)\"" : $0 }
          .joined(separator: " ")
      }
    }
  }

  /// The value.
  package var value: Value
  /// The file that sets it.
  package var path: String
  /// The line it is set on.
  package var line: Int

  package init(_ value: Value, path: String, line: Int) {
    self.value = value
    self.path = path
    self.line = line
  }

  /// The settings of one level (a `buildSettings` dictionary or an `.xcconfig`), with the
  /// conditional ones (`KEY[sdk=iphonesimulator*]`, `KEY[config=Debug]`) folded into their
  /// key where the condition holds for `configuration` of an iOS Simulator build; the others
  /// are left out.
  static func level(_ settings: [String: BuildSetting], configuration: String)
    -> [String: BuildSetting]
  {
    var result = settings.filter { !$0.key.contains("[") }
    let conditional = settings.filter { $0.key.contains("[") }.sorted { $0.key < $1.key }
    for (key, setting) in conditional {
      guard let open = key.firstIndex(of: "[") else { continue }
      let name = String(key[..<open])
      let conditions = key[open...].split(separator: "]").map {
        $0.drop { $0 == "[" }.split(separator: "=", maxSplits: 1).map(String.init)
      }
      let holds = conditions.allSatisfy { condition in
        guard condition.count == 2 else { return false }
        let candidates =
          switch condition[0] {
          case "sdk": ["iphonesimulator", "iphonesimulator18.0"]
          case "config": [configuration]
          case "arch": ["arm64", "x86_64"]
          default: [String]()
          }
        return candidates.contains { glob(condition[1], matches: $0) }
      }
      if holds { result[name] = setting }
    }
    return result
  }

  /// Whether `text` matches `pattern`, whose `*` stands for any characters.
  static func glob(_ pattern: String, matches text: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return pattern == text }
    var rest = Substring(text)
    for (index, part) in parts.enumerated() {
      if index == 0 {
        guard rest.hasPrefix(part) else { return false }
        rest = rest.dropFirst(part.count)
      } else if index == parts.count - 1 {
        return part.isEmpty || rest.hasSuffix(part)
      } else if let range = rest.range(of: part) {
        rest = rest[range.upperBound...]
      } else {
        return false
      }
    }
    return true
  }
}
