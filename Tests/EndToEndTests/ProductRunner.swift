import Foundation
import Storyboards
import TestSupport
import XCTest

/// Runs the built `product` with `arguments`, in `directory` if given.
func runProduct(_ product: String, _ arguments: [String], in directory: String? = nil) throws
  -> ProductRun
{
  try runProcess(productsDirectory.appendingPathComponent(product), arguments, in: directory)
}

/// Runs the built `storyboard-tool` with `arguments` and checks its whole standard output,
/// its whole standard error and its exit status, as swift-argument-parser's
/// `AssertExecuteCommand` does; a difference is reported as a line diff of the stream.
func assertCommand(
  _ arguments: [String], in directory: String? = nil, output: String = "", errors: String = "",
  status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line
) {
  let run: ProductRun
  do {
    run = try runProduct("storyboard-tool", arguments, in: directory)
  } catch {
    XCTFail("storyboard-tool could not run: \(error)", file: file, line: line)
    return
  }
  let command = "storyboard-tool " + arguments.joined(separator: " ")
  XCTAssertEqual(
    run.status, status, "exit status of \(command); standard error:\n\(run.errors)", file: file,
    line: line)
  for (name, expected, actual) in [
    ("standard output", output, run.output), ("standard error", errors, run.errors),
  ] where expected != actual {
    XCTFail(
      "\(name) of \(command) differs (- expected, + actual):\n"
        + lineDiff(expected: expected, actual: actual), file: file, line: line)
  }
}

/// Places in the repository the tests read.
enum Repository {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// The loader's storyboard fixtures.
  static let loaderFixtures = root.appendingPathComponent("Tests/StoryboardLoaderTests/Fixtures")
    .path
  /// The storyboards of the Segregation example.
  static let segregationStoryboards = root.appendingPathComponent(
    "Examples/Segregation/Storyboards"
  ).path
}
