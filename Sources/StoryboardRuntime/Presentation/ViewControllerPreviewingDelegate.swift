import Foundation

/// What a 3D Touch preview's delegate answers (UIKit's `UIViewControllerPreviewingDelegate`,
/// deprecated in iOS 13).
public protocol ViewControllerPreviewingDelegate: ObjectiveCResponding {
  /// The controller to preview at `location`, or `nil`.
  func previewingContext(
    _ previewingContext: any ViewControllerPreviewing,
    viewControllerForLocation location: CGPoint
  ) -> ViewController?
  /// The user pressed on: show `viewControllerToCommit`.
  func previewingContext(
    _ previewingContext: any ViewControllerPreviewing,
    commit viewControllerToCommit: ViewController)
}
