import XCTest

@testable import UIKitSourcesRewriter

/// `NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)`, `String(format:)` and
/// `String.localizedStringWithFormat` go to `LocalizedStrings` (see its documentation), which
/// reads the app's resources in the chosen language.
final class LocalizedStringRewriteTests: XCTestCase {
  private func rewrite(_ source: String, mainBundleModule: String? = nil) -> String {
    let result = UIKitSourcesRewriter.rewrite(
      [("/a/Texts.swift", source)], mainBundleModule: mainBundleModule)
    XCTAssertEqual(result.diagnostics.map(\.message), [])
    return result.files[0].text
  }

  func testNSLocalizedStringNamesTheAppWhoseResourcesAreTheMainBundle() {
    let text = rewrite(
      "import Foundation\nlet title = NSLocalizedString(\"home\", comment: \"\")",
      mainBundleModule: "Shop")
    XCTAssertTrue(text.hasPrefix("import enum StoryboardsUIKit.LocalizedStrings\n"), text)
    XCTAssertTrue(
      text.hasSuffix(
        "let title = LocalizedStrings.string(mainModule: \"Shop\", \"home\", comment: \"\")"),
      text)
    XCTAssertTrue(
      rewrite("let a = NSLocalizedString(\"k\", tableName: \"T\", comment: \"\")").hasSuffix(
        "let a = LocalizedStrings.string(mainModule: nil, \"k\", tableName: \"T\", comment: \"\")"))
  }

  func testFormatsAndBundleLookupsGoToTheLocalizedReaders() {
    let text = rewrite(
      """
      let a = String(format: "%d apples", 3)
      let b = String.localizedStringWithFormat(format, count)
      let c = bundle.localizedString(forKey: "k", value: nil, table: nil)
      let d = String(localized: "k")
      """)
    XCTAssertTrue(
      text.hasSuffix(
        """
        let a = LocalizedStrings.string(format: "%d apples", 3)
        let b = LocalizedStrings.localizedStringWithFormat(format, count)
        let c = bundle.localizedResourceString(forKey: "k", value: nil, table: nil)
        let d = String(localized: "k")
        """), text)
    XCTAssertTrue(text.hasPrefix("import enum StoryboardsUIKit.LocalizedStrings\n"), text)
  }

  func testAModulesOwnLookupOfTheSameNameIsLeftAlone() {
    let source = """
      struct Texts { func localizedString(forKey key: String) -> String { key } }
      let a = Texts().localizedString(forKey: "k")
      """
    XCTAssertTrue(rewrite(source).hasSuffix(source), rewrite(source))
  }

  func testOtherUsesOfTheNamesStay() {
    let source = """
      let a = String(describing: x)
      let b = Swift.String(format: "%d", 1)
      func localizedString(forKey key: String) -> String { key }
      let c = NSLocalizedString
      """
    XCTAssertTrue(rewrite(source).hasSuffix(source), rewrite(source))
  }
}
