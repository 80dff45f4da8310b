import BuildStepLibrary
import StoryboardsUIKit
import XCTest

@testable import BuildStepApp

/// What the rewritten code does on this platform, beyond what UIKit's API shows: which
/// classes have by-name tables. The one-source tests of the same files are in UIKit/.
final class BuildStepTableTests: XCTestCase {
  func testPlainSwiftClassesGetNoTable() {
    XCTAssertFalse((Checker() as AnyObject) is any ObjectiveCMembers)
    XCTAssertFalse((Tracker() as AnyObject) is any ObjectiveCMembers)
  }

  func testClassesWithExposedMembersAndObjectsGetOne() {
    XCTAssertTrue((Ticker() as AnyObject) is any ObjectiveCMembers)
    XCTAssertTrue(Source.memberTableClass == Source.self)
    XCTAssertTrue(PagedSource.memberTableClass == PagedSource.self)
    XCTAssertTrue(DetailScreen.memberTableClass == DetailScreen.self)
    XCTAssertTrue(Screens.Nested.memberTableClass == Screens.Nested.self)
  }

  func testAMainActorObjectAnswersByName() throws {
    // corelibs XCTest cannot call a main-actor test method; it runs tests on the main thread.
    try MainActor.assumeIsolated {
      let coordinator = Coordinator()
      let start = try XCTUnwrap(coordinator.objectiveCMember(named: "start"))
      _ = try start.invoke(with: [])
      XCTAssertEqual(coordinator.starts, 1)
    }
  }

  func testTablesListWhatTheirConditionsCompile() {
    let screen = Screen()
    #if DEBUG
      XCTAssertNotNil(screen.objectiveCMember(named: "showDebugMenu:"))
      XCTAssertNil(screen.objectiveCMember(named: "reportProblem"))
    #else
      XCTAssertNil(screen.objectiveCMember(named: "showDebugMenu:"))
      XCTAssertNotNil(screen.objectiveCMember(named: "reportProblem"))
    #endif
    XCTAssertNil(screen.objectiveCMember(named: "showLogs:"))
  }
}
