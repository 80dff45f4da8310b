import Foundation
import XCTest

@testable import XcodeProject

/// A package dependency whose sources import UIKit: compiled as the written package's own
/// targets, through the build step, when its licence allows it and SwiftPM describes it.
final class VendoringTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("rx-\(UUID().uuidString)").path
    for target in ["RxCocoa/Resources", "RxRelay"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/Sources/" + target, withIntermediateDirectories: true)
    }
    try "import Foundation\n  import UIKit\n".write(
      toFile: folder + "/Sources/RxCocoa/UIButton+Rx.swift", atomically: true, encoding: .utf8)
    try "struct Skipped {}\n".write(
      toFile: folder + "/Sources/RxCocoa/Excluded.swift", atomically: true, encoding: .utf8)
    try "public struct Relay {}\n".write(
      toFile: folder + "/Sources/RxRelay/Relay.swift", atomically: true, encoding: .utf8)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// What `swift package dump-package` prints for the package, in part.
  private let manifestJSON = """
    {"name": "RxSwift", "toolsVersion": {"_version": "5.9.0"}, "swiftLanguageVersions": null,
     "products": [{"name": "RxSwift", "targets": ["RxCocoa"], "type": {"library": ["automatic"]}}],
     "dependencies": [{"sourceControl": [{"identity": "swift-collections",
       "location": {"remote": [{"urlString": "https://github.com/apple/swift-collections.git"}]},
       "requirement": {"range": [{"lowerBound": "1.0.0", "upperBound": "2.0.0"}]}}]}],
     "targets": [
      {"name": "RxCocoa", "type": "regular", "exclude": ["Excluded.swift"],
       "dependencies": [{"byName": ["RxRelay", null]},
                        {"product": ["Collections", "swift-collections", null, null]}],
       "resources": [{"path": "Resources", "rule": {"copy": {}}}],
       "settings": [{"tool": "swift", "kind": {"define": {"_0": "RX_COCOA"}}}]},
      {"name": "RxRelay", "type": "regular", "path": "Sources/RxRelay", "exclude": [],
       "dependencies": [], "resources": [], "settings": []},
      {"name": "RxTests", "type": "test", "exclude": [], "dependencies": [], "resources": [],
       "settings": []}]}
    """

  private func written(licence: String?, describes: Bool = true) throws -> PackageWriter {
    if let licence {
      try licence.write(toFile: folder + "/LICENSE.md", atomically: true, encoding: .utf8)
    }
    var options = PackageOptions(storyboardsPackage: PackageWriterTests.repository)
    options.packagePaths = ["RxSwift": folder]
    let json = Data(manifestJSON.utf8)
    return try PackageWriter(
      project: try XcodeProject(
        contentsOf: ProjectReadingTests.fixtures + "/iOS/Project.xcodeproj"),
      output: "/out", options: options, describePackage: { _ in describes ? json : nil })
  }

  func test_aPackageThatImportsUIKitBecomesTargetsOfThePackage() throws {
    let written = try written(
      licence: "MIT License\n\nPermission is hereby granted, free of charge")
    XCTAssertEqual(written.diagnostics.filter { $0.message.contains("UIKit") }, [])
    let manifest = try XCTUnwrap(written.files["Package.swift"])
    XCTAssertFalse(manifest.contains(folder), manifest)
    XCTAssertTrue(
      manifest.contains(
        ".package(url: \"https://github.com/apple/swift-collections.git\", \"1.0.0\"..<\"2.0.0\"),"),
      manifest)
    let cocoa = try XCTUnwrap(manifest.range(of: "name: \"RxCocoa\",")).lowerBound
    let entry = manifest[cocoa...].prefix(700)
    XCTAssertTrue(entry.contains("        \"RxRelay\",\n"), String(entry))
    XCTAssertTrue(
      entry.contains(".product(name: \"Collections\", package: \"swift-collections\"),"),
      String(entry))
    XCTAssertTrue(entry.contains("path: \"Sources/RxCocoa\","), String(entry))
    XCTAssertTrue(entry.contains(".copy(\"RxCocoa/Resources\"),"), String(entry))
    XCTAssertTrue(
      entry.contains(".swiftLanguageMode(.v5),\n        .define(\"RX_COCOA\"),"), String(entry))
    XCTAssertFalse(manifest.contains("RxTests"), manifest)
    XCTAssertEqual(
      written.files["Sources/RxCocoa/uikit-sources.json"],
      "{\n  \"sources\": [\n    \"RxCocoa/UIButton+Rx.swift\"\n  ]\n}\n")
    XCTAssertEqual(
      written.files["Sources/RxRelay/uikit-sources.json"],
      "{\n  \"sources\": [\n    \"RxRelay/Relay.swift\"\n  ]\n}\n")
    let link = try XCTUnwrap(written.links["Sources/RxCocoa/RxCocoa"])
    XCTAssertEqual(
      URL(fileURLWithPath: "/out/Sources/RxCocoa/" + link).standardized.path,
      URL(fileURLWithPath: folder + "/Sources/RxCocoa").standardized.path)
    // The app depends on the product's target rather than on the package.
    let app = try XCTUnwrap(manifest.range(of: "name: \"iOS\",")).lowerBound
    XCTAssertTrue(manifest[app...].prefix(300).contains("\"RxCocoa\","), manifest)
    XCTAssertFalse(manifest.contains("package: \"rxswift\""), manifest)
  }

  func test_aPackageWithoutAPermissiveLicenceStaysADependency() throws {
    for licence in [nil, "GNU GENERAL PUBLIC LICENSE\nVersion 3"] {
      let written = try written(licence: licence)
      let note = try XCTUnwrap(written.diagnostics.first { $0.message.contains("imports UIKit") })
      XCTAssertEqual(note.path, folder + "/Sources/RxCocoa/UIButton+Rx.swift")
      XCTAssertEqual(
        note.message,
        "iOS's package dependency RxSwift imports UIKit, and a dependency does not go through "
          + "UIKitSourcesPlugin; its licence file names none of MIT, Apache-2.0, BSD, ISC, zlib, "
          + "MPL-2.0, Unlicense, so its files are not compiled into this package")
      XCTAssertEqual(
        note.fix,
        "put its UIKit code behind `#if canImport(UIKit)`, or give it a licence that allows it.")
      XCTAssertNil(written.files["Sources/RxCocoa/uikit-sources.json"])
      XCTAssertTrue(try XCTUnwrap(written.files["Package.swift"]).contains(".package(path: "))
    }
  }

  func test_aPackageSwiftPMCannotDescribeStaysADependency() throws {
    let written = try written(licence: "Apache License\nVersion 2.0", describes: false)
    let note = try XCTUnwrap(written.diagnostics.first { $0.message.contains("imports UIKit") })
    XCTAssertTrue(
      note.message.hasSuffix("; `swift package dump-package` could not read its manifest"),
      note.message)
    XCTAssertEqual(
      note.fix, "fix its Package.swift so that `swift package dump-package` reads it.")
  }
}
