import Foundation
import StoryboardEditing
import StoryboardLoader
import Storyboards
import XCTest

/// The call sites a split breaks (the split rules' "Call sites"), in Swift and Objective-C, on the Shop fixture
/// split with `--scenes product,Review --into Product`.
final class SplitCallSiteTests: XCTestCase {
  private func membership() throws -> StoryboardSplit.Membership {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sites-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Shop")
    try FileManager.default.copyItem(at: fixture, to: folder)
    return try StoryboardSplit.plan(
      folder.appendingPathComponent("Base.lproj/Main.storyboard").path,
      options: StoryboardSplit.Options(scenes: ["product", "Review"], into: "Product")
    ).membership
  }

  func testSeed001sSelfStoryboardCallIsReportedAndFixedInSwift() throws {
    var finder = SplitCallSites(membership: try membership())
    let source = """
      final class HomeViewController: UIViewController {
        func openReviews() {
          let reviews = storyboard?.instantiateViewController(withIdentifier: "Review")
          let home = self.storyboard!.instantiateViewController(withIdentifier: "Home")
          let named = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Review")
          let dynamic = storyboard?.instantiateViewController(withIdentifier: name)
        }
      }
      final class ProductViewController: UIViewController {
        func openReviews() {
          let reviews = storyboard?.instantiateViewController(withIdentifier: "Review")
          let first = storyboard?.instantiateInitialViewController()
        }
      }
      """
    finder.scan(source, path: "Home.swift")
    XCTAssertEqual(
      finder.sites.map { "\($0.location) \($0.isWarning ? "warning" : "error")" },
      ["3:31 error", "5:57 error", "12:29 warning"],
      "Home's own storyboard no longer has Review; the named storyboard neither; Product's call "
        + "moved with Review and is not reported; Product's initial controller changes")
    XCTAssertEqual(
      finder.sites[0].message,
      "HomeViewController's scene stays in Main.storyboard but 'Review' moves to Product.storyboard: "
        + "its storyboard would raise \"Storyboard doesn't contain a view controller with identifier "
        + "'Review'\".")
    XCTAssertEqual(finder.sites[0].fix?.original, "storyboard?")
    XCTAssertEqual(finder.sites[0].fix?.replacement, "UIStoryboard(name: \"Product\", bundle: nil)")
    XCTAssertEqual(finder.sites[1].fix?.original, "Main")
    XCTAssertEqual(finder.sites[1].fix?.replacement, "Product")
    XCTAssertEqual(finder.unchecked, ["Home.swift:6:31: an identifier computed at run time"])
    // Applied by token splice.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Home-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try source.write(to: file, atomically: true, encoding: .utf8)
    var onDisk = SplitCallSites(membership: try membership())
    onDisk.scan(source, path: file.path)
    try SplitCallSites.applyFixes(onDisk.sites)
    let fixed = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    XCTAssertEqual(
      fixed[2],
      "    let reviews = UIStoryboard(name: \"Product\", bundle: nil).instantiateViewController(withIdentifier: \"Review\")"
    )
    XCTAssertEqual(
      fixed[4],
      "    let named = UIStoryboard(name: \"Product\", bundle: nil).instantiateViewController(withIdentifier: \"Review\")"
    )
    XCTAssertEqual(
      fixed[10], source.components(separatedBy: "\n")[10], "the moved class's call is untouched")
  }

  func testALocalBoundToTheOldStoryboardIsReplacedAtTheCallOnly() throws {
    var finder = SplitCallSites(membership: try membership())
    let source = """
      func open() {
        let main = UIStoryboard(name: "Main", bundle: nil)
        let home = main.instantiateViewController(withIdentifier: "Home")
        let reviews = main.instantiateViewController(withIdentifier: "Review")
      }
      """
    finder.scan(source, path: "Open.swift")
    XCTAssertEqual(finder.sites.map(\.location.line), [4], "Home stays, Review moves")
    XCTAssertEqual(finder.sites[0].fix?.original, "main")
    XCTAssertEqual(finder.sites[0].fix?.replacement, "UIStoryboard(name: \"Product\", bundle: nil)")
  }

  func testSeed001sSelfStoryboardCallIsReportedAndFixedInObjectiveC() throws {
    var finder = SplitCallSites(membership: try membership())
    let source = """
      @implementation HomeViewController
      - (void)openReviews {
          UIViewController *reviews = [self.storyboard instantiateViewControllerWithIdentifier:@"Review"];
          UIViewController *named = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Review"];
      }
      @end
      @implementation ReviewViewController
      - (void)again {
          UIViewController *reviews = [self.storyboard instantiateViewControllerWithIdentifier:@"Review"];
      }
      @end
      """
    finder.scan(source, path: "Home.m")
    XCTAssertEqual(finder.sites.map(\.location.line), [3, 4])
    XCTAssertEqual(finder.sites[0].fix?.original, "self.storyboard ")
    XCTAssertEqual(
      finder.sites[0].fix?.replacement, "[UIStoryboard storyboardWithName:@\"Product\" bundle:nil] "
    )
    XCTAssertEqual(finder.sites[1].fix?.original, "Main")
    XCTAssertEqual(
      finder.sites[0].diagnostic(fixed: false).description,
      "Home.m:3:50: error: HomeViewController's scene stays in Main.storyboard but 'Review' moves to "
        + "Product.storyboard: its storyboard would raise \"Storyboard doesn't contain a view controller with "
        + "identifier 'Review'\". Fix: replace `self.storyboard ` with `[UIStoryboard storyboardWithName:@\"Product\" "
        + "bundle:nil] `. [split-breaks-instantiation]")
  }
}
