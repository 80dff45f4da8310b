import StoryboardTesting
import Storyboards
import XCTest

/// ViewControllerPresentationSpy's verifiers with the labels of its era before FailKit
/// (version 6 and earlier): a test's helper forwards `file:line:`, and the failures are
/// reported at that line, in the same words.
final class LegacyVerifierLabelsTests: XCTestCase {
  private final class AlertingViewController: ViewController {
    func showAlert() {
      let alert = AlertController(title: "Title", message: "Message", preferredStyle: .alert)
      alert.addAction(AlertAction(title: "No Handler", style: .default))
      alert.addAction(AlertAction(title: "Default", style: .default))
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "Destroy", style: .destructive))
      present(alert, animated: true)
    }
  }

  /// The era before FailKit (ViewControllerPresentationSpy 6 and earlier): a test's helper
  /// forwards `file:line:`, and the failures are reported at that line, in the same words.
  func testTheFileLineLabelsOfTheEarlierAPIReportAtTheGivenLine() {
    let line: UInt = 4242
    let sut = AlertingViewController()
    let alertVerifier = AlertVerifier()
    sut.showAlert()
    let alertFailures = TestFailures.capture {
      alertVerifier.verify(
        title: "Title", message: "Message", animated: false,
        actions: [
          .default("No Handler"), .default("Default"), .cancel("Cancel"), .destructive("Destroy"),
        ], presentingViewController: sut, file: #filePath, line: line)
    }
    XCTAssertEqual(
      alertFailures.map(\.message), ["Expected non-animated present, but was animated"])
    XCTAssertEqual(alertFailures.map(\.line), [line])
    XCTAssertEqual("\(AlertVerifier.Action.default("OK"))", ".default(Optional(\"OK\")")
    XCTAssertEqual("\(AlertVerifier.Action.cancel(nil))", ".cancel(nil")
    XCTAssertEqual(alertFailures.map(\.description), alertFailures.map(\.message))
  }

  func testTheEarlierPresentationAndDismissalChecksAndTheirRecords() {
    let window = makeVisibleWindow(root: AlertingViewController())
    let presenter = window.rootViewController!
    let presentationVerifier = PresentationVerifier()
    presenter.present(ViewController(), animated: true)
    XCTAssertEqual(presentationVerifier.presentations.map(\.animated), [true])
    XCTAssertIdentical(
      presentationVerifier.presentations.first?.presentingViewController, presenter)
    let presentationFailures = TestFailures.capture {
      let _: ViewController? = presentationVerifier.verify(
        animated: false, presentingViewController: presenter, file: #filePath, line: 7)
    }
    XCTAssertEqual(
      presentationFailures.map(\.message), ["Expected non-animated present, but was animated"])
    XCTAssertEqual(presentationFailures.map(\.line), [7])

    let presented = ViewController()
    presenter.present(presented, animated: false)
    let dismissalVerifier = DismissalVerifier()
    presented.dismiss(animated: false)
    XCTAssertIdentical(dismissalVerifier.dismissals.first?.viewController, presented)
    XCTAssertEqual(
      TestFailures.capture {
        dismissalVerifier.verify(
          animated: true, dismissedViewController: presented, file: #filePath, line: 9)
      }.map { "\($0.line): \($0.message)" },
      ["9: Expected animated dismiss, but was not animated"])
  }
}
