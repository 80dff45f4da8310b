import Foundation
import XCTest

/// Where the tests find the shared corpus of real storyboards, which lives outside the
/// repository.
///
/// `STORYBOARD_CORPUS` names its `storyboards` folder; without it the tests look beside the
/// repository (`../shared/corpus/storyboards`). When neither exists, corpus tests are skipped
/// with a message saying how to run them — unless `STORYBOARD_CORPUS_REQUIRED=1`, which CI
/// sets so that a missing corpus fails instead of passing quietly.
public enum SharedCorpus {
  /// The variable naming the corpus' `storyboards` folder.
  public static let variable = "STORYBOARD_CORPUS"

  /// The folder the tests use: the variable's value, else the default beside the repository.
  public static var path: String {
    if let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty {
      return URL(fileURLWithPath: value).standardizedFileURL.path
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")
      .standardizedFileURL.path
  }

  /// The corpus folder; skips the calling test when it is absent (fails when the corpus is
  /// required).
  public static func require(file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let path = self.path
    if FileManager.default.fileExists(atPath: path + "/EXPECTED-DUMP.jsonl") { return path }
    let message =
      "The storyboard corpus is not at \(path); set \(variable) to its storyboards folder "
      + "to run this test."
    if ProcessInfo.processInfo.environment["STORYBOARD_CORPUS_REQUIRED"] == "1" {
      XCTFail(message, file: file, line: line)
      throw CocoaError(.fileNoSuchFile)
    }
    throw XCTSkip(message, file: file, line: line)
  }

  /// The corpus' app folders, sorted; skips the calling test when the corpus is absent.
  public static func requireAppFolders(file: StaticString = #filePath, line: UInt = #line) throws
    -> [String]
  {
    let corpus = try require(file: file, line: line)
    return try FileManager.default.contentsOfDirectory(atPath: corpus).sorted().filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: corpus + "/" + $0, isDirectory: &isFolder)
        && isFolder.boolValue
    }.map { corpus + "/" + $0 }
  }
}
