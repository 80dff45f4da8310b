import Foundation

/// A registration for 3D Touch previews (UIKit's `UIViewControllerPreviewing`, deprecated in
/// iOS 13); no device here has 3D Touch, so no preview is ever asked for.
public protocol ViewControllerPreviewing: AnyObject {
  /// The recogniser other recognisers wait on.
  var previewingGestureRecognizerForFailureRelationship: GestureRecognizer { get }
  /// The delegate asked for previews.
  var delegate: any ViewControllerPreviewingDelegate { get }
  /// The view previews start from.
  var sourceView: View { get }
  /// The rectangle the preview grows from.
  var sourceRect: CGRect { get set }
}

/// The registration ``ViewController/registerForPreviewing(with:sourceView:)`` returns.
final class PreviewingRegistration: ViewControllerPreviewing {
  let previewingGestureRecognizerForFailureRelationship = GestureRecognizer()
  let delegate: any ViewControllerPreviewingDelegate
  let sourceView: View
  var sourceRect: CGRect

  init(delegate: any ViewControllerPreviewingDelegate, sourceView: View) {
    self.delegate = delegate
    self.sourceView = sourceView
    sourceRect = sourceView.bounds
  }
}
