import Storyboards
import XCTest

/// WinObjC (microsoft/WinObjC, MIT), tests/functionaltests/Tests/UIKitTests/
/// UIViewControllerTests.mm: the invariants a presented and a presenting controller see in each
/// appearance callback and completion while a modal is presented and dismissed, for full screen,
/// form sheet and popover, in phone and tablet modes. Evidence: a reimplementation of UIKit
/// (WinObjC's), whose expectations were written from UIKit's behaviour. Line numbers are those of
/// commit 94f6b5bfdc09d945e30607b56124b6f94a5b9d7b (November 2022).
///
/// Where the rows differ from today's UIKit, the runtime follows UIKit and the test says so:
/// `_hidesParent` (lines 23–34) has a form sheet hide its presenter on a phone, as UIKit did only
/// on iOS 12 and earlier (since iOS 13 it is a sheet), and "Popovers (which don't hide their
/// parent) are always presented with WinObjC" (line 27), where UIKit adapts a popover to a form
/// sheet in a compact width since iOS 13 (SEG-7, PRES-7). Whether the presenter is hidden is
/// therefore the runtime's adapted style's (`removesPresenterView`), and every other expectation is
/// WinObjC's.
final class WinObjCConformanceTests: XCTestCase {
  /// `ModalEventsTestViewController` (UIViewControllerTests.mm:64–211): its last callback, and
  /// each expectation that did not hold.
  final class ModalEventsViewController: ViewController {
    var lastEvent: String?
    var problems: [String] = []
    var hidesParent: (ModalEventsViewController) -> Bool = { _ in true }

    private func expect(_ condition: Bool, _ what: String) {
      if !condition { problems.append("\(title ?? "?").\(lastEvent ?? "start"): \(what)") }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      expect(lastEvent == nil, "viewDidLoad first")
      lastEvent = "viewDidLoad"
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      expect(
        lastEvent == "viewDidLoad" || lastEvent == "viewDidDisappear",
        "willAppear after load or didDisappear")
      lastEvent = "viewWillAppear"
      expect(presentingViewController != nil, "presented when it will appear")
      if let presented = presentedViewController as? ModalEventsViewController {
        expect(!isBeingPresented, "not being presented when uncovered")
        expect(hidesParent(presented), "uncovered only by a style that hid it")
        expect(presented.lastEvent == "viewWillDisappear", "the modal's willDisappear first")
      } else {
        expect(isBeingPresented, "being presented")
        if let presenting = presentingViewController as? ModalEventsViewController {
          expect(
            presenting.lastEvent == (hidesParent(self) ? "viewWillDisappear" : "viewDidAppear"),
            "the presenter's state when the modal will appear")
        }
      }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      expect(lastEvent == "viewWillAppear", "didAppear after willAppear")
      lastEvent = "viewDidAppear"
      expect(presentedViewController == nil, "nothing presented once it appeared")
      expect(presentingViewController != nil, "still presented")
      if let presenting = presentingViewController as? ModalEventsViewController {
        expect(
          presenting.lastEvent == (hidesParent(self) ? "viewWillDisappear" : "viewDidAppear"),
          "the modal appears before its presenter disappears")
      }
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      expect(lastEvent == "viewDidAppear", "willDisappear after didAppear")
      lastEvent = "viewWillDisappear"
      if let presented = presentedViewController as? ModalEventsViewController {
        expect(!isBeingDismissed, "covered, not dismissed")
        expect(hidesParent(presented), "covered only by a style that hides")
        expect(
          presented.lastEvent == "viewDidLoad" || presented.lastEvent == "viewDidDisappear",
          "the presenter's willDisappear comes before the modal's willAppear")
      } else {
        expect(isBeingDismissed, "being dismissed")
        expect(presentingViewController != nil, "still linked to its presenter")
        if let presenting = presentingViewController as? ModalEventsViewController {
          expect(
            presenting.lastEvent == (hidesParent(self) ? "viewDidDisappear" : "viewDidAppear"),
            "the modal's willDisappear comes before the presenter's willAppear")
        }
      }
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      expect(lastEvent == "viewWillDisappear", "didDisappear after willDisappear")
      lastEvent = "viewDidDisappear"
      if let presented = presentedViewController as? ModalEventsViewController {
        expect(!isBeingDismissed, "covered, not dismissed")
        expect(presentingViewController != nil, "still presented")
        expect(hidesParent(presented), "covered only by a style that hides")
        expect(presented.lastEvent == "viewDidAppear", "the modal appeared first")
      } else {
        expect(presentingViewController == nil, "a dismissed modal is unlinked")
        expect(isBeingDismissed, "being dismissed")
      }
    }
  }

  /// `TestModalPresentDismiss` (UIViewControllerTests.mm:223–299): present a presenter, present
  /// the modal from it, dismiss the modal, dismiss the presenter, checking each completion.
  private func presentAndDismiss(
    _ style: ModalPresentationStyle, in sizeClass: UserInterfaceSizeClass,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let hides = { (modal: ModalEventsViewController) in
      modal.modalPresentationStyle.resolved(for: sizeClass).removesPresenterView
    }
    let window = Window(horizontalSizeClass: sizeClass)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let presenting = ModalEventsViewController()
    presenting.title = "presenting"
    presenting.modalPresentationStyle = .fullScreen
    presenting.hidesParent = hides
    let presented = ModalEventsViewController()
    presented.title = "presented"
    presented.modalPresentationStyle = style
    presented.hidesParent = hides
    // A popover points somewhere, or UIKit raises (SEG-7).
    presented.popoverPresentationController?.sourceView = presenting.view
    var completions: [String] = []
    var problems: [String] = []
    window.rootViewController?.present(presenting, animated: false) {
      completions.append("initial present")
      if presenting.lastEvent != "viewDidAppear" { problems.append("presenting has not appeared") }
      if presenting.isBeingPresented { problems.append("presenting still being presented") }
      do {
        try catching {
          presenting.present(presented, animated: false) {
            completions.append("final present")
            if presented.isBeingPresented { problems.append("presented still being presented") }
            if presenting.isBeingDismissed { problems.append("presenting being dismissed") }
            if hides(presented), presenting.lastEvent != "viewDidDisappear" {
              problems.append("a hidden presenter has disappeared")
            }
            if presented.lastEvent != "viewDidAppear" { problems.append("presented has appeared") }
            presenting.dismiss(animated: false) {
              completions.append("initial dismiss")
              if presenting.isBeingDismissed { problems.append("presenting is not dismissed") }
              if presented.lastEvent != "viewDidDisappear" {
                problems.append("presented disappeared")
              }
              if presenting.lastEvent != "viewDidAppear" {
                problems.append("presenting reappeared")
              }
              presenting.dismiss(animated: false) { completions.append("final dismiss") }
            }
          }
        }
      } catch {
        problems.append("\(error)")
      }
    }
    XCTAssertEqual(
      completions, ["initial present", "final present", "initial dismiss", "final dismiss"],
      file: file, line: line)
    XCTAssertEqual(problems + presenting.problems + presented.problems, [], file: file, line: line)
  }

  func testFullScreenOnAPhone() throws { try presentAndDismiss(.fullScreen, in: .compact) }
  func testFullScreenOnATablet() throws { try presentAndDismiss(.fullScreen, in: .regular) }
  /// WinObjC's phone row expects the form sheet to hide its presenter (iOS ≤ 12); since iOS 13
  /// a form sheet on a phone is a sheet that does not, as here.
  func testFormSheetOnAPhone() throws { try presentAndDismiss(.formSheet, in: .compact) }
  func testFormSheetOnATablet() throws { try presentAndDismiss(.formSheet, in: .regular) }
  /// WinObjC keeps popovers on a phone; UIKit adapts them to a form sheet in a compact width.
  func testPopoverOnAPhone() throws { try presentAndDismiss(.popover, in: .compact) }
  func testPopoverOnATablet() throws { try presentAndDismiss(.popover, in: .regular) }
}
