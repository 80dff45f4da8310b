import Foundation

/// The two controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct TransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  /// The raw value.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller that is visible at the start of the transition.
  public static let from = TransitionContextViewControllerKey(rawValue: "from")
  /// The controller that is visible at the end of the transition.
  public static let to = TransitionContextViewControllerKey(rawValue: "to")
}
