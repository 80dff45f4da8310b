import Foundation

/// The two views of a transition (UIKit's `UITransitionContextViewKey`).
public struct TransitionContextViewKey: Hashable, Sendable, RawRepresentable {
  /// The raw value.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view of the controller visible at the start.
  public static let from = TransitionContextViewKey(rawValue: "from")
  /// The view of the controller visible at the end.
  public static let to = TransitionContextViewKey(rawValue: "to")
}
