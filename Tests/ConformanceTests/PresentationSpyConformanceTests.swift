import StoryboardTesting
import Storyboards
import XCTest

/// ViewControllerPresentationSpy (jonreid/ViewControllerPresentationSpy, MIT): its sample app's
/// presentation tests (SwiftSample/Tests/ViewControllerPresentationTests.swift) and its
/// dismissal verifier tests (SwiftSample/Tests/DismissalVerifierTests.swift), run on real UIKit
/// with the presentation swizzled away; line numbers are those of commit
/// ac3514b6bd1d2ef15fad5fd3423fa4eaab822d29 (June 2026). Re-expressed with this package's verifiers over a
/// storyboard shaped like the sample's `Main`. Evidence: real UIKit.
final class PresentationSpyConformanceTests: XCTestCase {
  /// `CodeNextViewController(backgroundColor:)` and `StoryboardNextViewController` of the sample.
  final class NextViewController: ViewController {
    var backgroundColor: String?
  }

  /// The sample's `ViewController`: a button that presents in code, segues `presentModal` and
  /// `show` whose `prepare(for:sender:)` configures the destination
  /// (SwiftSample/SampleApp/ViewController.swift).
  final class SampleViewController: ViewController {
    func showModal() throws {
      let next = NextViewController()
      next.backgroundColor = "purple"
      present(next, animated: true)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
      guard let next = segue.destination as? NextViewController else { return }
      switch segue.identifier {
      case "presentModal": next.backgroundColor = "green"
      case "show": next.backgroundColor = "red"
      default: return
      }
    }
  }

  private var window: Window!
  private var sut: SampleViewController!

  override func setUpWithError() throws {
    var main = StoryboardBuilder("Main")
    main.viewController("sample", customClass: "SampleViewController", isInitial: true)
    main.viewController(
      "next", storyboardIdentifier: "StoryboardNextViewController",
      customClass: "NextViewController")
    main.segue(.presentation, from: "sample", to: "next", identifier: "presentModal")
    main.segue(.show, from: "sample", to: "next", identifier: "show")
    let bundle = StoryboardBundle(storyboards: [main.definition], isStrict: true)
    bundle.register(SampleViewController.self, as: "SampleViewController")
    bundle.register(NextViewController.self, as: "NextViewController")
    sut = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? SampleViewController)
    window = makeVisibleWindow(root: sut)
  }

  // MARK: - ViewControllerPresentationTests.swift

  /// ViewControllerPresentationTests.swift:54: presenting in code is one animated
  /// presentation, hosted by the sample, of the configured controller.
  func testPresentingInCodeIsOneAnimatedPresentationOfTheConfiguredController() throws {
    let verifier = PresentationVerifier(capturesCompletions: false)
    try verifier.record { try sut.showModal() }
    XCTAssertEqual(verifier.presentedCount, 1)
    XCTAssertEqual(verifier.animated, true)
    XCTAssertIdentical(verifier.presentingViewController, sut)
    XCTAssertEqual(
      (verifier.presentedViewController as? NextViewController)?.backgroundColor, "purple")
  }

  /// ViewControllerPresentationTests.swift:34: the segue's presentation, configured in
  /// `prepare(for:sender:)`.
  func testTheSeguesPresentationIsConfiguredInPrepare() throws {
    let verifier = PresentationVerifier(capturesCompletions: false)
    verifier.record { sut.performSegue(withIdentifier: "presentModal", sender: nil) }
    XCTAssertEqual(verifier.presentedCount, 1)
    XCTAssertEqual(verifier.animated, true)
    XCTAssertIdentical(verifier.presentingViewController, sut)
    let next = verifier.verify(
      NextViewController.self, animated: true, presentingViewController: sut)
    XCTAssertEqual(next?.backgroundColor, "green")
  }

  /// ViewControllerPresentationTests.swift:42: a show segue from a controller in no container,
  /// in a window, is one animated presentation by that controller (SHOW-2), configured in
  /// `prepare(for:sender:)`.
  func testAShowSegueOutsideAContainerPresents() throws {
    let verifier = PresentationVerifier(capturesCompletions: false)
    verifier.record { sut.performSegue(withIdentifier: "show", sender: nil) }
    XCTAssertEqual(verifier.presentedCount, 1)
    let next = verifier.verify(
      NextViewController.self, animated: true, presentingViewController: sut)
    XCTAssertEqual(next?.backgroundColor, "red")
  }

  /// ViewControllerPresentationTests.swift:28: the scene is connected — its segues exist on
  /// the sample's scene (the sample checks its button outlets).
  func testTheSampleSceneHasItsSegues() {
    XCTAssertEqual(sut.storyboardSegues.map(\.identifier), ["presentModal", "show"])
  }

  // MARK: - DismissalVerifierTests.swift

  private func presentThenRecordDismissal(
    _ verifier: DismissalVerifier, completion: (() -> Void)? = nil
  ) throws -> NextViewController {
    let next = NextViewController()
    sut.present(next, animated: false)
    verifier.record { next.dismiss(animated: true, completion: completion) }
    return next
  }

  /// DismissalVerifierTests.swift:33: the animation flag is captured.
  func testADismissalCapturesItsAnimationFlag() throws {
    let verifier = DismissalVerifier(capturesCompletions: false)
    _ = try presentThenRecordDismissal(verifier)
    XCTAssertEqual(verifier.animated, true)
  }

  /// DismissalVerifierTests.swift:39: the dismissed controller is captured.
  func testADismissalCapturesTheDismissedController() throws {
    let verifier = DismissalVerifier(capturesCompletions: false)
    let next = try presentThenRecordDismissal(verifier)
    XCTAssertIdentical(verifier.dismissedViewController, next)
  }

  /// DismissalVerifierTests.swift:51: a completion is captured, and runs when the test calls it.
  func testACapturedCompletionRunsWhenTheTestCallsIt() throws {
    let verifier = DismissalVerifier(capturesCompletions: true)
    var calls = 0
    _ = try presentThenRecordDismissal(verifier) { calls += 1 }
    XCTAssertEqual(calls, 0, "precondition")
    verifier.capturedCompletion?()
    XCTAssertEqual(calls, 1)
  }

  /// DismissalVerifierTests.swift:64: without a completion, none is captured.
  func testWithoutACompletionNoneIsCaptured() throws {
    let verifier = DismissalVerifier(capturesCompletions: true)
    _ = try presentThenRecordDismissal(verifier)
    XCTAssertNil(verifier.capturedCompletion)
  }

  /// DismissalVerifierTests.swift:70: a completion that is not captured runs as UIKit runs it.
  func testAnUncapturedCompletionRuns() throws {
    let verifier = DismissalVerifier(capturesCompletions: false)
    var calls = 0
    _ = try presentThenRecordDismissal(verifier) { calls += 1 }
    XCTAssertEqual(calls, 1)
  }

  /// DismissalVerifierTests.swift:81: nothing dismissed, no completion run.
  func testNoDismissalRunsNoCompletion() {
    let verifier = DismissalVerifier(capturesCompletions: false)
    verifier.record {}
    XCTAssertEqual(verifier.dismissedCount, 0)
  }

  /// DismissalVerifierTests.swift:90: verifying when nothing was dismissed fails.
  func testVerifyingWithoutADismissalFails() {
    let verifier = DismissalVerifier(capturesCompletions: false)
    let failures = TestFailures.capture { verifier.verify(NextViewController.self, animated: true) }
    XCTAssertEqual(failures.map(\.message), ["dismiss not called"])
  }

  /// DismissalVerifierTests.swift:99: two dismissals where one was expected fail.
  func testVerifyingTwoDismissalsFails() throws {
    let verifier = DismissalVerifier(capturesCompletions: false)
    let first = NextViewController()
    let second = NextViewController()
    verifier.record {
      sut.present(first, animated: false)
      first.dismiss(animated: true)
      sut.present(second, animated: false)
      second.dismiss(animated: true)
    }
    let failures = TestFailures.capture { verifier.verify(NextViewController.self, animated: true) }
    XCTAssertEqual(failures.map(\.message), ["dismiss called 2 times, expected once"])
  }

  /// DismissalVerifierTests.swift:110: the wrong animation flag fails.
  func testVerifyingTheWrongAnimationFlagFails() throws {
    let verifier = DismissalVerifier(capturesCompletions: false)
    _ = try presentThenRecordDismissal(verifier)
    let failures = TestFailures.capture {
      verifier.verify(NextViewController.self, animated: false)
    }
    XCTAssertEqual(
      failures.map(\.message),
      ["Expected non-animated dismiss, but was animated"])
  }
}
