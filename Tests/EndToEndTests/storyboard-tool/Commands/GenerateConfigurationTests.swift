import Foundation
import XCTest

/// `generate --config`, the command the build-tool plugin runs.
final class GenerateConfigurationTests: XCTestCase {
  private static let repository = Repository.root

  func testAChangedStoryboardRegeneratesAndAnUnchangedOneDoesNotRewrite() throws {
    let folder = NSTemporaryDirectory() + "generate-config-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/Storyboards", withIntermediateDirectories: true)
    let source = Self.repository.appendingPathComponent(
      "Examples/PluginApp/Sources/Recipes/Storyboards/Settings.storyboard")
    let storyboard = folder + "/Storyboards/Settings.storyboard"
    try FileManager.default.copyItem(atPath: source.path, toPath: storyboard)
    let configuration = folder + "/storyboard-codegen.json"
    try #"{"runtime": "storyboards", "enumName": "Scenes"}"#.write(
      toFile: configuration, atomically: true, encoding: .utf8)
    let arguments = [
      "generate", "--language", "swift", "--output", folder + "/out", "--config", configuration,
      folder + "/Storyboards",
    ]
    let output = folder + "/out/Scenes.swift"
    XCTAssertEqual(try runProduct("storyboard-tool", arguments).status, 0)
    XCTAssertTrue(
      try String(contentsOfFile: output, encoding: .utf8).contains("import Storyboards"))
    // A date no write can give the file: if the second run rewrites it, the date changes.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 86_400)], ofItemAtPath: output)
    let first = try FileManager.default.attributesOfItem(atPath: output)
    XCTAssertEqual(try runProduct("storyboard-tool", arguments).status, 0)
    let second = try FileManager.default.attributesOfItem(atPath: output)
    XCTAssertEqual(
      first[.modificationDate] as? Date, second[.modificationDate] as? Date, "not rewritten")
    XCTAssertEqual(
      first[.systemFileNumber] as? Int, second[.systemFileNumber] as? Int, "not replaced")
    let edited = try String(contentsOfFile: storyboard, encoding: .utf8)
      .replacingOccurrences(
        of: #"storyboardIdentifier="Settings""#, with: #"storyboardIdentifier="Prefs""#)
    try edited.write(toFile: storyboard, atomically: true, encoding: .utf8)
    XCTAssertEqual(try runProduct("storyboard-tool", arguments).status, 0)
    XCTAssertTrue(
      try String(contentsOfFile: output, encoding: .utf8).contains("func instantiatePrefs("))
  }

  func testAWrongConfigurationNamesTheFileAndTheKey() throws {
    let configuration = NSTemporaryDirectory() + "codegen-" + UUID().uuidString + ".json"
    defer { try? FileManager.default.removeItem(atPath: configuration) }
    try #"{"runtime": "storyboards", "acessLevel": "public"}"#.write(
      toFile: configuration, atomically: true, encoding: .utf8)
    assertCommand(
      [
        "generate", "--language", "swift", "--config", configuration,
        Repository.segregationStoryboards,
      ],
      errors: "\(configuration): error: unknown key 'acessLevel' (the keys are runtime, "
        + "accessLevel, enumName, module, imports)\n",
      status: 3)
  }
}
