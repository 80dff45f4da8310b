import Foundation
import XCTest

@testable import XcodeProject

/// A target CocoaPods integrates: one note naming its pods, instead of a note for its
/// framework, each `[CP]` phase and each missing `.xcconfig` of the `Pods` folder.
final class CocoaPodsTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("pods-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: folder + "/App", withIntermediateDirectories: true)
    try "import UIKit\n".write(toFile: folder + "/App/App.swift", atomically: true, encoding: .utf8)
    try """
    name: App
    targets:
      App:
        type: application
        platform: iOS
        sources: [App]
        configFiles:
          Debug: Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig
        dependencies:
          - framework: Pods_App.framework
          - sdk: MapKit.framework
        preBuildScripts:
          - name: "[CP] Check Pods Manifest.lock"
            script: diff Podfile.lock Pods/Manifest.lock
          - name: SwiftLint
            script: swiftlint
    """.write(toFile: folder + "/project.yml", atomically: true, encoding: .utf8)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func diagnostics() throws -> [ProjectDiagnostic] {
    try PackageWriter(
      project: try XcodeProject(xcodeGenSpecAt: folder + "/project.yml"), output: "/out",
      options: PackageOptions(storyboardsPackage: PackageWriterTests.repository)
    ).diagnostics
  }

  func test_thePodsOfPodfileLockAreNamedOnce() throws {
    try """
    PODS:
      - Alamofire (5.6.4)
      - "Firebase/Core (10.0.0)":
        - FirebaseAnalytics (= 10.0.0)
      - SnapKit (5.6.0)

    DEPENDENCIES:
      - Alamofire
    """.write(toFile: folder + "/Podfile.lock", atomically: true, encoding: .utf8)
    try "pod 'Ignored'\n".write(toFile: folder + "/Podfile", atomically: true, encoding: .utf8)
    let notes = try diagnostics()
    XCTAssertEqual(
      notes.map(\.message),
      [
        "App gets its pods (Alamofire, Firebase, SnapKit) from CocoaPods, which the package does "
          + "not run: they are not dependencies of the package",
        "App links MapKit.framework, which the runtime does not stand in for",
        "App has a script phase, 'SwiftLint', which the package does not run",
      ])
    XCTAssertEqual(notes.first?.path, folder + "/Podfile")
    XCTAssertEqual(
      notes.first?.fix,
      "add the pods that ship a Swift package as package dependencies in Xcode (File > Add "
        + "Package Dependencies…) and run the command again; code that imports the others "
        + "does not compile here.")
  }

  func test_withoutAPodfileTheNoteIsAtTheTargetInTheSpec() throws {
    let note = try XCTUnwrap(try diagnostics().first)
    XCTAssertEqual(note.path, folder + "/project.yml")
    XCTAssertEqual(note.line, 4)
    XCTAssertEqual(
      note.message,
      "App gets its pods from CocoaPods, which the package does not run: they are not "
        + "dependencies of the package")
  }

  func test_withoutALockThePodfileNamesThePods() throws {
    try """
    platform :ios, '15.0'
    target 'App' do
      use_frameworks!
      pod 'Kingfisher', '~> 7.0'
      pod "Firebase/Analytics"
    end
    """.write(toFile: folder + "/Podfile", atomically: true, encoding: .utf8)
    XCTAssertEqual(
      try diagnostics().first?.message,
      "App gets its pods (Kingfisher, Firebase) from CocoaPods, which the package does not run: "
        + "they are not dependencies of the package")
  }
}
