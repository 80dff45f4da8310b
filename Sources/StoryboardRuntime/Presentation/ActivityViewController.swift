import Foundation

/// UIKit's `UIActivityViewController`: a plain presentable controller holding the items to
/// share; a test reads them and calls its completion handlers as the user's choice would.
open class ActivityViewController: ViewController {
  /// What the user's choice tells the app (UIKit's `CompletionHandler`, deprecated).
  public typealias CompletionHandler = (Activity.ActivityType?, Bool) -> Void
  /// What the user's choice tells the app, with the items returned and any error.
  public typealias CompletionWithItemsHandler = (Activity.ActivityType?, Bool, [Any]?, (any Error)?)
    -> Void

  /// The items to share.
  public private(set) var activityItems: [Any] = []
  /// The app's own activities.
  public private(set) var applicationActivities: [Activity]?
  /// Called when the user chose or cancelled (deprecated).
  open var completionHandler: CompletionHandler?
  /// Called when the user chose or cancelled.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// The activities not offered.
  open var excludedActivityTypes: [Activity.ActivityType]?
  /// Whether the most prominent activity is shown first.
  open var allowsProminentActivity = true

  /// A controller sharing `activityItems`, offering `applicationActivities` too.
  public convenience init(activityItems: [Any], applicationActivities: [Activity]?) {
    self.init(nibName: nil, bundle: nil)
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
  }
}
