import Foundation
import StoryboardCodegen
import StoryboardLoader
import Storyboards
import XCTest

/// The project's own storyboards for generation: the SplittingLegacyApp example's files, plus
/// `EdgeCases`, whose names are not valid Swift and collide.
enum CodegenFixtures {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
  static let example = repository.appendingPathComponent("Examples/SplittingLegacyApp")

  static var edgeCases: StoryboardDefinition {
    var builder = StoryboardBuilder("Edge Cases")
    builder.navigationController("nav", root: "login", isInitial: true)
    builder.viewController(
      "login", storyboardIdentifier: "Login Screen", customClass: "LoginViewController",
      customModule: "App")
    builder.viewController(
      "twoFA", storyboardIdentifier: "2FA", customClass: "TwoFactorViewController",
      customModule: "Kit")
    builder.viewController("hyphen", storyboardIdentifier: "login-screen")
    builder.viewController(
      "keyword", element: "tableViewController", storyboardIdentifier: "default")
    builder.segue(.show, from: "login", to: "twoFA", identifier: "next step")
    builder.segue(.presentation, from: "login", to: "keyword", identifier: "default")
    builder.segue(.custom, from: "login", to: "hyphen", identifier: "fade-in")
    return builder.definition
  }

  static func exampleBundle() throws -> StoryboardBundle {
    try StoryboardBundle(contentsOfFolder: example.appendingPathComponent("Storyboards").path)
  }

  /// The options `Scripts/regenerate.sh` uses for the example, with the class lists read from
  /// the same files it passes (`Headers/`, `KnownClasses.txt`).
  static var exampleOptions: CodegenOptions {
    var options = CodegenOptions()
    options.module = "SplittingLegacyApp"
    options.objcPrefix = "FIN"
    let headers =
      (try? FileManager.default.contentsOfDirectory(
        atPath: example.appendingPathComponent("Headers").path)) ?? []
    options.objcClasses = Set(headers.filter { $0.hasSuffix(".h") }.map { String($0.dropLast(2)) })
    let known =
      (try? String(
        contentsOf: example.appendingPathComponent("KnownClasses.txt"), encoding: .utf8)) ?? ""
    options.knownClasses = Set(
      known.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty })
    return options
  }
}

final class CodegenTests: XCTestCase {
  private func goldenBundle() throws -> StoryboardBundle {
    let bundle = try CodegenFixtures.exampleBundle()
    bundle.add(CodegenFixtures.edgeCases)
    return bundle
  }

  func testSwiftGoldenForUIKit() throws {
    var options = CodegenFixtures.exampleOptions
    options.module = "App"
    options.accessLevel = .public
    options.imports = ["AVKit"]
    let result = StoryboardCodegen.generate(try goldenBundle(), language: .swift, options: options)
    assertGolden(result.files[0].contents, "UIKit.swift")
  }

  func testSwiftGoldenForTheStoryboardsRuntime() throws {
    var options = CodegenFixtures.exampleOptions
    options.runtime = .storyboards
    options.module = "App"
    let result = StoryboardCodegen.generate(try goldenBundle(), language: .swift, options: options)
    assertGolden(result.files[0].contents, "Storyboards.swift")
  }

  func testObjectiveCGolden() throws {
    let result = StoryboardCodegen.generate(
      try goldenBundle(), language: .objc, options: CodegenFixtures.exampleOptions)
    XCTAssertEqual(result.files.map(\.name), ["FINStoryboardScene.h", "FINStoryboardScene.m"])
    assertGolden(result.files[0].contents, "FINStoryboardScene.h")
    assertGolden(result.files[1].contents, "FINStoryboardScene.m")
  }

  func testNamesBecomeValidStableSwiftAndCollisionsAreReported() throws {
    var options = CodegenOptions()
    options.runtime = .storyboards
    let result = StoryboardCodegen.generate(
      StoryboardBundle(storyboards: [CodegenFixtures.edgeCases]), language: .swift, options: options
    )
    let text = result.files[0].contents
    for expected in [
      "enum EdgeCases {", "static func instantiateLoginScreen(", "static func instantiate_2FA(",
      "static func instantiateDefault(", "static func instantiateLoginScreen2(",
      "case nextStep = \"next step\"",
      "case `default` = \"default\"", "case .`default`: return .presentation",
      "case fadeIn = \"fade-in\"",
      "-> App.LoginViewController", "-> Kit.TwoFactorViewController",
      "-> Storyboards.TableViewController",
      "enum LoginScreenSegue: String, CaseIterable, Sendable {",
      "extension App.LoginViewController {",
    ] {
      XCTAssertTrue(text.contains(expected), "missing \(expected)")
    }
    XCTAssertEqual(
      result.diagnostics.map(\.description),
      [
        "Edge Cases:1:1: warning: the storyboard identifiers 'Login Screen' and 'login-screen' both become 'LoginScreen'; 'login-screen' is generated with a numeric suffix; rename one of them to keep both names [name-collision]"
      ])
  }

  func testDuplicateIdentifiersAndDanglingReferencesAreErrors() throws {
    var first = StoryboardBuilder("First")
    first.viewController("a", storyboardIdentifier: "Shared")
    first.viewController("b", storyboardIdentifier: "Twice")
    first.viewController("c", storyboardIdentifier: "Twice")
    first.reference("ref", storyboardName: "Gone")
    first.viewController(
      "placeholder",
      runtimeAttributes: [
        .string("storyboardName", "Second"), .string("storyboardIdentifier", "Nope"),
      ])
    var second = StoryboardBuilder("Second")
    second.viewController("d", storyboardIdentifier: "Shared")
    let result = StoryboardCodegen.generate(
      StoryboardBundle(storyboards: [first.definition, second.definition]), language: .swift,
      options: CodegenOptions())
    XCTAssertEqual(
      result.diagnostics.map(\.description),
      [
        "First:1:1: error: dangling storyboard reference: Could not find a storyboard named 'Gone' in bundle StoryboardBundle <main> (loaded). Add a storyboard with that name to the bundle, or fix the name. [dangling-reference]",
        "First:1:1: error: dangling placeholder: Storyboard (<Storyboard: Second>) doesn't contain a view controller with identifier 'Nope'. Set the Storyboard ID of the scene, or fix the identifier. [dangling-placeholder]",
        "First:1:1: error: the storyboard identifier 'Twice' is used twice in 'First' (first at line 1); give each scene its own identifier [duplicate-identifier]",
        "Second:1:1: error: the storyboard identifier 'Shared' is in several storyboards (First, Second); a call site that does not know where a scene lives cannot choose; rename one [ambiguous-identifier]",
      ])
    var withReferences = CodegenOptions()
    withReferences.knownClasses = []
    let segues = StoryboardCodegen.generate(
      StoryboardBundle(storyboards: [first.definition, second.definition]), language: .swift,
      options: withReferences)
    XCTAssertEqual(segues.diagnostics.count, 4)
    XCTAssertFalse(
      segues.files[0].contents.contains("case shared"),
      "an ambiguous identifier has no common entry")
  }

  func testDanglingReferencesAndPlaceholdersOfSegueDestinations() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController(
      "source", storyboardIdentifier: "Source", customClass: "SourceViewController")
    builder.reference("ref", storyboardName: "Gone")
    builder.viewController(
      "placeholder",
      runtimeAttributes: [
        .string("storyboardName", "App"), .string("storyboardIdentifier", "Nope"),
      ])
    builder.segue(.show, from: "source", to: "ref", identifier: "toGone")
    builder.segue(.show, from: "source", to: "placeholder", identifier: "toPlaceholder")
    let result = StoryboardCodegen.generate(
      StoryboardBundle(storyboards: [builder.definition]), language: .swift,
      options: CodegenOptions())
    XCTAssertEqual(
      result.diagnostics.map(\.description),
      [
        "App:1:1: error: dangling storyboard reference: Could not find a storyboard named 'Gone' in bundle StoryboardBundle <main> (loaded). Add a storyboard with that name to the bundle, or fix the name. [dangling-reference]",
        "App:1:1: error: dangling placeholder: Storyboard (<Storyboard: App>) doesn't contain a view controller with identifier 'Nope'. Set the Storyboard ID of the scene, or fix the identifier. [dangling-placeholder]",
      ])
  }

  func testUnknownClassesAreWarnings() throws {
    var options = CodegenFixtures.exampleOptions
    options.knownClasses = ["FrontPageSearchViewController"]
    let result = StoryboardCodegen.generate(
      try CodegenFixtures.exampleBundle(), language: .objc, options: options)
    XCTAssertEqual(
      result.diagnostics.filter { $0.severity == .warning }.map(\.message),
      [
        "unknown class 'FINUserAdListViewController': no header 'FINUserAdListViewController.h' and not in the known classes; fix the class name, or add it to the known classes or its header to --objc-headers"
      ])
    XCTAssertTrue(result.diagnostics[0].description.contains("MinFINN.storyboard:47:"))
  }

  func testOutputIsTheSameWhateverTheFileOrder() throws {
    let definitions =
      try CodegenFixtures.exampleBundle().storyboardNames.compactMap {
        try CodegenFixtures.exampleBundle().definition(named: $0)
      } + [CodegenFixtures.edgeCases]
    let forward = StoryboardCodegen.generate(
      StoryboardBundle(storyboards: definitions), language: .swift, options: CodegenOptions())
    let backward = StoryboardCodegen.generate(
      StoryboardBundle(storyboards: definitions.reversed()), language: .swift,
      options: CodegenOptions())
    XCTAssertEqual(forward.files, backward.files)
  }

  func testTheExamplesCheckedInAccessorsAreUpToDate() throws {
    let bundle = try CodegenFixtures.exampleBundle()
    var swift = CodegenFixtures.exampleOptions
    swift.runtime = .storyboards
    let refresh = "It is out of date: run Scripts/regenerate.sh and commit the result."
    let swiftFile = StoryboardCodegen.generate(bundle, language: .swift, options: swift).files[0]
    XCTAssertEqual(
      try String(
        contentsOf: CodegenFixtures.example.appendingPathComponent("Generated/\(swiftFile.name)"),
        encoding: .utf8),
      swiftFile.contents, "Examples/SplittingLegacyApp/Generated/\(swiftFile.name): \(refresh)")
    for file in StoryboardCodegen.generate(
      bundle, language: .objc, options: CodegenFixtures.exampleOptions
    ).files {
      XCTAssertEqual(
        try String(
          contentsOf: CodegenFixtures.example.appendingPathComponent("ObjC/\(file.name)"),
          encoding: .utf8),
        file.contents, "Examples/SplittingLegacyApp/ObjC/\(file.name): \(refresh)")
    }
  }

  func testTheObjectiveCOutputCompiles() throws {
    let folder = NSTemporaryDirectory() + "codegen-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = StoryboardCodegen.generate(
      try goldenBundle(), language: .objc, options: CodegenFixtures.exampleOptions)
    for file in result.files {
      try file.contents.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
    }
    let clang = Process()
    clang.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    clang.arguments = [
      "clang", "-fsyntax-only", "-Werror", "-fblocks", "-fobjc-runtime=macosx-10.15", "-fobjc-arc",
      "-x", "objective-c",
      "-I", CodegenFixtures.testsFolder.appendingPathComponent("Stubs").path, "-I", folder,
      folder + "/FINStoryboardScene.m",
    ]
    let errors = Pipe()
    clang.standardError = errors
    try clang.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    clang.waitUntilExit()
    XCTAssertEqual(clang.terminationStatus, 0, output)
  }
}
