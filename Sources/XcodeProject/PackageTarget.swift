/// One target of the package written from a project: where its folder is, what it links to
/// the project's files, and what its manifest entry and build-step configuration say.
struct PackageTarget: Equatable {
  enum Kind: Equatable {
    case app
    case library
    case tests
  }

  /// What it builds.
  var kind: Kind
  /// Its name: the Xcode target's module name.
  var name: String
  /// The Xcode target it comes from.
  var xcodeName: String
  /// Its folder in the package (`Sources/MyApp`).
  var folder: String
  /// The links its folder holds, by name: the project's folders (or files) they point at,
  /// relative to the project's folder.
  var links: [String: String] = [:]
  /// The Swift files the build step rewrites, relative to its folder (through a link).
  var sources: [String] = []
  /// The resources SwiftPM copies, relative to its folder.
  var resources: [String] = []
  /// The app's Info.plist, relative to its folder.
  var infoPlist: String?
  /// The Info.plist the package writes for an app whose Info.plist Xcode generates from
  /// `INFOPLIST_KEY_*` settings.
  var generatedInfoPlist: String?
  /// The package's targets it depends on.
  var targetDependencies: [String] = []
  /// The products of other packages it depends on: `(product, package)`.
  var productDependencies: [(name: String, package: String)] = []
  /// Its `swiftSettings` entries.
  var swiftSettings: [String] = []
  /// Its default isolation (`MainActor`), for the build step.
  var defaultIsolation: String?
  /// A test target's host for the build step: `none`, or `nil` for its app.
  var host: String?

  static func == (lhs: PackageTarget, rhs: PackageTarget) -> Bool {
    lhs.name == rhs.name && lhs.folder == rhs.folder && lhs.sources == rhs.sources
  }

  /// The file of the target's own that SwiftPM needs (a target's sources cannot all come
  /// from a plugin).
  static let placeholderName = "PackageTarget.swift"
  /// The build step's configuration file.
  static let configurationName = "uikit-sources.json"
  /// The Info.plist the package writes.
  static let generatedInfoPlistName = "GeneratedInfo.plist"

  /// What the build step reads: `uikit-sources.json`.
  var configurationJSON: String {
    var fields = [
      "  \"sources\": [\n"
        + sources.map { "    \(Self.quoted($0))" }
        .joined(separator: ",\n") + "\n  ]"
    ]
    if let defaultIsolation {
      fields.append("  \"defaultIsolation\": \(Self.quoted(defaultIsolation))")
    }
    if let infoPlist { fields.append("  \"infoPlist\": \(Self.quoted(infoPlist))") }
    if let host { fields.append("  \"host\": \(Self.quoted(host))") }
    return "{\n" + fields.joined(separator: ",\n") + "\n}\n"
  }

  /// `text` as a JSON string (`json`) or a Swift string literal.
  static func quoted(_ text: String, json: Bool = true) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result +=
            json ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\u{\(hex)}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
