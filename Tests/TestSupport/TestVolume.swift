import Foundation

/// How much work volume tests do — random sequences, mutated inputs, generated storyboards.
///
/// A default `swift test` runs each at a size that finds regressions in seconds;
/// `STORYBOARD_TEST_VOLUME=full` (set by `.ci/run`) runs them at full size. A test's own knob
/// (`RANDOM_SEQUENCES`…) overrides both.
public enum TestVolume {
  /// The environment variable that selects the full size.
  public static let variable = "STORYBOARD_TEST_VOLUME"

  /// Whether the full size was asked for.
  public static var isFull: Bool { ProcessInfo.processInfo.environment[variable] == "full" }

  /// `quick` by default, `full` when the full size was asked for, or the value of the
  /// environment variable `override` when it is set to a number.
  public static func count(quick: Int, full: Int, override: String? = nil) -> Int {
    if let override, let value = ProcessInfo.processInfo.environment[override].flatMap(Int.init) {
      return value
    }
    return isFull ? full : quick
  }
}
