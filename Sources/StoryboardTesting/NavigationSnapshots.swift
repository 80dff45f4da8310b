import Foundation
import Storyboards

/// The environment variable that turns record mode on for every navigation snapshot (`1`,
/// `true` or `yes`), as `record: true` does for one.
public let navigationSnapshotRecordVariable = "NAVIGATION_SNAPSHOT_RECORD"

/// Asserts that the window's navigation is the one recorded in a snapshot file beside the test.
///
/// The snapshot is ``Storyboards/Window/navigationSnapshot``: containers, stacks, tabs with the
/// selected one, the presentation chain with styles, each controller's class, title and
/// storyboard scene. It is kept in `__Snapshots__/<TestFile>/<test>.<name>.txt` next to the
/// test file. The first run records it and fails, saying so; later runs compare and fail with
/// a line diff that names the lines of the file. In record mode (`record: true`, or
/// `NAVIGATION_SNAPSHOT_RECORD=1` for all) the snapshot is rewritten and the assertion fails,
/// so that a recording is never mistaken for a pass.
///
/// ```swift
/// func testLaunch() throws {
///   let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
///   assertNavigationSnapshot(of: simulator.window, named: "launch")
/// }
/// ```
/// - Parameters:
///   - window: The window whose navigation is compared.
///   - name: The snapshot's name within the test.
///   - record: Rewrites the snapshot (and fails).
///   - snapshotDirectory: Where the snapshots are kept; `__Snapshots__/<TestFile>` beside the
///     test file by default.
public func assertNavigationSnapshot(
  of window: Window, named name: String, record: Bool = false, snapshotDirectory: String? = nil,
  fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  NavigationSnapshotFile(
    name: name, testName: testName, testFile: "\(file)", directory: snapshotDirectory
  ).check(
    window.navigationSnapshot + "\n", record: record,
    at: CallSite(fileID: fileID, file: file, line: line, column: column))
}

/// Runs `body`, then asserts that the window's navigation and the events `body` caused are the
/// ones recorded in a snapshot file beside the test (see
/// ``assertNavigationSnapshot(of:named:record:snapshotDirectory:fileID:file:testName:line:column:)``): the
/// snapshot adds an `events:` section, one event per line, in order.
///
/// ```swift
/// try assertNavigationSnapshot(of: simulator.window, named: "open-detail") {
///   try simulator.run(.perform("showDetail"))
/// }
/// ```
/// - Throws: What `body` throws (nothing is compared then).
public func assertNavigationSnapshot(
  of window: Window, named name: String, record: Bool = false, snapshotDirectory: String? = nil,
  fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column,
  during body: () throws -> Void
) rethrows {
  let events = try recordEvents(body)
  let text =
    window.navigationSnapshot + "\n\nevents:\n"
    + events.map { $0.description + "\n" }.joined()
  NavigationSnapshotFile(
    name: name, testName: testName, testFile: "\(file)", directory: snapshotDirectory
  ).check(
    text, record: record, at: CallSite(fileID: fileID, file: file, line: line, column: column))
}

/// One snapshot file and the comparison with it.
struct NavigationSnapshotFile {
  let path: String

  init(name: String, testName: String, testFile: String, directory: String?) {
    let testFileURL = URL(fileURLWithPath: testFile)
    let folder =
      directory
      ?? testFileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFileURL.deletingPathExtension().lastPathComponent).path
    let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    path = folder + "/" + Self.fileName("\(test).\(name)") + ".txt"
  }

  /// `text` with the characters a file name cannot hold replaced.
  private static func fileName(_ text: String) -> String {
    String(text.map { "/\\:*?\"<>| ()".contains($0) ? "_" : $0 })
  }

  private static var isRecordingEverything: Bool {
    let value = ProcessInfo.processInfo.environment[navigationSnapshotRecordVariable]
    return ["1", "true", "yes"].contains(value?.lowercased() ?? "")
  }

  func check(_ actual: String, record: Bool, at site: CallSite) {
    let reference = FileManager.default.contents(atPath: path).map {
      String(decoding: $0, as: UTF8.self)
    }
    if record || Self.isRecordingEverything {
      fail(
        write(actual),
        otherwise: "Record mode is on: recorded the navigation snapshot at "
          + "\(path). Turn record mode off (record: false, \(navigationSnapshotRecordVariable) "
          + "unset) and run the test again.", at: site)
    } else if let reference {
      guard reference != actual else { return }
      TestFailures.fail(
        "The navigation differs from the snapshot at \(path) (line numbers are the snapshot's; "
          + "- snapshot, + now):\n"
          + numberedLineDiff(expected: Self.trimmed(reference), actual: Self.trimmed(actual))
          + "\nIf the new navigation is right, re-record it with record: true or "
          + "\(navigationSnapshotRecordVariable)=1.", at: site)
    } else {
      fail(
        write(actual),
        otherwise: "No navigation snapshot was recorded yet: recorded it at "
          + "\(path). Run the test again to compare with it.", at: site)
    }
  }

  /// `text` without the line break that ends the file, which a diff need not show.
  private static func trimmed(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// Writes the snapshot; returns why it could not be written, or `nil`.
  private func write(_ text: String) -> String? {
    do {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return nil
    } catch {
      return "Could not record the navigation snapshot at \(path): \(error). Check that the "
        + "folder is writable."
    }
  }

  private func fail(
    _ writeError: String?, otherwise message: String, at site: CallSite
  ) {
    TestFailures.fail(writeError ?? message, at: site)
  }
}
