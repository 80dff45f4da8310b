import Foundation
import StoryboardRuntime

/// Record mode: whether the checks that compare a window's hierarchy with a recorded one —
/// `assertHierarchy` in tests, the expectations of `storyboard-tool test` flows — write what
/// they see instead.
///
/// One switch turns it on for everything: the environment variable `STORYBOARD_RECORD` set to
/// `1`, `true` or `yes` (`storyboard-tool test --record` is its spelling on the command line).
/// A check that records fails, saying what it wrote, so a recording is never mistaken for a
/// pass; run again without the switch to compare.
///
/// ```sh
/// STORYBOARD_RECORD=1 swift test --filter InboxTests
/// ```
public enum RecordMode {
  /// The environment variable that turns record mode on: `STORYBOARD_RECORD`.
  public static let environmentVariable = "STORYBOARD_RECORD"

  /// Whether record mode is on: the environment turns it on (a scope of the package's own
  /// tests may set it for the code it runs).
  public static var isOn: Bool {
    scoped ?? isOn(in: ProcessInfo.processInfo.environment)
  }

  @TaskLocal private static var scoped: Bool?

  /// Runs `body` with record mode on or off whatever the environment says: for a test of a
  /// recording itself, without touching the process's environment that other tests read.
  package static func withRecordMode<Result>(_ on: Bool, _ body: () throws -> Result) rethrows
    -> Result
  {
    try $scoped.withValue(on) { try body() }
  }

  /// Whether `environment` turns record mode on.
  public static func isOn(in environment: [String: String]) -> Bool {
    ["1", "true", "yes"].contains(environment[environmentVariable]?.lowercased() ?? "")
  }

  /// How a failure says to re-record: the switch, and the command that sets it.
  public static var howToRecord: String {
    "\(environmentVariable)=1 (for example `\(environmentVariable)=1 swift test --filter <test>`)"
  }
}
