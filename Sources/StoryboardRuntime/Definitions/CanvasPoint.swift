/// A point on Interface Builder's canvas, in points.
public struct CanvasPoint: Sendable, Equatable, Hashable {
  /// The horizontal position; larger is further right.
  public var x: Double
  /// The vertical position; larger is further down.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
