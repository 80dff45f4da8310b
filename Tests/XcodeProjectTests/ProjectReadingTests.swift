import Foundation
import XCTest

@testable import XcodeProject

/// Projects Xcode wrote, read into targets, files, packages and settings.
final class ProjectReadingTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/XcodeProj").path

  func test_aClassicProjectGivesItsTargetsFilesAndSettings() throws {
    let project = try XcodeProject(contentsOf: Self.fixtures + "/iOS/Project.xcodeproj")
    XCTAssertEqual(project.name, "Project")
    XCTAssertEqual(project.objectVersion, 52)
    XCTAssertEqual(project.configurationNames, ["Debug", "Release"])
    XCTAssertEqual(project.targets.map(\.name), ["iOS", "iOSTests"])
    let app = try XCTUnwrap(project.target(named: "iOS"))
    XCTAssertEqual(app.productType, .application)
    XCTAssertEqual(app.sources, ["iOS/ViewController.swift", "iOS/AppDelegate.swift"])
    XCTAssertEqual(
      app.resources.sorted(),
      [
        "iOS/Assets.xcassets", "iOS/Base.lproj/LaunchScreen.storyboard",
        "iOS/Base.lproj/Main.storyboard", "iOS/Model.xcdatamodeld",
      ])
    XCTAssertEqual(app.missingFiles, [])
    let settings = try XCTUnwrap(app.settings(for: "Debug"))
    XCTAssertEqual(try settings.value("PRODUCT_MODULE_NAME"), "iOS")
    XCTAssertEqual(try settings.value("SWIFT_VERSION"), "5.0")
    XCTAssertEqual(try settings.value("INFOPLIST_FILE"), "iOS/Info.plist")
    let tests = try XCTUnwrap(project.target(named: "iOSTests"))
    XCTAssertEqual(tests.productType, .unitTestBundle)
    XCTAssertEqual(tests.sources, ["iOSTests/iOSTests.swift"])
    XCTAssertEqual(tests.dependencies, ["iOS"])
    XCTAssertEqual(
      try tests.settings(for: "Debug")?.value("TEST_HOST"),
      "build/Debug-iphonesimulator/iOS.app/iOS")
    XCTAssertEqual(
      project.packages,
      [
        .remote(
          url: "https://github.com/ReactiveX/RxSwift", requirement: "upToNextMajorVersion 5.0.1"),
        .local(path: "MyLocalPackage"),
      ])
    XCTAssertEqual(app.packageProducts.map(\.name), ["RxSwift", "MyLocalPackage"])
    XCTAssertEqual(app.packageProducts.map(\.package?.identity), ["RxSwift", nil])
  }

  func test_aSynchronizedFolderGivesTheFilesOnDisk() throws {
    let project = try XcodeProject(contentsOf: Self.fixtures + "/Xcode16/Test.xcodeproj")
    XCTAssertEqual(project.objectVersion, 77)
    let app = try XCTUnwrap(project.target(named: "Test"))
    XCTAssertEqual(app.sources, ["Test/ContentView.swift", "Test/TestApp.swift"])
    XCTAssertEqual(
      app.resources, ["Test/Assets.xcassets", "Test/Preview Content/Preview Assets.xcassets"])
    XCTAssertEqual(app.missingFiles, [])
  }

  func test_anExceptionSetTakesItsFilesOutOfTheTarget() throws {
    let project = try XcodeProject(
      contentsOf: Self.fixtures
        + "/SynchronizedRootGroups/SynchronizedRootGroups.xcodeproj/project.pbxproj")
    let framework = try XCTUnwrap(project.target(named: "SynchronizedRootGroups"))
    XCTAssertEqual(framework.productType, .framework)
    XCTAssertEqual(framework.sources, ["SynchronizedRootGroups/SynchronizedRootGroups.swift"])
  }

  func test_aPathWithNoProjectIsUnreadable() {
    XCTAssertThrowsError(try XcodeProject(contentsOf: Self.fixtures + "/Nothing.xcodeproj")) {
      XCTAssertEqual(
        "\($0)",
        Self.fixtures + "/Nothing.xcodeproj: error: the project file cannot be read: nothing is at "
          + "this path. Pass the .xcodeproj folder or its project.pbxproj.")
    }
    XCTAssertThrowsError(try XcodeProject(contentsOf: Self.fixtures + "/iOS")) {
      XCTAssertEqual(
        ($0 as? XcodeProjectError)?.reason, .unreadable("there is no project.pbxproj in it"))
    }
  }
}
