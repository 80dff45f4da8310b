import Foundation

/// UIKit's `UIActivityViewController`: a plain presentable controller holding the items to
/// share.
open class ActivityViewController: ViewController {
  /// The items to share.
  public private(set) var activityItems: [Any] = []
  /// Called when the sheet is dismissed: activity type, whether it completed, returned items,
  /// error.
  open var completionWithItemsHandler: ((String?, Bool, [Any]?, (any Error)?) -> Void)?

  /// A share sheet for `activityItems`.
  public convenience init(activityItems: [Any], applicationActivities: [AnyObject]?) {
    self.init(nibName: nil, bundle: nil)
    self.activityItems = activityItems
  }
}
