/// What a storyboard reference (`<viewControllerPlaceholder>`) points at (SB-9).
public struct StoryboardReference: Sendable, Equatable, Hashable {
  /// The target storyboard; `nil` means the referencing storyboard itself.
  public var storyboardName: String?
  /// The target's storyboard identifier; `nil` means the target's initial controller.
  public var referencedIdentifier: String?
  /// The bundle holding the target; `nil` means the referencing storyboard's bundle.
  public var bundleIdentifier: String?

  /// Creates a reference.
  public init(
    storyboardName: String? = nil, referencedIdentifier: String? = nil,
    bundleIdentifier: String? = nil
  ) {
    self.storyboardName = storyboardName
    self.referencedIdentifier = referencedIdentifier
    self.bundleIdentifier = bundleIdentifier
  }
}
