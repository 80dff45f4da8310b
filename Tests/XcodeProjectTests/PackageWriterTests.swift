import Foundation
import XCTest

@testable import XcodeProject

/// The package written from a project: its manifest, the build step's configurations, the
/// links to the project's folders, and the notes of what it leaves out.
final class PackageWriterTests: XCTestCase {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  private func writer(_ project: String, output: String, options: PackageOptions? = nil) throws
    -> PackageWriter
  {
    try PackageWriter(
      project: try XcodeProject(contentsOf: project), output: output,
      options: options ?? PackageOptions(storyboardsPackage: Self.repository),
      describePackage: PackageWriter.dumpPackage)
  }

  func test_theCounterAppsPackageBuildsItsAppAndHostedTests() throws {
    let written = try writer(
      Self.repository + "/Examples/CounterApp/CounterApp.xcodeproj",
      output: Self.repository + "/Examples/CounterApp/.linux")
    let manifest = try XCTUnwrap(written.files["Package.swift"])
    XCTAssertTrue(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
    XCTAssertTrue(manifest.contains(".package(path: \"../../..\"),"), manifest)
    XCTAssertTrue(
      manifest.contains(
        """
            .executableTarget(
              name: "CounterApp",
              dependencies: [
                "CounterKit",
                .product(name: "StoryboardsUIKit", package: "\(Self.identity)"),
              ],
              path: "Sources/CounterApp",
              exclude: ["CounterApp", "uikit-sources.json", "GeneratedInfo.plist"],
              resources: [
                .copy("CounterApp/Assets.xcassets"),
                .copy("CounterApp/Base.lproj"),
              ],
              swiftSettings: [
                .swiftLanguageMode(.v5),
                .define("DEBUG"),
              ],
        """), manifest)
    XCTAssertTrue(
      manifest.contains(
        """
            .testTarget(
              name: "CounterAppTests",
              dependencies: [
                "CounterApp",
        """), manifest)
    XCTAssertEqual(
      written.files["Sources/CounterApp/uikit-sources.json"],
      """
      {
        "sources": [
          "CounterApp/AppDelegate.swift",
          "CounterApp/SceneDelegate.swift",
          "CounterApp/ViewController.swift"
        ],
        "infoPlist": "GeneratedInfo.plist"
      }

      """)
    // Its local package imports UIKit: its two targets are the package's, through the step.
    XCTAssertTrue(
      manifest.contains(
        """
            .target(
              name: "CounterKit",
              dependencies: [
                "CounterText",
                .product(name: "StoryboardsUIKit", package: "\(Self.identity)"),
              ],
              path: "Sources/CounterKit",
              exclude: ["CounterKit", "uikit-sources.json"],
              swiftSettings: [
                .swiftLanguageMode(.v5),
              ],
        """), manifest)
    XCTAssertFalse(manifest.contains("Packages/CounterKit"), manifest)
    XCTAssertEqual(
      written.links,
      [
        "Sources/CounterApp/CounterApp": "../../../CounterApp",
        "Sources/CounterKit/CounterKit": "../../../Packages/CounterKit/Sources/CounterKit",
        "Sources/CounterText/CounterText": "../../../Packages/CounterKit/Sources/CounterText",
        "Tests/CounterAppTests/CounterAppTests": "../../../CounterAppTests",
      ])
    let plist = try XCTUnwrap(written.files["Sources/CounterApp/GeneratedInfo.plist"])
    let read = try XCTUnwrap(
      try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil)
        as? [String: Any])
    XCTAssertEqual(read["UIMainStoryboardFile"] as? String, "Main")
    XCTAssertEqual(read["UIApplicationSupportsIndirectInputEvents"] as? Bool, true)
    XCTAssertNotNil(read["UIApplicationSceneManifest"] as? [String: Any])
    XCTAssertEqual(written.diagnostics, [])
  }

  /// The identity SwiftPM gives this checkout's package: its folder's name.
  static var identity: String {
    (repository as NSString).lastPathComponent.lowercased()
  }

  func test_aClassicProjectNamesWhatItLeavesOut() throws {
    let fixture = ProjectReadingTests.fixtures + "/iOS"
    let written = try writer(fixture + "/Project.xcodeproj", output: fixture + "/.linux")
    let manifest = try XCTUnwrap(written.files["Package.swift"])
    XCTAssertTrue(manifest.contains(".package(path: \"../MyLocalPackage\"),"), manifest)
    XCTAssertTrue(
      manifest.contains(".package(url: \"https://github.com/ReactiveX/RxSwift\", from: \"5.0.1\"),")
    )
    XCTAssertTrue(
      manifest.contains(".product(name: \"MyLocalPackage\", package: \"mylocalpackage\"),"))
    XCTAssertEqual(
      written.diagnostics.map(\.message),
      [
        "iOS links CoreData.framework, which the runtime does not stand in for",
        "iOS has a script phase, 'Run Script', which the package does not run",
      ])
    XCTAssertEqual(written.diagnostics.first?.line, 180)
  }

  func test_aPackageFolderReplacesTheRepositoryAndPresentationSpyIsStoryboardTesting() throws {
    var options = PackageOptions(
      storyboardsPackage: "https://github.com/example/swift-storyboards.git")
    options.packagePaths = ["RxSwift": "/vendor/RxSwift"]
    let fixture = ProjectReadingTests.fixtures + "/iOS"
    let written = try writer(fixture + "/Project.xcodeproj", output: "/out", options: options)
    let manifest = try XCTUnwrap(written.files["Package.swift"])
    XCTAssertTrue(
      manifest.contains(
        ".package(url: \"https://github.com/example/swift-storyboards.git\", branch: \"main\"),"))
    XCTAssertTrue(manifest.contains(".package(path: \"../vendor/RxSwift\"),"), manifest)
    XCTAssertTrue(
      manifest.contains(".product(name: \"StoryboardsUIKit\", package: \"swift-storyboards\"),"))
  }

  func test_settingsBecomeSwiftSettings() throws {
    func translated(_ settings: [String: String]) throws -> SwiftSettingsTranslation {
      try SwiftSettingsTranslation(
        BuildSettings(
          levels: [settings.mapValues { BuildSetting(.string($0), path: "p", line: 1) }],
          defaults: [:]))
    }
    let six = try translated([
      "SWIFT_VERSION": "6.0", "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG STAGING",
      "OTHER_SWIFT_FLAGS": "-D MOCKS -enable-upcoming-feature ExistentialAny -Osize",
      "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
      "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES",
    ])
    XCTAssertEqual(
      six.entries,
      [
        ".swiftLanguageMode(.v6)", ".define(\"DEBUG\")", ".define(\"STAGING\")",
        ".define(\"MOCKS\")",
        ".enableUpcomingFeature(\"ExistentialAny\")",
        ".enableUpcomingFeature(\"MemberImportVisibility\")", ".defaultIsolation(MainActor.self)",
      ])
    XCTAssertEqual(six.defaultIsolation, "MainActor")
    XCTAssertEqual(six.droppedFlags, ["-Osize"])
    let five = try translated(["SWIFT_VERSION": "4.2", "SWIFT_STRICT_CONCURRENCY": "complete"])
    XCTAssertEqual(
      five.entries,
      [".swiftLanguageMode(.v4_2)", ".enableExperimentalFeature(\"StrictConcurrency\")"])
  }

  func test_relativePaths() {
    XCTAssertEqual(PackageWriter.relativePath(from: "/a/b/.linux", to: "/a/b"), "..")
    XCTAssertEqual(PackageWriter.relativePath(from: "/a/b", to: "/a/c/d"), "../c/d")
    XCTAssertEqual(PackageWriter.relativePath(from: "/a", to: "/a"), ".")
    XCTAssertEqual(
      PackageWriter.localizationFolder(of: "App/fr.lproj/Main.strings"), "App/fr.lproj")
    XCTAssertNil(PackageWriter.localizationFolder(of: "App/Main.storyboard"))
  }
}
