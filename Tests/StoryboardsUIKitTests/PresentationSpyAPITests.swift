import StoryboardTesting
import XCTest

/// ViewControllerPresentationSpy's API as its tests use it (jonreid/ViewControllerPresentationSpy,
/// MIT: SwiftSample/Tests, commit ac3514b): verifiers that capture from their creation, present
/// nothing, and check with `verify`, whether the presenting controller is on screen or not.
final class PresentationSpyAPITests: XCTestCase {
  /// The sample's controller, reduced to what its tests drive.
  private final class SampleViewController: UIViewController {
    var alertDefaultActionCount = 0
    var alertPresentedCompletion: (() -> Void)?

    func showAlert() {
      let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "No Handler", style: .default))
      let defaultAction = UIAlertAction(title: "Default", style: .default) { _ in
        self.alertDefaultActionCount += 1
      }
      alert.addAction(defaultAction)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(UIAlertAction(title: "Destroy", style: .destructive))
      alert.preferredAction = defaultAction
      alert.addTextField { $0.placeholder = "Placeholder" }
      present(alert, animated: true, completion: alertPresentedCompletion)
    }

    func showModal(completion: (() -> Void)? = nil) {
      present(UIViewController(), animated: true, completion: completion)
    }
  }

  /// A `failure:` spy, as a test of the verifiers passes one.
  private final class FailureSpy: FailureReporting {
    var messages: [String] = []
    func fail(message: String, location: FailureLocation) { messages.append(message) }
  }

  /// ViewControllerAlertTests.swift: the alert is captured and verified, although the
  /// controller is in no window, and nothing is presented.
  func testAnAlertIsCapturedAndVerifiedOffScreen() throws {
    let alertVerifier = AlertVerifier()
    let sut = SampleViewController()
    sut.showAlert()
    alertVerifier.verify(
      title: "Title", message: "Message", animated: true,
      actions: [
        .default("No Handler"), .default("Default"), .cancel("Cancel"), .destructive("Destroy"),
      ],
      presentingViewController: sut)
    XCTAssertNil(sut.presentedViewController, "nothing is presented")
    XCTAssertEqual(alertVerifier.preferredAction?.title, "Default")
    XCTAssertEqual(alertVerifier.textFields?.first?.placeholder, "Placeholder")
    try alertVerifier.executeAction(forButton: "Default")
    XCTAssertEqual(sut.alertDefaultActionCount, 1)
    try alertVerifier.executeAction(forButton: "No Handler")
    XCTAssertThrowsError(try alertVerifier.executeAction(forButton: "NO SUCH BUTTON")) {
      XCTAssertEqual(
        "\($0)",
        "The alert has no button titled 'NO SUCH BUTTON'. Its buttons: No Handler, Default, "
          + "Cancel, Destroy.")
    }
  }

  /// AlertVerifierTests.swift: wrong title and message are two failures, through `failure:`.
  func testWrongTitleAndMessageAreTwoFailures() {
    let alertVerifier = AlertVerifier()
    let sut = SampleViewController()
    sut.showAlert()
    let spy = FailureSpy()
    alertVerifier.verify(
      title: "TITLE", message: "MESSAGE", animated: true,
      actions: [
        .default("No Handler"), .default("Default"), .cancel("Cancel"), .destructive("Destroy"),
      ],
      failure: spy)
    XCTAssertEqual(
      spy.messages,
      [
        "Expected Optional(\"TITLE\"), but was Optional(\"Title\") - alert title",
        "Expected Optional(\"MESSAGE\"), but was Optional(\"Message\") - alert message",
      ])
  }

  /// AlertVerifierTests.swift: completions are captured for the test, and the test's own
  /// completion runs when the alert is presented.
  func testCompletionsAreCapturedAndTheTestCompletionRuns() {
    let alertVerifier = AlertVerifier()
    var testCompletions = 0
    alertVerifier.testCompletion = { testCompletions += 1 }
    let sut = SampleViewController()
    var completions = 0
    sut.alertPresentedCompletion = { completions += 1 }
    sut.showAlert()
    XCTAssertEqual(testCompletions, 1)
    XCTAssertEqual(completions, 0, "the completion waits for the test")
    alertVerifier.capturedCompletion?()
    XCTAssertEqual(completions, 1)
  }

  /// ViewControllerPresentationTests.swift: a presentation is captured, typed by the result,
  /// and not performed; an alert verifier swallows what is not an alert.
  func testAPresentationIsCapturedAndTyped() {
    let presentationVerifier = PresentationVerifier()
    let sut = SampleViewController()
    sut.showModal()
    let presented: UIViewController? = presentationVerifier.verify(
      animated: true, presentingViewController: sut)
    XCTAssertNotNil(presented)
    XCTAssertTrue(presented?.isViewLoaded == true, "the presented controller's view is loaded")
    XCTAssertNil(sut.presentedViewController)
    XCTAssertEqual(presentationVerifier.presentedCount, 1)
    XCTAssertTrue(presentationVerifier.animated)
  }

  /// DismissalVerifierTests.swift: a dismissal is captured, with the controller it was sent
  /// to, and not performed.
  func testADismissalIsCapturedAndVerified() {
    let window = makeVisibleWindow(root: SampleViewController())
    let presenter = window.rootViewController!
    let presented = UIViewController()
    presenter.present(presented, animated: false)
    let dismissalVerifier = DismissalVerifier()
    presented.dismiss(animated: true)
    dismissalVerifier.verify(animated: true, dismissedViewController: presented)
    XCTAssertIdentical(presenter.presentedViewController, presented, "still presented")
    let spy = FailureSpy()
    dismissalVerifier.verify(animated: false, dismissedViewController: presenter, failure: spy)
    XCTAssertEqual(
      spy.messages,
      [
        "Expected non-animated dismiss, but was animated",
        "Expected same instance as \(presenter), but was \(presented) - dismissed view controller",
      ])
  }
}
