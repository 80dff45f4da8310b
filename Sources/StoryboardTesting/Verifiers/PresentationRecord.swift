import Foundation

/// One presentation or dismissal a verifier saw.
public struct PresentationRecord {
  /// The controller presented or dismissed.
  public let viewController: UIViewController
  /// The controller that hosted the presentation.
  public let presentingViewController: UIViewController
  /// Whether it was animated.
  public let animated: Bool
  /// The completion block, kept when the verifier captures completions.
  public let completion: (() -> Void)?
}
