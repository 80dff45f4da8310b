import Foundation

/// Coordinates between views, from the frames and bounds they keep (without transforms, as
/// nothing here applies one): a point in a view is its frame's origin, less its bounds'
/// origin, in its superview, up to the window, whose coordinates are the base every window
/// shares (every window here fills the screen at its origin).
extension View {
  /// `point`, given in this view's coordinates, in its window's (or, outside a window, in the
  /// coordinates its topmost superview's frame is given in).
  func pointInBase(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: View? = self
    while let current = view, !(current is Window) {
      result.x += current.frame.minX - current.bounds.minX
      result.y += current.frame.minY - current.bounds.minY
      view = current.superview
    }
    return result
  }

  /// `point`, given in base coordinates (``pointInBase(_:)``), in this view's coordinates.
  func pointFromBase(_ point: CGPoint) -> CGPoint {
    let base = pointInBase(.zero)
    return CGPoint(x: point.x - base.x, y: point.y - base.y)
  }

  /// UIKit's hit test: "This method ignores view objects that are hidden, that have disabled
  /// user interactions, or have an alpha level less than 0.01"; the frontmost subview that
  /// contains `point` answers, else the view itself when it contains it.
  func frontmostView(at point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return self
  }
}
