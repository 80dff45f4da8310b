/// UIKit's `UIUserNotificationSettings` (deprecated in iOS 10): the notification types an app
/// asks for; kept as data.
open class UserNotificationSettings {
  /// The types asked for.
  public let types: UserNotificationType
  /// The action categories, by identifier (UIKit's are `UIUserNotificationCategory` objects,
  /// which are not modelled).
  public let categories: Set<String>?

  /// Settings of `types` and `categories`.
  public init(types: UserNotificationType, categories: Set<String>?) {
    self.types = types
    self.categories = categories
  }
}
