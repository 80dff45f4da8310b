import Foundation
import XCTest

/// Paths the loader tests read.
enum TestPaths {
  /// This test folder's fixtures, written for the project.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  static func fixture(_ name: String) -> String { fixtures + "/" + name }

  /// A new empty temporary folder.
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "storyboard-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
