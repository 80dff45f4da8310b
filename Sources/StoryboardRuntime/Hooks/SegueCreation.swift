/// A segue about to be created (`UIStoryboardSegue initWithIdentifier:source:destination:`):
/// a wrapper may replace the destination before calling `next`.
public struct SegueCreation {
  /// The segue's identifier.
  public var identifier: String?
  /// The source.
  public var source: ViewController
  /// The destination; replace it to substitute another controller.
  public var destination: ViewController
}
