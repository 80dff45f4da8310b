import Foundation

/// UIKit's `UIOffset`: a horizontal and vertical adjustment, kept as data.
public struct Offset: Equatable, Hashable, Sendable, Codable {
  /// The horizontal adjustment.
  public var horizontal: CGFloat
  /// The vertical adjustment.
  public var vertical: CGFloat

  /// No adjustment.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// The adjustment given.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No adjustment.
  public static let zero = Offset()
}
