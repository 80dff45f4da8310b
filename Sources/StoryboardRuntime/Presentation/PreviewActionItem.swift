/// An action under a 3D Touch preview (UIKit's `UIPreviewActionItem`, deprecated in iOS 13).
public protocol PreviewActionItem: AnyObject {
  /// The action's title.
  var title: String { get }
}
