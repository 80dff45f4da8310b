import Foundation

/// UIKit's `UICoordinateSpace`: a space points and rectangles convert between (views,
/// screens). A view's space is given by the frames and bounds of it and its superviews (no
/// transform is applied); a screen's is the windows' own, as every window here fills the
/// screen at its origin.
public protocol CoordinateSpace: AnyObject {
  /// `point` in `coordinateSpace`'s coordinates.
  func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint
  /// `point`, given in `coordinateSpace`'s coordinates, in this space's.
  func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint
  /// `rect` in `coordinateSpace`'s coordinates.
  func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect
  /// `rect`, given in `coordinateSpace`'s coordinates, in this space's.
  func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect
  /// The space's bounds.
  var bounds: CGRect { get }
}

extension CoordinateSpace {
  /// `point`, in this space's coordinates, in `coordinateSpace`'s.
  public func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
    coordinateSpace.spacePoint(fromBase: basePoint(of: point))
  }
  /// `point`, given in `coordinateSpace`'s coordinates, in this space's.
  public func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
    spacePoint(fromBase: coordinateSpace.basePoint(of: point))
  }
  /// `rect` in `coordinateSpace`'s coordinates: its origin converted, its size kept.
  public func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
  }
  /// `rect`, given in `coordinateSpace`'s coordinates, in this space's.
  public func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
  }

  /// `point` in the coordinates windows share: a view's through its superviews, a screen's as
  /// it is.
  fileprivate func basePoint(of point: CGPoint) -> CGPoint {
    (self as? View)?.pointInBase(point) ?? point
  }
  /// `point`, given in the coordinates windows share, in this space's.
  fileprivate func spacePoint(fromBase point: CGPoint) -> CGPoint {
    (self as? View)?.pointFromBase(point) ?? point
  }
}
