import Foundation

/// UIKit's `UIApplicationShortcutItem`: a Home Screen quick action; kept as data.
open class ApplicationShortcutItem {
  /// The app's identifier for the action.
  open private(set) var type: String
  /// The title shown.
  open private(set) var localizedTitle: String
  /// The subtitle shown.
  open private(set) var localizedSubtitle: String?
  /// The icon shown.
  open private(set) var icon: ApplicationShortcutIcon?
  /// The app's data.
  open private(set) var userInfo: [String: any NSSecureCoding]?
  /// The identifier of the content the action targets.
  open var targetContentIdentifier: Any? { nil }

  /// A quick action with a subtitle, an icon and data.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: ApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.icon = icon
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.userInfo = userInfo
  }

  /// A quick action with a title.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
  }
}
