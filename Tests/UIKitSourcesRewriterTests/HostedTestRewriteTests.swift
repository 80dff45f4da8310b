import XCTest

@testable import UIKitSourcesRewriter

/// A hosted test target's rewrite: each test launches the app first, and the host's file.
final class HostedTestRewriteTests: XCTestCase {
  private func rewrite(_ source: String, context: String = "") -> String {
    let result = UIKitSourcesRewriter.rewrite(
      [(path: "/tests/AppTests.swift", text: source)],
      context: [(path: "/app/App.swift", text: context)], hostsTests: true)
    XCTAssertEqual(result.diagnostics, [])
    return UIKitSourcesRewriter.withoutScopedImports(result.files[0].text)
  }

  func testATestCaseClassLaunchesTheHostInItsInvokeTest() {
    let text = rewrite(
      """
      import XCTest
      final class ListTests: XCTestCase {
        func testList() {}
      }
      class BaseTests: XCTestCase {}
      final class DetailTests: BaseTests {}
      """)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertEqual(
      lines.filter { $0.contains("invokeTest") },
      [
        "nonisolated override func invokeTest() { UIKitSourcesHost.launch(); super.invokeTest() }",
        "nonisolated override func invokeTest() { UIKitSourcesHost.launch(); super.invokeTest() }",
      ], "one for each class whose superclass is XCTestCase itself")
    XCTAssertEqual(lines[5], "#sourceLocation(file: \"/tests/AppTests.swift\", line: 2)", text)
  }

  func testAnInvokeTestOfTheClassLaunchesFirst() {
    let text = rewrite(
      """
      import XCTest
      public class ListTests: XCTestCase {
        public override func invokeTest() {
          super.invokeTest()
        }
      }
      """)
    XCTAssertTrue(
      text.contains("public override func invokeTest() { UIKitSourcesHost.launch();\n"), text)
    XCTAssertEqual(text.components(separatedBy: "invokeTest()").count, 3, text)
  }

  func testSwiftTestingTestsAndTheirSuitesInitLaunchFirst() {
    let text = rewrite(
      """
      import Testing
      @Test("A free test", .tags(.launch)) func freeTest() async throws {
        #expect(true)
      }
      @MainActor struct Suite {
        init() throws {}
        @Test(arguments: [1, 2]) func counts(_ value: Int) { }
        func helper() {}
      }
      """)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertEqual(
      lines[2],
      "@Test(\"A free test\", .tags(.launch)) func freeTest() async throws { "
        + "UIKitSourcesHost.launch();")
    XCTAssertEqual(lines[6], "  init() throws { UIKitSourcesHost.launch();}")
    XCTAssertEqual(
      lines[7],
      "  @Test(arguments: [1, 2]) func counts(_ value: Int) { UIKitSourcesHost.launch(); }")
    XCTAssertEqual(lines[8], "  func helper() {}")
  }

  func testAnUnhostedTargetLaunchesNothing() {
    let result = UIKitSourcesRewriter.rewrite(
      [
        (
          path: "/tests/T.swift",
          text: "import XCTest\nimport Testing\nclass T: XCTestCase {}\n@Test func t() {}\n"
        )
      ])
    XCTAssertFalse(result.files[0].text.contains("UIKitSourcesHost"))
  }

  func testTheHostsFileCallsTheAppsEntryPointAndRegistersObjectiveCNames() {
    let source = HostedAppWriter.source(
      appModule: "MyApp",
      plist: (path: "/app/Info.plist", text: "<plist version=\"1.0\"><dict/></plist>"),
      files: [
        (
          path: "/tests/TestingAppDelegate.swift",
          text: """
          @objc(TestingAppDelegate) class TestingAppDelegate: UIResponder {}
          @objc(Hidden) private class Hidden: NSObject {}
          class Plain: NSObject {}
          """
        )
      ])
    XCTAssertTrue(source.contains("@_silgen_name(\"MyApp_main\")"), source)
    XCTAssertTrue(
      source.contains("classes: [(TestingAppDelegate.self, \"TestingAppDelegate\")]"), source)
    XCTAssertTrue(
      source.contains("infoPlist: Data(#\"\"\"\n<plist version=\"1.0\"><dict/></plist>\n\"\"\"#"),
      source)
    XCTAssertTrue(source.contains("\"PRODUCT_MODULE_NAME\": \"MyApp\""), source)
    XCTAssertTrue(source.contains("fileID: \"MyApp/Info.plist\""), source)
  }

  func testAMalformedInfoPlistIsAnErrorAtItsLine() {
    let diagnostics = HostedAppWriter.diagnostics(
      of: (
        path: "/app/Info.plist",
        text: "<plist version=\"1.0\">\n<dict>\n<key>A</key>\n<strin>x</string>\n</dict></plist>"
      ))
    XCTAssertEqual(diagnostics.map(\.line), [4])
    XCTAssertEqual(
      diagnostics.first?.description,
      "/app/Info.plist:4:1: error: the app's Info.plist cannot be read (Encountered unknown "
        + "tag strin on line 4): fix it, or name another with \"infoPlist\" in "
        + "uikit-sources.json")
    XCTAssertEqual(
      HostedAppWriter.diagnostics(
        of: (path: "/app/Info.plist", text: "<plist version=\"1.0\"><array/></plist>")
      ).map(\.message),
      ["an Info.plist's root is a dictionary (<dict>): this one's is not"])
  }
}
