import StoryboardCodeCheck
import Storyboards
import XCTest

/// Nib names that code loads — `UINib(nibName:bundle:)`, `init(nibName:bundle:)`,
/// `loadNibNamed(_:owner:options:)` and their Objective-C forms — checked against the nibs.
final class NibNameCheckTests: XCTestCase {
  private func check(_ source: String, path: String = "App/Cells.swift", nibs: Set<String>?)
    -> [String]
  {
    var check = CodeCheck(bundle: StoryboardBundle())
    check.nibNames = nibs
    check.scan(source, path: path)
    return check.diagnostics().map(\.description)
  }

  func testANibNameNoXibHasIsAnErrorWithTheClosestName() {
    let source = """
      tableView.register(UINib(nibName: "RecipeCel", bundle: nil), forCellReuseIdentifier: "r")
      let views = Bundle.main.loadNibNamed("Header", owner: self, options: nil)
      let detail = DetailViewController(nibName: "DetailView", bundle: nil)
      super.init(nibName: nil, bundle: nil)
      let computed = UINib(nibName: name, bundle: nil)
      """
    XCTAssertEqual(
      check(source, nibs: ["RecipeCell", "Header", "DetailView"]),
      [
        "App/Cells.swift:1:35: error: no .xib file is named 'RecipeCel': UIKit would raise "
          + "\"Could not load NIB in bundle\" when this runs; did you mean 'RecipeCell'? "
          + "[unknown-nib]"
      ])
  }

  func testObjectiveCFormsAreChecked() {
    let source = """
      UINib *nib = [UINib nibWithNibName:@"Footer" bundle:nil];
      self = [super initWithNibName:@"Login" bundle:nil];
      """
    let diagnostics = check(source, path: "App/Cells.m", nibs: ["Login"])
    XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
    XCTAssertTrue(
      diagnostics[0].hasPrefix("App/Cells.m:1:36: error: no .xib file is named 'Footer'"),
      diagnostics[0])
  }

  func testWithoutNibsNoNibNameIsChecked() {
    XCTAssertEqual(check("let nib = UINib(nibName: \"Anything\", bundle: nil)", nibs: nil), [])
  }
}
