import Storyboards
import XCTest

// What `import Storyboards` alone gives, now that it re-exports the runtime and its analysis:
// overrides, extensions, module-qualified names and the analysis types compile through it.

private final class UmbrellaInbox: Storyboards.ViewController {
  var loads = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    loads += 1
  }
}

extension Storyboards.StoryboardBundle {
  fileprivate var errorCount: Int { lint().filter { $0.severity == .error }.count }
}

final class UmbrellaImportTests: XCTestCase {
  func testTheRuntimeAndTheAnalysisAreOneImportAway() throws {
    let inbox = UmbrellaInbox()
    inbox.loadViewIfNeeded()
    XCTAssertEqual(inbox.loads, 1)
    let bundle = StoryboardBundle()
    XCTAssertEqual(bundle.errorCount, 0)
    let diagnostic = Storyboards.Diagnostic(
      path: "Main.storyboard", location: SourcePosition(line: 3, column: 5), severity: .warning,
      rule: .deprecatedSegue, message: "a push segue")
    XCTAssertEqual(
      diagnostic.description, "Main.storyboard:3:5: warning: a push segue [deprecated-segue]")
    XCTAssertEqual(try SimulationStep(parsing: "pop"), .pop)
  }
}
