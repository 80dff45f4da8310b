import Foundation
import TestSupport
import XCTest

/// `storyboard-tool package`: the package written from an Xcode project, written again only
/// where it changed, and the errors of a project that cannot be read.
final class PackageCommandTests: XCTestCase {
  private let project = Repository.root.appendingPathComponent("Examples/CounterApp").path

  func testWritesThePackageThenNothingWhenNothingChanged() throws {
    let output = NSTemporaryDirectory() + "package-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: output) }
    let arguments = ["package", project, "--output", output, "--storyboards", Repository.root.path]
    assertCommand(
      arguments,
      output: "\(output)/Package.swift: 14 file(s) written. Run its tests: swift test "
        + "--package-path \(output)\n")
    // The local package imports UIKit: its targets are the package's, linked to its folders.
    let kit = try FileManager.default.destinationOfSymbolicLink(
      atPath: output + "/Sources/CounterKit/CounterKit")
    XCTAssertEqual(
      URL(fileURLWithPath: output + "/Sources/CounterKit/" + kit).standardizedFileURL.path,
      project + "/Packages/CounterKit/Sources/CounterKit")
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: output + "/Sources/CounterApp/CounterApp")
    XCTAssertEqual(
      URL(fileURLWithPath: output + "/Sources/CounterApp/" + link).standardizedFileURL.path,
      project + "/CounterApp")
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: output + "/Sources/CounterApp/CounterApp/Info.plist"))
    assertCommand(
      arguments,
      output: "\(output)/Package.swift: unchanged. Run its tests: swift test --package-path "
        + "\(output)\n")
  }

  func testAWorkspaceGivesItsProjectLeavingOutCocoaPodsOne() throws {
    let folder = NSTemporaryDirectory() + "package-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let workspace = folder + "/App.xcworkspace"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
       <FileRef
          location = "absolute:\(project)/CounterApp.xcodeproj">
       </FileRef>
       <FileRef
          location = "group:Pods/Pods.xcodeproj">
       </FileRef>
    </Workspace>
    """.write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
    let output = folder + "/out"
    assertCommand(
      ["package", workspace, "--output", output, "--storyboards", Repository.root.path],
      output: "\(output)/Package.swift: 14 file(s) written. Run its tests: swift test "
        + "--package-path \(output)\n")
    try "<Workspace>\n<FileRef location = \"group:Pods/Pods.xcodeproj\"/>\n</Workspace>\n".write(
      toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
    assertCommand(
      ["package", workspace],
      errors: "\(workspace)/contents.xcworkspacedata: error: the workspace names no .xcodeproj "
        + "but CocoaPods' own. Name the app's .xcodeproj.\n",
      status: 3)
  }

  func testAProjectThatCannotBeReadExitsThreeWithItsLine() throws {
    let folder = NSTemporaryDirectory() + "package-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
    try "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n".write(
      toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    assertCommand(
      ["package", folder, "--output", folder + "/out", "--storyboards", Repository.root.path],
      errors: "\(folder)/App.xcodeproj/project.pbxproj:4:22: error: expected ';' after the "
        + "value of 'isa', found the end of the file. The project file is damaged or truncated: "
        + "restore it from version control, or let Xcode reopen and save it. [unreadable-input]\n",
      status: 3)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out"))
  }

  func testAFolderWithTuistsSpecSaysWhatToRunAndABadSpecIsLocated() throws {
    let folder = NSTemporaryDirectory() + "package-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "import ProjectDescription\n".write(
      toFile: folder + "/Project.swift", atomically: true, encoding: .utf8)
    assertCommand(
      ["package", folder],
      errors: "\(folder): error: no .xcodeproj is there. It has Tuist's Project.swift: run "
        + "`tuist generate --no-open` there first.\n",
      status: 3)
    try "name: App\ntargets: [App\n".write(
      toFile: folder + "/project.yml", atomically: true, encoding: .utf8)
    assertCommand(
      ["package", folder],
      errors: "\(folder)/project.yml:2:14: error: expected ']', found the end of the line. Fix "
        + "the YAML there: XcodeGen reads the same file, and fails on it too. [unreadable-input]\n",
      status: 3)
    assertCommand(
      ["package", "--package", "RxSwift", project],
      errors: "storyboard-tool: error: --package takes NAME=PATH, not 'RxSwift'. Run "
        + "'storyboard-tool package --help'.\n",
      status: 2)
  }
}
