import Foundation

/// UIKit's `UICoordinateSpace`: a space points and rectangles convert between (views,
/// screens). Geometry is data here: a conversion returns its input.
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
  /// `point`, unchanged: geometry is not simulated. Inert: nothing in the simulation acts on it.
  public func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
    point
  }
  /// `point`, unchanged: geometry is not simulated. Inert: nothing in the simulation acts on it.
  public func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
    point
  }
  /// `rect`, unchanged: geometry is not simulated. Inert: nothing in the simulation acts on it.
  public func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect { rect }
  /// `rect`, unchanged: geometry is not simulated. Inert: nothing in the simulation acts on it.
  public func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
    rect
  }
}
