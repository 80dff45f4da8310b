import StoryboardRuntime

/// Turns storyboard names, identifiers and class names into valid, stable Swift identifiers.
enum SwiftNames {
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
  ]

  /// `raw` as UpperCamelCase words: `"login screen"` → `LoginScreen`, `"2fa"` → `_2fa`; a
  /// name with no letter or digit at all becomes `Unnamed`.
  static func upperCamel(_ raw: String) -> String {
    let words = raw.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.isEmpty || name.allSatisfy({ $0 == "_" }) { name = "Unnamed" }
    if name.first?.isNumber == true { name = "_" + name }
    return name
  }

  /// Names a nested type of the generated enum cannot take: keywords, and the names the
  /// generator uses itself.
  static let reservedTypeNames: Set<String> = ["Type", "Self", "Any", "Protocol", "Identifier"]

  /// `raw` as the name of a nested type: UpperCamelCase, with `_` appended when reserved.
  static func typeName(_ raw: String) -> String {
    let name = upperCamel(raw)
    return reservedTypeNames.contains(name) ? name + "_" : name
  }

  /// `raw` as an Objective-C name part: UpperCamelCase in ASCII letters, digits and `_`.
  static func asciiUpperCamel(_ raw: String) -> String {
    let ascii = String(upperCamel(raw).unicodeScalars.map { $0.isASCII ? Character($0) : "_" })
    return ascii.isEmpty ? "_" : ascii
  }

  /// `raw` as a lowerCamelCase case or member name, escaped when it is a keyword.
  static func lowerCamel(_ raw: String) -> String {
    var name = upperCamel(raw)
    if name.first != "_" { name = name.prefix(1).lowercased() + name.dropFirst() }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// Gives each raw value a unique name made by `makeName`, in the order of the sorted raw
  /// values; a collision gets a numeric suffix and is reported.
  static func unique(_ raws: [String], _ makeName: (String) -> String) -> (
    names: [String: String], collisions: [(raw: String, name: String, other: String)]
  ) {
    var names: [String: String] = [:]
    var owners: [String: String] = [:]
    var collisions: [(String, String, String)] = []
    for raw in Set(raws).sorted() {
      let base = makeName(raw)
      var name = base
      var suffix = 2
      while let owner = owners[String(name.filter { $0 != "`" })] {
        if suffix == 2 { collisions.append((raw, base, owner)) }
        name = String(base.filter { $0 != "`" }) + String(suffix)
        suffix += 1
      }
      owners[String(name.filter { $0 != "`" })] = raw
      names[raw] = name
    }
    return (names, collisions)
  }
}
