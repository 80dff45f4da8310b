import Foundation

/// A layout guide that keeps an aspect ratio (UIKit's `UILayoutGuideAspectFitting`), such as a
/// window's ``Window/safeAreaAspectFitLayoutGuide``; kept as data.
public protocol LayoutGuideAspectFitting: AnyObject {
  /// The width divided by the height; 0 follows the content.
  var aspectRatio: CGFloat { get set }
}

/// The guide ``Window/safeAreaAspectFitLayoutGuide`` gives.
final class AspectFitLayoutGuide: LayoutGuide, LayoutGuideAspectFitting {
  var aspectRatio: CGFloat = 0
}
