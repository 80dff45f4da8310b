import Foundation

/// UIKit's `UIEdgeInsets`: insets from a rectangle's edges, kept as data.
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// No insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// The insets given.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()
}
