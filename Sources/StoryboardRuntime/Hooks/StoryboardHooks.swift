/// The three interception points of the runtime, one per method the segregation technique
/// swizzles.
public final class StoryboardHooks {
  /// Wraps the creation of every segue a storyboard performs, custom classes included; may
  /// replace the destination.
  public let segueCreation = HookChain<SegueCreation, StoryboardSegue>()
  /// Wraps ``Storyboard/instantiateViewController(withIdentifier:)``; may replace the result.
  public let instantiation = HookChain<Instantiation, ViewController>()
  /// Wraps `awakeFromNib()` of every controller a storyboard creates, after its relationship
  /// children are installed; a wrapper may replace the children of navigation, tab bar and
  /// split view controllers after calling `next`.
  public let awakening = HookChain<ViewController, Void>()

  /// Whether no hook of any kind is installed.
  var areEmpty: Bool { segueCreation.isEmpty && instantiation.isEmpty && awakening.isEmpty }

  init() {}
}
