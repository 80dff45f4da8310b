/// What a background fetch found (UIKit's `UIBackgroundFetchResult`), with UIKit's raw values.
public enum BackgroundFetchResult: UInt, Sendable {
  /// New data was downloaded.
  case newData = 0
  /// There was nothing new.
  case noData = 1
  /// The fetch failed.
  case failed = 2
}
