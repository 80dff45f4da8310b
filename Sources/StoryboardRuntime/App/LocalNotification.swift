import Foundation

/// UIKit's `UILocalNotification` (deprecated in iOS 10): a notification an app schedules; kept
/// as data, never delivered.
open class LocalNotification {
  /// When it fires.
  open var fireDate: Date?
  /// The time zone of ``fireDate``.
  open var timeZone: TimeZone?
  /// How often it repeats (UIKit's is an `NSCalendar.Unit`).
  /// Inert: nothing in the simulation acts on it.
  open var repeatInterval: NSCalendar.Unit = []
  /// The calendar of ``repeatInterval``.
  open var repeatCalendar: Calendar?
  /// Whether a region fires it once.
  open var regionTriggersOnce = true
  /// The alert's message.
  open var alertBody: String?
  /// Whether the alert has an action button.
  open var hasAction = true
  /// The action button's title.
  open var alertAction: String?
  /// The launch image's name.
  open var alertLaunchImage: String?
  /// The alert's title.
  open var alertTitle: String?
  /// The sound's name.
  open var soundName: String?
  /// The badge number it sets.
  open var applicationIconBadgeNumber = 0
  /// The app's data.
  open var userInfo: [AnyHashable: Any]?
  /// The action category.
  open var category: String?

  /// An empty notification.
  public init() {}
  /// A notification from an archive: an empty one, as nothing is archived here.
  public init?(coder: NSCoder) {}
}
