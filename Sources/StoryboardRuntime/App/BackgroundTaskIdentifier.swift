/// UIKit's `UIBackgroundTaskIdentifier`: a background task begun with
/// `Application.beginBackgroundTask(expirationHandler:)`.
public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  /// The task's number.
  public let rawValue: Int
  /// The task numbered `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task.
  public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
}
