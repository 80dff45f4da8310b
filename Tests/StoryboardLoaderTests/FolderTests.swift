import Foundation
import StoryboardLoader
import Storyboards
import TestSupport
import XCTest

final class FolderTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder = try TestPaths.temporaryFolder()
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func copyValid(to relative: String) throws {
    let destination = folder + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true
    )
    try FileManager.default.copyItem(
      atPath: TestPaths.fixture("Valid.storyboard"), toPath: destination)
  }

  func testBasePreferredAndOtherLanguagesKeptAsLocalizations() throws {
    try copyValid(to: "App/en.lproj/Main.storyboard")
    try copyValid(to: "App/Base.lproj/Main.storyboard")
    try copyValid(to: "App/fr.lproj/Main.storyboard")
    try copyValid(to: "App/Settings.storyboard")
    let result = StoryboardLoader.loadFolder(atPath: folder)
    XCTAssertEqual(result.errors, [])
    XCTAssertEqual(result.storyboards.map(\.name), ["Main", "Settings"])
    XCTAssertEqual(result.storyboards.first?.path, folder + "/App/Base.lproj/Main.storyboard")
    XCTAssertEqual(
      result.localizations,
      [
        "Main": [
          "en": folder + "/App/en.lproj/Main.storyboard",
          "fr": folder + "/App/fr.lproj/Main.storyboard",
        ]
      ])
  }

  func testSameNameInUnrelatedPlacesIsAnAmbiguity() throws {
    try copyValid(to: "iOS/Main.storyboard")
    try copyValid(to: "macOS/Base.lproj/Main.storyboard")
    let result = StoryboardLoader.loadFolder(atPath: folder)
    XCTAssertEqual(result.storyboards, [])
    let paths = [folder + "/iOS/Main.storyboard", folder + "/macOS/Base.lproj/Main.storyboard"]
    XCTAssertEqual(
      result.errors,
      [StoryboardLoadError(path: paths[0], reason: .ambiguousName("Main", paths: paths))])
    XCTAssertTrue(result.errors[0].description.contains("2 different files are named 'Main'"))
  }

  func testACustomNamingThatGivesTwoFilesTheSameNameIsAnAmbiguity() throws {
    try copyValid(to: "A__Main.storyboard")
    try copyValid(to: "B__Main.storyboard")
    let result = StoryboardLoader.loadFolder(atPath: folder) { path in
      StoryboardLoader.storyboardName(ofFile: path.components(separatedBy: "__").last ?? path)
    }
    XCTAssertEqual(result.storyboards, [])
    XCTAssertEqual(
      result.errors.map(\.reason),
      [
        .ambiguousName(
          "Main", paths: [folder + "/A__Main.storyboard", folder + "/B__Main.storyboard"])
      ])
  }

  func testABadFileDoesNotStopTheOthers() throws {
    try copyValid(to: "Good.storyboard")
    try "<document>".write(toFile: folder + "/Broken.storyboard", atomically: true, encoding: .utf8)
    let result = StoryboardLoader.loadFolder(atPath: folder)
    XCTAssertEqual(result.storyboards.map(\.name), ["Good"])
    XCTAssertEqual(result.errors.map(\.path), [folder + "/Broken.storyboard"])
    XCTAssertEqual(result.errors.first?.reason, .truncated)
  }

  func testFolderWithoutStoryboards() throws {
    try "hello".write(toFile: folder + "/README.md", atomically: true, encoding: .utf8)
    let result = StoryboardLoader.loadFolder(atPath: folder)
    XCTAssertEqual(result.errors, [StoryboardLoadError(path: folder, reason: .noStoryboards)])
    XCTAssertTrue(
      result.errors[0].description.hasSuffix(
        "no .storyboard file in this folder. Give a folder that contains storyboards."))
  }

  func testParallelLoadingIsDeterministic() throws {
    let corpus = try SharedCorpus.require()
    let naming: (String) -> String = { $0 }
    let first = StoryboardLoader.loadFolder(atPath: corpus, naming: naming)
    let second = StoryboardLoader.loadFolder(atPath: corpus, naming: naming)
    XCTAssertEqual(first.storyboards.count, 186)
    XCTAssertEqual(first, second)
  }
}

/// A folder read once makes any number of independent bundles.
final class SharedFolderTests: XCTestCase {
  private final class Login: ViewController {}

  func testBundlesMadeFromOneReadShareDefinitionsButNotRegistries() throws {
    let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Segregation/Storyboards").path
    let folder = StoryboardLoader.loadFolder(atPath: storyboards)
    let first = try folder.makeBundle()
    let second = try folder.makeBundle(isStrict: true)
    XCTAssertEqual(first.storyboardNames, ["First", "Main", "Second", "Third"])
    XCTAssertEqual(first.storyboardNames, second.storyboardNames)
    XCTAssertEqual(first.definition(named: "Main"), second.definition(named: "Main"))
    first.register(Login.self, as: "Segregation.FirstViewController")
    let registered = Storyboard(name: "First", bundle: first).instantiateInitialViewController()
    XCTAssertTrue(registered is Login, "\(type(of: registered))")
    // The second bundle's registry is its own: it finds the storyboard's class by name (the
    // example's, linked into this test), not the first bundle's registration.
    let found = Storyboard(name: "First", bundle: second).instantiateInitialViewController()
    XCTAssertFalse(found is Login)
    XCTAssertEqual(found.map { "\(type(of: $0))" }, "FirstViewController")
  }

  func testAFolderWithUnreadableFilesMakesNoBundle() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("<document".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.storyboard"))
    XCTAssertThrowsError(try StoryboardLoader.loadFolder(atPath: folder).makeBundle()) {
      XCTAssertEqual(
        "\($0)",
        "\(folder)/Broken.storyboard:1:10: error: the file ends before its <document> is "
          + "closed; it is truncated. Restore the complete file from version control.")
    }
  }
}
