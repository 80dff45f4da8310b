import Foundation
import TestSupport
import XCTest

/// `storyboard-tool split` from outside: what it writes, its exit statuses, and that a refused
/// split or a dry run changes no file.
final class SplitCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("split-tool-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("Tests/StoryboardEditingTests/Fixtures/Shop"),
      to: folder)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  private var main: String { folder.appendingPathComponent("Base.lproj/Main.storyboard").path }

  /// Every file under the folder, with its bytes.
  private func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(relative).path
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        files[relative] = FileManager.default.contents(atPath: path)
      }
    }
    return files
  }

  func testASplitWritesTheNewStoryboardAndTheEdits() throws {
    let before = try snapshot()
    let run = try runProduct(
      "storyboard-tool", ["split", main, "--scenes", "product,Review", "--into", "Product"])
    XCTAssertEqual(run.status, 0, run.errors)
    let after = try snapshot()
    XCTAssertEqual(
      Set(after.keys).subtracting(before.keys),
      ["Base.lproj/Product.storyboard", "fr.lproj/Product.strings"])
    XCTAssertEqual(
      Set(after.keys.filter { after[$0] != before[$0] }),
      [
        "Base.lproj/Product.storyboard", "Base.lproj/Main.storyboard", "Base.lproj/Help.storyboard",
        "fr.lproj/Main.strings", "fr.lproj/Product.strings",
      ])
    XCTAssertTrue(run.output.contains("\nrewired seg-product: product -> "), run.output)
    XCTAssertTrue(
      run.output.contains(
        "note: add \(folder.path)/Base.lproj/Product.storyboard to the app's target(s) in Xcode."))
    // The split storyboards lint clean and launch.
    let lint = try runProduct(
      "storyboard-tool", ["lint", folder.appendingPathComponent("Base.lproj").path])
    XCTAssertEqual(lint.status, 0, lint.output)
  }

  func testADryRunPrintsDiffsAndWritesNothing() throws {
    let before = try snapshot()
    let run = try runProduct(
      "storyboard-tool",
      ["split", main, "--scenes", "product,Review", "--into", "Product", "--dry-run"])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(try snapshot(), before)
    XCTAssertTrue(run.output.contains("--- \(main)\n+++ \(main)\n@@ "), run.output)
    XCTAssertTrue(
      run.output.contains("--- /dev/null\n+++ \(folder.path)/Base.lproj/Product.storyboard\n<?xml"))
    XCTAssertTrue(
      run.output.contains(
        "\n-                                    <segue destination=\"product\" kind=\"show\""))
  }

  func testBadRequestsExitWithTheirStatusAndChangeNothing() throws {
    let before = try snapshot()
    let cases: [([String], Int32, String)] = [
      (
        ["--scenes", "Reveiw", "--into", "X"], 2,
        "storyboard-tool: error: no scene in Main.storyboard matches 'Reveiw'; did you mean 'Review'? Run "
          + "'storyboard-tool split --help'.\n"
      ),
      (
        ["--scenes", "review", "--into", "HELP"], 2,
        "storyboard-tool: error: Help.storyboard already exists at \(folder.path)/Base.lproj/Help.storyboard; "
          + "choose another --into. Run 'storyboard-tool split --help'.\n"
      ),
      (
        ["--scenes", "cart", "--into", "Cart", "--deployment-target", "8.0"], 1,
        "\(main):1:1: error: the deployment target is iOS 8, and storyboard references cannot be the destination "
          + "of relationship or embed segues before iOS 9.0; pass --relationships placeholder (the segregation "
          + "technique) or raise the target; nothing was written.\n  relationship segue rel-cart-root from "
          + "navigationController (scn-cart-nav) [split-refused]\n"
      ),
      (
        ["--into", "X"], 2,
        "storyboard-tool: error: split needs --scenes (or --suggest). Run 'storyboard-tool split --help'.\n"
      ),
    ]
    for (arguments, status, errors) in cases {
      let run = try runProduct("storyboard-tool", ["split", main] + arguments)
      XCTAssertEqual(run.status, status, "\(arguments)")
      XCTAssertEqual(run.errors, errors, "\(arguments)")
      XCTAssertEqual(try snapshot(), before, "\(arguments) changed a file")
    }
    let missing = try runProduct(
      "storyboard-tool",
      [
        "split", folder.appendingPathComponent("Nope.storyboard").path, "--scenes", "a", "--into",
        "B",
      ])
    XCTAssertEqual(missing.status, 3)
    XCTAssertTrue(
      missing.errors.contains("Nope.storyboard:1:1: error: cannot read the storyboard."),
      missing.errors)
  }

  func testCallSitesAreReportedThenFixed() throws {
    let code = folder.appendingPathComponent("Code")
    try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
    let swift = code.appendingPathComponent("HomeViewController.swift")
    try """
    final class HomeViewController: UIViewController {
      func open() { _ = storyboard?.instantiateViewController(withIdentifier: "Review") }
    }

    """.write(to: swift, atomically: true, encoding: .utf8)
    let report = try runProduct(
      "storyboard-tool",
      [
        "split", main, "--scenes", "product,Review", "--into", "Product", "--code", code.path,
        "--dry-run",
      ])
    XCTAssertEqual(report.status, 1, "a breaking call site is a finding")
    XCTAssertTrue(
      report.errors.contains(
        "HomeViewController.swift:2:33: error: HomeViewController's scene stays in Main.storyboard"),
      report.errors)
    let fixed = try runProduct(
      "storyboard-tool",
      [
        "split", main, "--scenes", "product,Review", "--into", "Product", "--code", code.path,
        "--fix-code",
      ])
    XCTAssertEqual(fixed.status, 0, fixed.errors)
    XCTAssertEqual(
      try String(contentsOf: swift, encoding: .utf8).components(separatedBy: "\n")[1],
      "  func open() { _ = UIStoryboard(name: \"Product\", bundle: nil).instantiateViewController(withIdentifier: \"Review\") }"
    )
  }

  func testJSONReportsEverythingInOneObject() throws {
    let before = try snapshot()
    let run = try runProduct(
      "storyboard-tool",
      [
        "split", main, "--scenes", "product,Review", "--into", "Product", "--format", "json",
        "--dry-run",
      ])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(try snapshot(), before)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    XCTAssertEqual(object["written"] as? Bool, false)
    XCTAssertEqual((object["files"] as? [[String: Any]])?.count, 5)
    XCTAssertEqual(object["generatedIDs"] as? [String], ["product: UIViewController-product"])
    let references = try XCTUnwrap(object["references"] as? [[String: String]])
    XCTAssertEqual(references.map { $0["target"] }, ["Product#UIViewController-product"])
    XCTAssertEqual((object["diffs"] as? [[String: String]])?.count, 5)
    XCTAssertEqual((object["checks"] as? [String])?.count, 4)
  }

  func testSuggestPrintsCommands() throws {
    let run = try runProduct("storyboard-tool", ["split", main, "--suggest"])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(
      run.output.hasPrefix(
        "1. ProductViewController (scn-product) and 2 more scene(s): 1 segue(s) cross (1 in, 0 out)\n"
          + "   storyboard-tool split \(main) --scenes product,Review,help-ref --into Product\n"),
      run.output)
  }
}
