// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardAnalysis
  import StoryboardRuntime

  /// Validates `bundle` (`validate()`) and fails listing every problem with
  /// its file and line.
  /// - Returns: The report, for further checks.
  @discardableResult
  public func assertValid(
    _ bundle: StoryboardBundle, fileID: String = #fileID, file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ValidationReport {
    let report = bundle.validate()
    if !report.isValid {
      TestFailures.fail(
        "The storyboards have \(report.problems.count) problem(s):\n"
          + report.problems.map(\.description).joined(separator: "\n"),
        at: CallSite(fileID: fileID, file: file, line: line, column: column))
    }
    return report
  }
#endif
