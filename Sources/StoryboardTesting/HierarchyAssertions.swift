// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import Foundation
  import StoryboardAnalysis
  import StoryboardRuntime

  // MARK: - The hierarchy assertions

  /// Asserts that the window's hierarchy is `expected`: the text `Window.hierarchyDescription`
  /// gives (and `storyboard-tool simulate` prints), written in the test.
  ///
  /// ```swift
  /// assertHierarchy(
  ///   simulator.window,
  ///   """
  ///   TabBarController (Main)
  ///     selected: NavigationController (Main)
  ///       InboxViewController "Inbox" (Main)
  ///   """)
  /// ```
  ///
  /// A failure prints one block after `message`: each line of the hierarchy, `-` for an expected
  /// line that is not there, then `+` for the actual one. In record mode
  /// (`RecordMode`: `STORYBOARD_RECORD=1`) a differing `expected` string literal is
  /// rewritten in the test file with the actual hierarchy, and the assertion fails, saying so.
  public func assertHierarchy(
    _ window: Window, _ expected: String, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = window.hierarchyDescription
    guard actual != expected else { return }
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    let context = message().isEmpty ? "" : message() + "\n"
    guard !RecordMode.isOn else {
      if let problem = InlineRecording.record(
        actual, inCallAt: "\(file)", line: Int(line), column: Int(column))
      {
        TestFailures.fail(
          context + "Record mode is on, but the hierarchy could not be recorded: \(problem).\n"
            + InlineRecording.multilineLiteral(actual, indent: ""), at: site)
      } else {
        TestFailures.fail(
          context + "Record mode is on: recorded the window's hierarchy as the expected text at "
            + "\(file):\(line). Run the test again without \(RecordMode.environmentVariable) to "
            + "compare with it.", at: site)
      }
      return
    }
    TestFailures.fail(
      context + "The window's hierarchy differs (- expected, + actual):\n"
        + lineDiff(expected: expected, actual: actual)
        + "\nIf the new hierarchy is right, re-record it: \(RecordMode.howToRecord) rewrites the "
        + "expected text in the test.", at: site)
  }

  /// Asserts that the window's hierarchy is the one recorded in a file beside the test, named
  /// `name`: the text `Window.hierarchyDescription` gives, kept in
  /// `__Snapshots__/<TestFile>/<test>.<name>.txt`.
  ///
  /// The first run records the file and fails, saying so; later runs compare and fail with a
  /// line diff numbered as the file's lines. In record mode (`RecordMode`:
  /// `STORYBOARD_RECORD=1`) a differing file is rewritten and the assertion fails, so that a
  /// recording is never mistaken for a pass.
  ///
  /// ```swift
  /// func testLaunch() throws {
  ///   let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
  ///   assertHierarchy(of: simulator.window, named: "launch")
  /// }
  /// ```
  /// - Parameters:
  ///   - window: The window whose hierarchy is compared.
  ///   - name: The recording's name within the test.
  ///   - snapshotDirectory: Where the recordings are kept; `__Snapshots__/<TestFile>` beside the
  ///     test file by default.
  ///   - fileID: The file of the assertion, for Swift Testing.
  ///   - file: The file of the assertion, for XCTest; its folder holds `__Snapshots__`.
  ///   - testName: The test, which names the recording's file.
  ///   - line: The line of the assertion.
  ///   - column: The column of the assertion.
  public func assertHierarchy(
    of window: Window, named name: String, snapshotDirectory: String? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
  ) {
    checkRecording(
      window.hierarchyDescription + "\n", named: name, testName: testName,
      directory: snapshotDirectory, record: RecordMode.isOn,
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  /// Runs `body`, then asserts that the window's hierarchy and the events `body` caused are the
  /// ones recorded in a file beside the test (see
  /// ``assertHierarchy(of:named:snapshotDirectory:fileID:file:testName:line:column:)``): the file
  /// adds an `events:` section, one event per line, in order.
  ///
  /// ```swift
  /// try assertHierarchy(of: simulator.window, named: "open-detail") {
  ///   try simulator.run(.perform("showDetail"))
  /// }
  /// ```
  /// - Throws: What `body` throws (nothing is compared then).
  public func assertHierarchy(
    of window: Window, named name: String, snapshotDirectory: String? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column,
    during body: () throws -> Void
  ) rethrows {
    let events = try recordEvents(body)
    checkRecording(
      hierarchyAndEvents(window, events), named: name, testName: testName,
      directory: snapshotDirectory, record: RecordMode.isOn,
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  /// The text of a recording with events: the hierarchy, then `events:` and one event per line.
  private func hierarchyAndEvents(_ window: Window, _ events: [NavigationEvent]) -> String {
    window.hierarchyDescription + "\n\nevents:\n" + events.map { $0.description + "\n" }.joined()
  }

  /// Compares `text` with the recording `name` of the test (see ``RecordedFile``).
  private func checkRecording(
    _ text: String, named name: String, testName: String, directory: String?, record: Bool,
    at site: CallSite
  ) {
    RecordedFile(name: name, testName: testName, testFile: "\(site.file)", directory: directory)
      .check(text, record: record, at: site)
  }
#endif
