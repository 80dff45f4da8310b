import Foundation

/// UIKit's `NSDirectionalEdgeInsets`: insets from a rectangle's edges, leading and trailing
/// following the layout direction; kept as data.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// The insets given.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets()
}
