import Foundation
import XCTest

/// Paths the loader tests read.
enum TestPaths {
  /// This test folder's fixtures, written for the project.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// The shared corpus of real storyboards, beside the repository (never copied into it).
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards").path

  static func fixture(_ name: String) -> String { fixtures + "/" + name }

  /// The corpus folder, or a test failure saying where it was looked for.
  static func requireCorpus(file: StaticString = #filePath, line: UInt = #line) throws -> String {
    guard FileManager.default.fileExists(atPath: corpus + "/EXPECTED-DUMP.jsonl") else {
      XCTFail(
        "The corpus is missing: expected it at \(corpus) (shared/ beside the repository).",
        file: file, line: line)
      throw CocoaError(.fileNoSuchFile)
    }
    return corpus
  }

  /// A new empty temporary folder.
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "storyboard-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
