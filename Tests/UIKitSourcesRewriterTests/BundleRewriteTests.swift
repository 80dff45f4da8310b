import XCTest

@testable import UIKitSourcesRewriter

/// `Bundle(for:)` and `Bundle.main` become the bundles iOS gives (see `ResourceBundles`):
/// the class's target's resources, and the app's.
final class BundleRewriteTests: XCTestCase {
  private func rewrite(_ source: String, mainBundleModule: String? = nil) -> String {
    let result = UIKitSourcesRewriter.rewrite(
      [("/a/Fixtures.swift", source)], mainBundleModule: mainBundleModule)
    XCTAssertEqual(result.diagnostics.map(\.message), [])
    return result.files[0].text
  }

  func testBundleForAClassIsItsTargetsResourceBundle() {
    let text = rewrite(
      """
      import Foundation
      let url = Bundle(for: MockClient.self).url(forResource: "user", withExtension: "json")
      """)
    XCTAssertTrue(text.hasPrefix("import enum StoryboardsUIKit.ResourceBundles\n"), text)
    XCTAssertTrue(
      text.hasSuffix(
        """
        let url = ResourceBundles.bundle(for: MockClient.self).url(forResource: "user", \
        withExtension: "json")
        """), text)
  }

  func testTheMainBundleIsTheAppsWhereTheAppIsKnown() {
    let source = "let path = Bundle.main.path(forResource: \"Config\", ofType: \"plist\")"
    XCTAssertTrue(
      rewrite(source, mainBundleModule: "Shop").hasSuffix(
        "let path = ResourceBundles.main(module: \"Shop\").path(forResource: \"Config\", "
          + "ofType: \"plist\")"))
    XCTAssertTrue(rewrite(source).hasSuffix(source), "no app: Bundle.main stays")
  }

  func testOtherUsesOfTheNameStay() {
    let source = """
      extension Bundle { static let fixtures = Bundle.module }
      let a: Bundle = .main
      let b = Foundation.Bundle(path: "/tmp")
      let c = Bundle(identifier: "com.example")
      """
    XCTAssertTrue(rewrite(source, mainBundleModule: "Shop").hasSuffix(source))
  }
}
