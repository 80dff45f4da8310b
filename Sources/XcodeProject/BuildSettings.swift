/// The build settings of one target in one configuration, as Xcode resolves them: the
/// target's own, then its `.xcconfig`'s, then the project's, then the project's
/// `.xcconfig`'s, then Xcode's defaults; `$(NAME)` and `${NAME}` expanded (with the
/// modifiers `:c99extidentifier`, `:rfc1034identifier`, `:identifier`, `:lower`, `:upper`,
/// `:base`, `:dir`, `:file`), and `$(inherited)` the value of the level below.
package struct BuildSettings: Sendable {
  /// The levels, the most specific first.
  let levels: [[String: BuildSetting]]
  /// Xcode's defaults, below every level.
  let defaults: [String: String]

  /// How many expansions may nest before the settings are taken to name each other.
  static let expansionLimit = 64
  /// How many references one value may expand in all: settings that each name another twice
  /// double the work at each level, so a value past this is an error, not a hang.
  static let referenceBudget = 10_000

  init(levels: [[String: BuildSetting]], defaults: [String: String]) {
    self.levels = levels
    self.defaults = defaults
  }

  /// The expanded value of `key`, or `nil` when no level sets it and Xcode has no default.
  /// - Throws: ``XcodeProjectError/Reason/settingCycle(_:)`` when settings name each other.
  package func value(_ key: String) throws(XcodeProjectError) -> String? {
    var stack = Expansion()
    return try resolve(key, from: 0, stack: &stack)
  }

  /// The expanded value of `key` split into words as a shell splits them (quotes group,
  /// backslashes escape); empty when the setting is not set.
  package func list(_ key: String) throws(XcodeProjectError) -> [String] {
    guard let text = try value(key) else { return [] }
    return Self.words(text)
  }

  /// Whether the expanded value of `key` is `YES` (Xcode's booleans).
  package func isEnabled(_ key: String) throws(XcodeProjectError) -> Bool {
    try value(key)?.uppercased() == "YES"
  }

  /// The setting `key` as written at the most specific level that sets it.
  package func setting(_ key: String) -> BuildSetting? {
    levels.lazy.compactMap { $0[key] }.first
  }

  private struct Frame {
    var key: String
    var level: Int
    var setting: BuildSetting?
  }

  /// The frames being expanded, and the references expanded so far.
  private struct Expansion {
    var frames: [Frame] = []
    var references = 0
  }

  private func resolve(_ key: String, from level: Int, stack: inout Expansion)
    throws(XcodeProjectError) -> String?
  {
    var found: (level: Int, setting: BuildSetting)?
    for index in level..<levels.count {
      if let setting = levels[index][key] {
        found = (index, setting)
        break
      }
    }
    let text: String
    let frame: Frame
    if let found {
      text = found.setting.value.text
      frame = Frame(key: key, level: found.level, setting: found.setting)
    } else if let fallback = defaults[key] {
      text = fallback
      frame = Frame(key: key, level: levels.count, setting: nil)
    } else {
      return nil
    }
    stack.references += 1
    if stack.frames.count >= Self.expansionLimit || stack.references > Self.referenceBudget
      || stack.frames.contains(where: { $0.key == frame.key && $0.level == frame.level })
    {
      let first = stack.frames.first { $0.setting != nil }?.setting ?? frame.setting
      throw XcodeProjectError(
        path: first?.path ?? "", line: first?.line ?? 0,
        reason: .settingCycle(stack.frames.map(\.key) + [key]))
    }
    stack.frames.append(frame)
    defer { stack.frames.removeLast() }
    return try expand(text, key: key, level: frame.level, stack: &stack)
  }

  /// `text` with its `$(…)` and `${…}` references replaced.
  private func expand(_ text: String, key: String, level: Int, stack: inout Expansion)
    throws(XcodeProjectError) -> String
  {
    guard text.contains("$") else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{",
        let close = Self.closing(of: rest[after...])
      else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let inner = String(rest[rest.index(after: after)..<close])
      let reference = try expand(inner, key: key, level: level, stack: &stack)
      var parts = reference.split(separator: ":").map(String.init)
      let name = parts.isEmpty ? "" : parts.removeFirst()
      let value =
        name == "inherited"
        ? try resolve(key, from: level + 1, stack: &stack) ?? ""
        : try resolve(name, from: 0, stack: &stack) ?? ""
      result += parts.reduce(value, Self.apply)
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The index of the bracket that closes the one `text` starts with.
  private static func closing(of text: Substring) -> String.Index? {
    guard let opening = text.first else { return nil }
    let closing: Character = opening == "(" ? ")" : "}"
    var depth = 0
    for index in text.indices {
      if text[index] == opening {
        depth += 1
      } else if text[index] == closing {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// `value` changed by the modifier `modifier`; an unknown modifier changes nothing.
  private static func apply(_ value: String, _ modifier: String) -> String {
    switch modifier {
    case "c99extidentifier", "identifier":
      let mapped = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      return mapped.first?.isNumber == true ? "_" + mapped : mapped
    case "rfc1034identifier":
      return String(value.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) ? $0 : "-" })
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "file": return value.split(separator: "/").last.map(String.init) ?? ""
    case "dir":
      guard let slash = value.lastIndex(of: "/") else { return "./" }
      return String(value[...slash])
    case "base":
      let file = value.split(separator: "/").last.map(String.init) ?? ""
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
      return String(file[..<dot])
    default: return value
    }
  }

  /// `text` split into words: white space separates, quotes group, a backslash escapes.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
