import StoryboardTesting
import Storyboards
import XCTest

final class DetailsViewController: ViewController {}

final class VerifierTests: XCTestCase {
  func testPresentationVerifierAtParityWithThePresentationSpy() throws {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = makeVisibleWindow(root: navigation)
    let verifier = PresentationVerifier(capturesCompletions: false)
    var completed = false
    verifier.record {
      root.present(DetailsViewController(), animated: true) { completed = true }
    }
    XCTAssertEqual(verifier.presentedCount, 1)
    XCTAssertIdentical(verifier.presentingViewController, navigation)
    XCTAssertEqual(verifier.animated, true)
    XCTAssertTrue(completed, "the presentation really happened")
    let details = verifier.verify(
      DetailsViewController.self, animated: true, presentingViewController: navigation)
    XCTAssertIdentical(details, navigation.presentedViewController)
    try window.checkInvariants()
  }

  func testCapturedCompletionRunsWhenTheTestSaysSo() throws {
    let root = ViewController()
    let window = makeVisibleWindow(root: root)
    let verifier = PresentationVerifier(capturesCompletions: true)
    var completed = false
    verifier.record {
      root.present(DetailsViewController(), animated: false) { completed = true }
    }
    XCTAssertFalse(completed)
    verifier.capturedCompletion?()
    XCTAssertTrue(completed)
    try window.checkInvariants()
  }

  func testSeveralVerifiersAtOnce() throws {
    let root = ViewController()
    let window = makeVisibleWindow(root: root)
    let outer = PresentationVerifier(capturesCompletions: false)
    let inner = PresentationVerifier(capturesCompletions: false)
    let dismissals = DismissalVerifier(capturesCompletions: false)
    outer.record {
      inner.record { root.present(DetailsViewController(), animated: true) }
      dismissals.record { root.dismiss(animated: false) }
    }
    XCTAssertEqual(outer.presentedCount, 1)
    XCTAssertEqual(inner.presentedCount, 1)
    XCTAssertEqual(dismissals.dismissedCount, 1)
    XCTAssertEqual(dismissals.animated, false)
    XCTAssertNotNil(dismissals.verify(DetailsViewController.self, animated: false))
    try window.checkInvariants()
  }

  func testVerifierFailureMessages() throws {
    let root = ViewController()
    let window = makeVisibleWindow(root: root)
    let verifier = PresentationVerifier(capturesCompletions: false)
    XCTAssertEqual(
      TestFailures.capture { verifier.verify(DetailsViewController.self) }.map(\.message),
      ["present not called"])
    let plain = ViewController()
    verifier.record { root.present(plain, animated: false) }
    XCTAssertEqual(
      TestFailures.capture { verifier.verify(DetailsViewController.self) }.map(\.message),
      [
        "Expected DetailsViewController, but was Optional(\(plain))"
      ])
    XCTAssertEqual(
      TestFailures.capture {
        verifier.verify(
          ViewController.self, animated: true, presentingViewController: ViewController())
      }.count, 2)
    try window.checkInvariants()
  }

  /// ViewControllerPresentationSpy's PresentationVerifierTests.swift: one presentation verifier at a time, and none beside an
  /// alert verifier; releasing one frees the place.
  func testOneCapturingVerifierAtATime() {
    var first: PresentationVerifier? = PresentationVerifier()
    let failures = TestFailures.capture { _ = AlertVerifier() }
    XCTAssertEqual(
      failures.map(\.message),
      [
        "An AlertVerifier may not be created while a PresentationVerifier exists. Try making "
          + "the PresentationVerifier optional, and setting it to nil before creating the "
          + "AlertVerifier."
      ])
    XCTAssertEqual(
      TestFailures.capture { _ = PresentationVerifier() }.map(\.message),
      [
        "More than one instance of PresentationVerifier exists. This may be caused by creating "
          + "one setUp() but failing to set the property to nil in tearDown()."
      ])
    XCTAssertNotNil(first)
    first = nil
    let second = PresentationVerifier()
    ViewController().present(ViewController(), animated: true)
    XCTAssertEqual(second.presentedCount, 1)
  }
}
