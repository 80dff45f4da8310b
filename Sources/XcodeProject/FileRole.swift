/// What a file does in a target, by its extension, as Xcode decides for the files of a
/// folder it synchronizes (and for files a build phase lists, where the phase says).
enum FileRole: Equatable {
  case swiftSource
  case nativeSource
  case resource
  /// Not built and not copied: headers, entitlements, configuration files, documentation.
  case ignored

  /// Folders Xcode treats as one file: catalogs, models, bundles.
  static let packageExtensions: Set<String> = [
    "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework",
    "xcframework", "scnassets", "docc", "playground", "xcstickers", "mlpackage", "rcproject",
    "reality", "app", "appex", "xctest", "storyboardc", "nib", "spritekitatlas", "atlas",
    "xcplayground", "swiftpm",
  ]

  /// The lowercased extension of `name` (`swift`), or `""` for a name without one.
  static func fileExtension(_ name: String) -> String {
    let parts = name.split(separator: ".")
    guard parts.count > 1, let last = parts.last else { return "" }
    return last.lowercased()
  }

  /// The role of a file named `name` that a synchronized folder holds.
  init(ofFileNamed name: String) {
    switch Self.fileExtension(name) {
    case "swift": self = .swiftSource
    case "m", "mm", "c", "cc", "cpp", "cxx", "s", "metal": self = .nativeSource
    case "h", "hh", "hpp", "pch", "modulemap", "entitlements", "xcconfig", "xctestplan",
      "docc", "md", "xcfilelist", "playground", "swiftpm", "xcplayground":
      self = .ignored
    default: self = .resource
    }
  }
}
