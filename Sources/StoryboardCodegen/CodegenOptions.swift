import StoryboardRuntime

/// How accessors are generated.
public struct CodegenOptions: Sendable, Equatable {
  /// The runtime the generated Swift calls.
  public enum Runtime: String, Sendable, Equatable, CaseIterable {
    /// UIKit: `UIStoryboard`, `UIViewController`, `Bundle` — for the app itself.
    case uikit
    /// This package's `Storyboards` module — for tests and tools on any platform.
    case storyboards
  }

  /// The access level of the Swift accessors.
  public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
    /// No modifier: the accessors are for the module that holds them.
    case `internal`
    /// `public`: for a framework whose clients instantiate its scenes.
    case `public`
  }

  /// The runtime of the Swift output.
  public var runtime: Runtime = .uikit
  /// The access level of the Swift accessors (``AccessLevel/internal`` by default).
  public var accessLevel = AccessLevel.internal
  /// The name of the top-level Swift enum, and the stem of the Objective-C class.
  public var enumName = "StoryboardScene"
  /// The app's own module: its classes are written without module qualification (`--module`,
  /// a configuration's `module`).
  public var module: String?
  /// Extra modules the Swift output imports (`--import`, a configuration's `imports`).
  public var imports: [String] = []
  /// The prefix of Objective-C names of Swift classes (`@objc(FINName)`), e.g. `FIN`.
  public var objcPrefix = ""
  /// The Objective-C classes: the names of the `.h` files found; `nil` when not known.
  public var objcClasses: Set<String>?
  /// The Swift classes the app has: with ``objcClasses``, what the unknown-class check accepts;
  /// `nil` skips the check (a class without a header may be any Swift class).
  public var knownClasses: Set<String>?

  /// Default options.
  public init() {}

  /// Whether `name` is an Objective-C class (its header exists).
  func isObjectiveC(_ name: String) -> Bool { objcClasses?.contains(name) == true }

  /// The name Swift code uses for a storyboard class: a Swift class written with the
  /// Objective-C prefix in the storyboard (`FINName` in the SplittingLegacyApp example) loses it.
  func swiftName(ofClass name: String) -> String {
    guard !objcPrefix.isEmpty, objcClasses != nil, !isObjectiveC(name), name.hasPrefix(objcPrefix),
      name.count > objcPrefix.count
    else { return name }
    return String(name.dropFirst(objcPrefix.count))
  }

  /// The name Objective-C code uses: a Swift class gets the prefix of its `@objc` name.
  func objcName(ofClass name: String) -> String {
    guard !objcPrefix.isEmpty, !isObjectiveC(name), !name.hasPrefix(objcPrefix) else { return name }
    return objcPrefix + name
  }
}
