/// Where a storyboard reference leads once every reference on the way is followed.
public struct ReferenceTarget: Sendable, Equatable {
  /// The identifier of the bundle holding the target.
  public var bundleIdentifier: String
  /// The target's storyboard.
  public var storyboardName: String
  /// The target controller: never itself a reference.
  public var controller: ControllerDefinition
  /// The references followed, as `Storyboard#placeholderID`, first to last.
  public var chain: [String]
}
