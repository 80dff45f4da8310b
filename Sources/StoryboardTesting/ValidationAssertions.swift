import Storyboards

/// Validates `bundle` (`validate()`) and fails listing every problem with
/// its file and line.
/// - Returns: The report, for further checks.
@discardableResult
public func assertValid(
  _ bundle: StoryboardBundle, file: StaticString = #filePath, line: UInt = #line
) -> ValidationReport {
  let report = bundle.validate()
  if !report.isValid {
    TestFailures.fail(
      "The storyboards have \(report.problems.count) problem(s):\n"
        + report.problems.map(\.description).joined(separator: "\n"), file: file, line: line)
  }
  return report
}
