/// A controller about to be instantiated by identifier
/// (`UIStoryboard instantiateViewControllerWithIdentifier:`): a wrapper may replace the result.
public struct Instantiation {
  /// The storyboard asked.
  public var storyboard: Storyboard
  /// The storyboard identifier asked for.
  public var identifier: String
}
