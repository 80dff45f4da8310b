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
    try """
    <Workspace>
    <FileRef location = "group:App.xcodeproj"/>
    <FileRef location = "group:Tools/Tools.xcodeproj"/>
    </Workspace>
    """.write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
    assertCommand(
      ["package", workspace],
      errors:
        "storyboard-tool: error: \(workspace) holds several projects (\(folder)/App.xcodeproj, "
        + "\(folder)/Tools/Tools.xcodeproj): name one. Run 'storyboard-tool package --help'.\n",
      status: 2)
  }

  func testARemotePackageThatCannotBeFetchedIsOneWarningAndStaysADependency() throws {
    let folder = NSTemporaryDirectory() + "package-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/App/App", withIntermediateDirectories: true)
    try "import Gone\n".write(
      toFile: folder + "/App/App/App.swift", atomically: true, encoding: .utf8)
    try """
    name: App
    packages:
      Gone:
        url: file://\(folder)/Gone
        from: 1.0.0
    targets:
      App:
        type: framework
        platform: iOS
        sources: [App]
        dependencies:
          - package: Gone
    """.write(toFile: folder + "/App/project.yml", atomically: true, encoding: .utf8)
    let output = folder + "/out"
    assertCommand(
      [
        "package", folder + "/App/project.yml", "--output", output, "--storyboards",
        Repository.root.path,
      ],
      output: "\(output)/Package.swift: 4 file(s) written. Run its tests: swift test "
        + "--package-path \(output)\n",
      errors:
        "\(folder)/App/project.yml:1:1: warning: SwiftPM could not fetch Gone (`swift package "
        + "resolve` failed), so their sources were not looked at; a package among them that "
        + "imports UIKit does not compile here; give a checkout of each with --package NAME=PATH. "
        + "[xcode-unsupported]\n")
    let manifest = try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
    XCTAssertTrue(manifest.contains(".package(url: \"file://\(folder)/Gone\""), manifest)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output + "/.checkouts/gone"))
  }

  func testARemotePackageThatImportsUIKitIsFetchedOnceAndCompiledAsTheProjectsTargets() throws {
    let folder = NSTemporaryDirectory() + "package-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The package's repository: CounterApp's local package, tagged 1.0.0.
    let repository = folder + "/CounterKit"
    try FileManager.default.copyItem(atPath: project + "/Packages/CounterKit", toPath: repository)
    for arguments in [
      ["init", "-q"], ["add", "."],
      [
        "-c", "user.name=T", "-c", "user.email=t@example.com",
        "commit", "-q", "-m", "CounterKit",
      ], ["tag", "1.0.0"],
    ] {
      let git = Process()
      git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      git.arguments = ["git", "-C", repository] + arguments
      try git.run()
      git.waitUntilExit()
      XCTAssertEqual(git.terminationStatus, 0, arguments.joined(separator: " "))
    }
    try FileManager.default.createDirectory(
      atPath: folder + "/App/App", withIntermediateDirectories: true)
    try "import CounterKit\nimport UIKit\n\nfunc show(_ label: UILabel) { label.show(count: 1) }\n"
      .write(toFile: folder + "/App/App/Counter.swift", atomically: true, encoding: .utf8)
    try """
    name: App
    packages:
      CounterKit:
        url: file://\(repository)
        from: 1.0.0
    targets:
      App:
        type: framework
        platform: iOS
        sources: [App]
        dependencies:
          - package: CounterKit
    """.write(toFile: folder + "/App/project.yml", atomically: true, encoding: .utf8)
    let output = folder + "/out"
    let arguments = [
      "package", folder + "/App/project.yml", "--output", output, "--storyboards",
      Repository.root.path,
    ]
    assertCommand(
      arguments,
      output: "\(output)/Package.swift: 10 file(s) written. Run its tests: swift test "
        + "--package-path \(output)\n")
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: output + "/.checkouts/counterkit/Package.swift"))
    let manifest = try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
    XCTAssertTrue(manifest.contains("name: \"CounterKit\","), manifest)
    XCTAssertFalse(manifest.contains(".package(url:"), manifest)
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: output + "/Sources/CounterKit/CounterKit")
    XCTAssertEqual(
      URL(fileURLWithPath: output + "/Sources/CounterKit/" + link).standardizedFileURL.path,
      URL(fileURLWithPath: output + "/.checkouts/counterkit/Sources/CounterKit")
        .standardizedFileURL.path)
    // The checkout is kept: the second run fetches nothing and changes nothing.
    try FileManager.default.removeItem(atPath: repository)
    assertCommand(
      arguments,
      output: "\(output)/Package.swift: unchanged. Run its tests: swift test --package-path "
        + "\(output)\n")
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
