import StoryboardRuntime

#if !canImport(Darwin)
  import Foundation

  /// Core Foundation's `CFTimeInterval`, which Foundation has on Linux only internally: seconds,
  /// as Core Animation's durations are given.
  public typealias CFTimeInterval = TimeInterval
#endif
