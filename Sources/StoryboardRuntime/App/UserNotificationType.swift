/// UIKit's `UIUserNotificationType` (deprecated in iOS 10): how local and remote notifications
/// alert the user.
public struct UserNotificationType: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Types from their raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// A badge on the icon.
  public static let badge = UserNotificationType(rawValue: 1 << 0)
  /// A sound.
  public static let sound = UserNotificationType(rawValue: 1 << 1)
  /// An alert.
  public static let alert = UserNotificationType(rawValue: 1 << 2)
}
