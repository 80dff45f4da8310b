/// UIKit's `UIRemoteNotificationType` (deprecated in iOS 8): how remote notifications alert.
public struct RemoteNotificationType: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Types from their raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// A badge on the icon.
  public static let badge = RemoteNotificationType(rawValue: 1 << 0)
  /// A sound.
  public static let sound = RemoteNotificationType(rawValue: 1 << 1)
  /// An alert.
  public static let alert = RemoteNotificationType(rawValue: 1 << 2)
  /// Newsstand content downloads.
  public static let newsstandContentAvailability = RemoteNotificationType(rawValue: 1 << 3)
}
