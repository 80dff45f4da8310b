import Foundation
import StoryboardCodegen
import Storyboards
import TestSupport
import XCTest

/// Generated Swift type-checks, even for names that are keywords, reserved, non-ASCII or
/// collide — checked with `swiftc` against the `Storyboards` module just built.
final class GeneratedSwiftCompilesTests: XCTestCase {
  private var hostileBundle: StoryboardBundle {
    var type = StoryboardBuilder("Type")
    type.navigationController("nav", root: "root", isInitial: true)
    type.viewController("root", storyboardIdentifier: "init")
    for (index, identifier) in ["self", "default", "2FA", "a b", "a-b", "🚀", "Type", "for"]
      .enumerated()
    {
      type.viewController(
        "scene\(index)", element: "tableViewController", storyboardIdentifier: identifier)
    }
    type.segue(.show, from: "root", to: "scene0", identifier: "init")
    type.segue(.presentation, from: "root", to: "scene1", identifier: "default")
    type.segue(.custom, from: "root", to: "ref", identifier: "self")
    type.reference("ref", storyboardName: "Détail écran")
    var identifier = StoryboardBuilder("Identifier")
    identifier.tabBarController("tabs", tabs: [], storyboardIdentifier: "Tabs", isInitial: true)
    var accented = StoryboardBuilder("Détail écran")
    accented.splitViewController("split", primary: "p", secondary: "s", isInitial: true)
    accented.viewController("p", storyboardIdentifier: "Primary")
    accented.viewController("s", element: "hostingController", storyboardIdentifier: "Secondary")
    return StoryboardBundle(storyboards: [
      type.definition, identifier.definition, accented.definition,
    ])
  }

  func testGeneratedSwiftForHostileNamesTypeChecks() throws {
    var options = CodegenOptions()
    options.runtime = .storyboards
    options.accessLevel = .public
    let result = StoryboardCodegen.generate(hostileBundle, language: .swift, options: options)
    XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    let source = result.files[0].contents
    for expected in [
      "public enum Type_ {", "public enum Identifier_ {", "public enum DétailÉcran {",
      "case .`init`:",
    ] {
      XCTAssertTrue(source.contains(expected), "missing \(expected)")
    }
    let folder = NSTemporaryDirectory() + "generated-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/StoryboardScene.swift"
    try source.write(toFile: file, atomically: true, encoding: .utf8)
    let swiftc = Process()
    swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swiftc.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I",
      productsDirectory.appendingPathComponent("Modules").path, file,
    ]
    let errors = Pipe()
    swiftc.standardError = errors
    try swiftc.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    swiftc.waitUntilExit()
    XCTAssertEqual(swiftc.terminationStatus, 0, output)
  }

  func testObjectiveCNamesStayASCII() throws {
    let result = StoryboardCodegen.generate(
      hostileBundle, language: .objc, options: CodegenOptions())
    for file in result.files {
      let names = file.contents.split(separator: "\n").filter { $0.hasPrefix("+ (") }
      XCTAssertFalse(names.isEmpty)
      for line in names {
        let selector = line.split(separator: ")").last.map(String.init) ?? ""
        XCTAssertTrue(selector.unicodeScalars.allSatisfy(\.isASCII), "non-ASCII selector: \(line)")
      }
    }
  }
}
