import StoryboardTesting
import Storyboards
import Testing
import XCTest

/// A window showing a navigation controller with one titled controller.
private func windowWithStack() throws -> Window {
  let root = ViewController()
  root.title = "A"
  let window = Window()
  window.rootViewController = NavigationController(rootViewController: root)
  window.makeKeyAndVisible()
  return window
}

/// The assertions fail a Swift Testing `@Test` they run in: a wrong expectation is an issue at
/// the assertion's line, a right one is none. `withKnownIssue` itself fails when no issue is
/// recorded, so these tests fail if the assertions report only to XCTest.
@Suite struct SwiftTestingReportingTests {
  @Test func aWrongHierarchyIsAnIssueAtTheAssertion() throws {
    let window = try windowWithStack()
    let line = #line + 2
    withKnownIssue {
      assertHierarchy(window, "WRONG")
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "TestFrameworkReportingTests.swift"
        && issue.comments.contains {
          $0.rawValue.hasPrefix("The window's hierarchy differs (- expected, + actual):")
        }
    }
  }

  @Test func aRightHierarchyRecordsNoIssue() throws {
    let window = try windowWithStack()
    assertHierarchy(window, window.hierarchyDescription)
  }

  @Test func everyKindOfAssertionReportsToSwiftTesting() throws {
    let window = try windowWithStack()
    let navigation = try #require(window.rootViewController as? NavigationController)
    withKnownIssue { assertNavigationStack(navigation, ["Other"]) }
    withKnownIssue { assertVisibleViewController(in: window, is: TableViewController.self) }
    withKnownIssue { assertPresentationChain(from: navigation, ["ViewController"]) }
    withKnownIssue { assertEventSubsequence([], ["A.viewDidLoad"]) }
  }

  @Test func aWarningOfTheRuntimeIsAnIssue() throws {
    let presenter = ViewController()  // in no window: UIKit logs and ignores the presentation
    withKnownIssue {
      assertNoRuntimeWarnings { presenter.present(ViewController(), animated: false) }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("The runtime logged 1 warning(s), as UIKit would in the console:")
      }
    }
  }

  @Test func noWarningNoIssue() throws {
    let window = try windowWithStack()
    let value = assertNoRuntimeWarnings {
      window.rootViewController?.present(ViewController(), animated: false)
      return 42
    }
    #expect(value == 42)
  }
}

/// Outside a `@Test`, the same assertions fail the XCTest method: failures are caught here as
/// XCTest records them, so the test can check them instead of failing.
final class XCTestReportingTests: XCTestCase {
  private var recorded: [(description: String, line: Int)] = []

  /// Whether failures are caught (while the assertion under test runs) or reported (while the
  /// test checks what was caught, so that its own checks can fail).
  private var catches = true

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard catches else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    recorded.append((description, lineNumber))
  }

  override func setUp() {
    super.setUp()
    catches = true
  }

  func testAWrongHierarchyFailsTheXCTestMethodAtTheAssertion() throws {
    let window = try windowWithStack()
    assertHierarchy(window, "WRONG")
    let line = #line - 1
    catches = false
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertTrue(
      recorded.first?.description.contains(
        "The window's hierarchy differs (- expected, + actual):") == true,
      recorded.first?.description ?? "no failure")
  }

  func testAWarningOfTheRuntimeFailsTheXCTestMethod() throws {
    let presenter = ViewController()
    assertNoRuntimeWarnings { presenter.present(ViewController(), animated: false) }
    catches = false
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(
      recorded.first?.description.contains("whose view is not in the window hierarchy") == true,
      recorded.first?.description ?? "no failure")
  }
}
