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
        + "accessLevel, enumName, module, imports).\n",
      status: 3)
  }
}

extension GenerateConfigurationTests {
  /// An option given on the command line wins over the configuration, before or after it.
  func testCommandLineOptionsWinOverTheConfiguration() throws {
    let configuration = NSTemporaryDirectory() + "codegen-" + UUID().uuidString + ".json"
    defer { try? FileManager.default.removeItem(atPath: configuration) }
    try #"{"enumName": "FromConfig", "accessLevel": "public"}"#.write(
      toFile: configuration, atomically: true, encoding: .utf8)
    for arguments in [
      ["--enum-name", "FromCommandLine", "--config", configuration],
      ["--config", configuration, "--enum-name", "FromCommandLine"],
    ] {
      let run = try runProduct(
        "storyboard-tool",
        ["generate", "--language", "swift"] + arguments + [Repository.segregationStoryboards])
      XCTAssertEqual(run.status, 0, run.errors)
      XCTAssertTrue(run.output.contains("public enum FromCommandLine {"), "\(arguments)")
      XCTAssertFalse(run.output.contains("FromConfig"), "\(arguments)")
    }
  }

  /// An output that cannot be written is a failure (1) that says what to do.
  func testAnUnwritableOutputExitsOne() throws {
    let file = NSTemporaryDirectory() + "not-a-folder-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: file) }
    try "".write(toFile: file, atomically: true, encoding: .utf8)
    let run = try runProduct(
      "storyboard-tool",
      [
        "generate", "--language", "swift", "--output", file + "/out",
        Repository.segregationStoryboards,
      ])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.errors.hasPrefix("storyboard-tool: error: cannot write to '\(file)/out': "), run.errors)
    XCTAssertTrue(
      run.errors.hasSuffix(
        "Check that the folder can be created and written to, or give another --output.\n"),
      run.errors)
  }
}
