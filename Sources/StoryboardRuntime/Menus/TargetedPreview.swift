import Foundation

/// UIKit's `UITargetedPreview`: the view a context menu previews; kept as data.
open class TargetedPreview {
  /// The view previewed.
  public let view: View
  /// The preview's size: the view's.
  open var size: CGSize { view.frame.size }

  /// A preview of `view`.
  public init(view: View) { self.view = view }
}
