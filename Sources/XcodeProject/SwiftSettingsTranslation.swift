/// A target's Xcode build settings as SwiftPM's `swiftSettings`: the language mode,
/// compilation conditions, default isolation and upcoming features.
struct SwiftSettingsTranslation {
  /// The `swiftSettings` entries, as `Package.swift` writes them (`.define("DEBUG")`).
  var entries: [String] = []
  /// `"MainActor"` when the target's default isolation is the main actor.
  var defaultIsolation: String?
  /// The flags of `OTHER_SWIFT_FLAGS` that have no SwiftPM setting, left out.
  var droppedFlags: [String] = []

  /// Xcode's `SWIFT_UPCOMING_FEATURE_*` suffixes whose feature name is not their camel case.
  static let featureNames = [
    "DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference",
    "IMPORT_OBJC_FORWARD_DECLS": "ImportObjcForwardDeclarations",
  ]

  /// The features Xcode's `SWIFT_APPROACHABLE_CONCURRENCY` turns on.
  static let approachableConcurrency = [
    "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability",
    "InferIsolatedConformances", "InferSendableFromCaptures", "NonisolatedNonsendingByDefault",
  ]

  init(_ settings: BuildSettings) throws(XcodeProjectError) {
    let version = try settings.value("SWIFT_VERSION") ?? "5"
    let mode =
      switch version.split(separator: ".").first.map(String.init) ?? "5" {
      case "4": version.hasPrefix("4.2") ? ".v4_2" : ".v4"
      case "6": ".v6"
      default: ".v5"
      }
    entries.append(".swiftLanguageMode(\(mode))")
    var conditions = try settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
    var features: [String] = []
    var experimental: [String] = []
    var flags = try settings.list("OTHER_SWIFT_FLAGS")[...]
    while let flag = flags.popFirst() {
      if flag == "-D", let name = flags.popFirst() {
        conditions.append(name)
      } else if flag.hasPrefix("-D"), flag.count > 2 {
        conditions.append(String(flag.dropFirst(2)))
      } else if flag == "-enable-upcoming-feature", let name = flags.popFirst() {
        features.append(name)
      } else if flag == "-enable-experimental-feature", let name = flags.popFirst() {
        experimental.append(name)
      } else if flag == "-Xfrontend", let next = flags.first, next.hasPrefix("-warn-") {
        flags.removeFirst()
      } else {
        droppedFlags.append(flag)
      }
    }
    for condition in conditions where !entries.contains(".define(\"\(condition)\")") {
      entries.append(".define(\"\(condition)\")")
    }
    if try settings.isEnabled("SWIFT_APPROACHABLE_CONCURRENCY") {
      features += Self.approachableConcurrency
    }
    for level in settings.levels {
      for key in level.keys where key.hasPrefix("SWIFT_UPCOMING_FEATURE_") {
        guard try settings.isEnabled(key) else { continue }
        let suffix = String(key.dropFirst("SWIFT_UPCOMING_FEATURE_".count))
        features.append(Self.featureNames[suffix] ?? Self.camelCase(suffix))
      }
    }
    if version.hasPrefix("5") || version.hasPrefix("4") {
      switch try settings.value("SWIFT_STRICT_CONCURRENCY") {
      case "complete": experimental.append("StrictConcurrency")
      case "targeted": experimental.append("StrictConcurrency=targeted")
      default: break
      }
    }
    for feature in Self.unique(features) {
      entries.append(".enableUpcomingFeature(\"\(feature)\")")
    }
    for feature in Self.unique(experimental) {
      entries.append(".enableExperimentalFeature(\"\(feature)\")")
    }
    if try settings.value("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor" {
      defaultIsolation = "MainActor"
      entries.append(".defaultIsolation(MainActor.self)")
    }
  }

  /// `CONCISE_MAGIC_FILE` as `ConciseMagicFile`.
  static func camelCase(_ name: String) -> String {
    name.split(separator: "_").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined()
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
