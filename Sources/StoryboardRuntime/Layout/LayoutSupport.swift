import Foundation

/// A controller's top or bottom layout guide before safe areas (UIKit's `UILayoutSupport`,
/// deprecated in iOS 11): a length and anchors, kept as data.
public protocol LayoutSupport: AnyObject {
  /// The guide's length: how far the bars reach into the view.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: LayoutDimension { get }
}

/// The layout guide a controller gives as its top or bottom layout guide: a
/// ``LayoutGuide`` of length 0, as nothing is laid out.
final class ControllerLayoutGuide: LayoutGuide, LayoutSupport {
  var length: CGFloat { 0 }
}
