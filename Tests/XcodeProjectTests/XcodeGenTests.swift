import Foundation
import XCTest

@testable import XcodeProject

/// XcodeGen's `project.yml`: the YAML it is written in, and the project it describes.
final class XcodeGenTests: XCTestCase {
  private func parse(_ text: String) throws(XcodeProjectError) -> YAMLNode {
    try YAMLReader.parse(text, path: "project.yml")
  }

  func test_blocksFlowsScalarsAnchorsAndMerges() throws {
    let root = try parse(
      """
      name: App # a comment
      list:
        - a
        - "b # not a comment"
        - key: value
          other: 'it''s'
      flow: [x, {y: 1, z: [2, 3]}]
      base: &base
        SWIFT_VERSION: 5.0
      target:
        <<: *base
        TYPE: application
      script: |
        echo one
        echo two
      folded: >-
        one
        two
      empty:
      sequenceAtKeyIndent:
      - p
      - q
      """)
    XCTAssertEqual(root["name"]?.scalar, "App")
    XCTAssertEqual(root["list"]?.elements.count, 3)
    XCTAssertEqual(root["list"]?.elements[1].scalar, "b # not a comment")
    XCTAssertEqual(root["list"]?.elements[2]["other"]?.scalar, "it's")
    XCTAssertEqual(root["flow"]?.elements.first?.scalar, "x")
    XCTAssertEqual(root["flow"]?.elements.last?["z"]?.elements.map(\.scalar), ["2", "3"])
    XCTAssertEqual(root["target"]?["SWIFT_VERSION"]?.scalar, "5.0")
    XCTAssertEqual(root["target"]?["TYPE"]?.scalar, "application")
    XCTAssertEqual(root["script"]?.scalar, "echo one\necho two\n")
    XCTAssertEqual(root["folded"]?.scalar, "one two")
    XCTAssertEqual(root["empty"]?.value, .null)
    XCTAssertEqual(root["sequenceAtKeyIndent"]?.elements.map(\.scalar), ["p", "q"])
    XCTAssertEqual(root["list"]?.line, 3)
  }

  func test_windowsLineEndsAreLineEnds() throws {
    let root = try parse("name: App # a comment\r\ntargets:\r\n  App: {type: application}\r\n")
    XCTAssertEqual(root["name"]?.scalar, "App")
    XCTAssertEqual(root["targets"]?["App"]?["type"]?.scalar, "application")
    XCTAssertEqual(root["targets"]?["App"]?.line, 3)
  }

  func test_faultsAreLocated() {
    func error(_ text: String) -> String {
      do {
        _ = try parse(text)
        return "read"
      } catch {
        return "\(error)"
      }
    }
    XCTAssertTrue(
      error("name: App\n\tother: x").hasPrefix(
        "project.yml:2:1: error: expected spaces for indentation, found a tab."))
    XCTAssertTrue(
      error("a:\n  - b\n c: d").hasPrefix("project.yml:3:2: error: expected a line indented"))
    XCTAssertTrue(
      error("a: [b, c").hasPrefix("project.yml:1:9: error: expected ']', found the end"),
      error("a: [b, c"))
    // A bracket that closes another kind of collection is an error, not an endless element.
    XCTAssertTrue(
      error("a: [b }").hasPrefix("project.yml:1:7: error: expected ',' or ']', found '}'"),
      error("a: [b }"))
    XCTAssertTrue(
      error("a: {b: c]").hasPrefix("project.yml:1:9: error: expected ',' or '}', found ']'"),
      error("a: {b: c]"))
    XCTAssertTrue(
      error("a: [b c: d, [e] f]").hasPrefix("project.yml:1:17: error: expected ',' or ']'"),
      error("a: [b c: d, [e] f]"))
    // …located on the line it is on when the collection takes several lines.
    XCTAssertTrue(
      error("a: [b,\n  c,\n    d }]").hasPrefix("project.yml:3:7: error: expected ',' or ']'"),
      error("a: [b,\n  c,\n    d }]"))
    XCTAssertTrue(
      error("a: *missing").hasPrefix("project.yml:1:4: error: expected an anchor defined before"))
    XCTAssertTrue(
      error("a: \"open").hasPrefix("project.yml:1:9: error: expected \" to end the quoted scalar"),
      error("a: \"open"))
    let deep = (0..<200).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
    XCTAssertTrue(error(deep).contains("error: values nested more than 64 deep"), error(deep))
    XCTAssertTrue(error(String(repeating: "[", count: 500)).contains("nested more than 64 deep"))
  }

  func test_aFuzzedInputIsALocatedError() throws {
    let path = ProjectReadingTests.fixtures + "/../Fuzz/BracketClosingAnotherCollection.yml"
    // Not valid UTF-8: read as the fuzzer reads it.
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    XCTAssertThrowsError(try YAMLReader.parse(text, path: "project.yml")) {
      XCTAssertTrue(
        "\($0)".hasPrefix("project.yml:22:5: error: expected ',' or ']', found '}'"), "\($0)")
    }
  }

  func test_aSpecsFaultSaysToFixTheYAML() {
    XCTAssertThrowsError(try parse("a: [b")) {
      XCTAssertTrue(
        "\($0)".hasSuffix(
          "Fix the YAML there: XcodeGen reads the same file, and fails on it too."), "\($0)")
    }
  }

  func test_theSpecGivesTheSamePackageAsTheXcodeProject() throws {
    let example = PackageWriterTests.repository + "/Examples/CounterApp"
    let options = PackageOptions(storyboardsPackage: PackageWriterTests.repository)
    let fromSpec = try PackageWriter(
      project: try XcodeProject(xcodeGenSpecAt: example + "/project.yml"),
      output: example + "/.linux", options: options, describePackage: PackageWriter.dumpPackage)
    let fromProject = try PackageWriter(
      project: try XcodeProject(contentsOf: example + "/CounterApp.xcodeproj"),
      output: example + "/.linux", options: options, describePackage: PackageWriter.dumpPackage)
    XCTAssertEqual(fromSpec.links, fromProject.links)
    XCTAssertEqual(Set(fromSpec.files.keys), Set(fromProject.files.keys))
    for (path, contents) in fromProject.files {
      let expected =
        path == "Package.swift"
        ? contents.replacingOccurrences(of: "from CounterApp.xcodeproj:", with: "from project.yml:")
        : contents
      XCTAssertEqual(fromSpec.files[path], expected, path)
    }
    XCTAssertEqual(fromSpec.diagnostics, [])
  }

  func test_templatesPackagesDependenciesAndSchemes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcodegen-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for file in [
      "App/AppDelegate.swift", "App/Notes.md", "App/Legacy/Old.swift", "Tests/AppTests.swift",
    ] {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + (file as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try "".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
    }
    try """
    name: Shop
    packages:
      Alamofire:
        url: https://github.com/Alamofire/Alamofire
        from: 5.8.0
      Local:
        path: ../Local
    targetTemplates:
      Swift6:
        settings:
          SWIFT_VERSION: "6.0"
    targets:
      Shop:
        type: application
        templates: [Swift6]
        sources:
          - path: App
            excludes: ["Legacy/**", "*.md"]
        dependencies:
          - package: Alamofire
          - sdk: MapKit.framework
        info:
          path: App/Info.plist
          properties:
            UIMainStoryboardFile: Main
            UIRequiresFullScreen: true
      ShopTests:
        type: bundle.unit-test
        sources: [Tests, Missing]
        dependencies: [{target: Shop}]
        scheme:
          environmentVariables:
            API: stub
    """.write(toFile: folder + "/project.yml", atomically: true, encoding: .utf8)
    let project = try XcodeProject(xcodeGenSpecAt: folder + "/project.yml")
    XCTAssertEqual(project.name, "Shop")
    let app = try XCTUnwrap(project.target(named: "Shop"))
    XCTAssertEqual(app.sources, ["App/AppDelegate.swift"])
    XCTAssertEqual(app.linkedFrameworks, ["MapKit.framework"])
    XCTAssertEqual(app.packageProducts.map(\.package?.identity), ["Alamofire"])
    XCTAssertEqual(try app.settings(for: "Debug")?.value("SWIFT_VERSION"), "6.0")
    XCTAssertTrue(app.infoPlistContents?.contains("<key>UIRequiresFullScreen</key>") ?? false)
    let tests = try XCTUnwrap(project.target(named: "ShopTests"))
    XCTAssertEqual(tests.missingFiles, ["Missing"])
    XCTAssertEqual(
      try tests.settings(for: "Debug")?.value("TEST_HOST"),
      "build/Debug-iphonesimulator/Shop.app/Shop")
    XCTAssertEqual(
      project.packages,
      [
        .remote(
          url: "https://github.com/Alamofire/Alamofire", requirement: "upToNextMajorVersion 5.8.0"),
        .local(path: "../Local"),
      ])
    XCTAssertEqual(project.schemes.first?.environment, ["API": "stub"])
    XCTAssertTrue(XcodeGenSpec.glob("**/*.md", matches: "a/b/c.md"))
    XCTAssertTrue(XcodeGenSpec.glob("*.md", matches: "c.md"))
    XCTAssertFalse(XcodeGenSpec.glob("Legacy/**", matches: "App/x.swift"))
  }
}
