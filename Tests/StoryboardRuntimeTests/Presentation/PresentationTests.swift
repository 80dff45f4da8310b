import Storyboards
import TestSupport
import XCTest

final class PresentationTests: XCTestCase {
  func testLIFE6_fullScreenPresentationOrder() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    b.modalPresentationStyle = .fullScreen
    let recorder = EventRecorder()
    var eventsBeforeCompletion = -1
    recorder.record {
      a.present(b, animated: true) { eventsBeforeCompletion = recorder.events.count }
    }
    XCTAssertEqual(
      recorder.descriptions,
      [
        "B.presented(by: A, fullScreen)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear",
        "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
      ])
    XCTAssertEqual(eventsBeforeCompletion, 7, "completion runs after every callback")
    XCTAssertNil(a.viewIfLoaded?.window, "a full-screen presentation removes the presenter's view")
    assertConsistent(window)
  }

  func testLIFE6_sheetPresentationLeavesThePresenterAlone() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    let log = events { a.present(b, animated: true) }
    XCTAssertEqual(
      log,
      [
        "B.presented(by: A, pageSheet)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
        "B.viewDidAppear",
      ])
    XCTAssertEqual(b.presentationStyle, .pageSheet, ".automatic resolves to a page sheet")
    XCTAssertIdentical(a.viewIfLoaded?.window, window)
    assertConsistent(window)
  }

  func testLIFE6_fullScreenDismissalOrder() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    let recorder = EventRecorder()
    var eventsBeforeCompletion = -1
    recorder.record { a.dismiss(animated: true) { eventsBeforeCompletion = recorder.events.count } }
    XCTAssertEqual(
      recorder.descriptions,
      [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
        "B.dismissed(from: A)",
      ])
    XCTAssertEqual(eventsBeforeCompletion, 5, "completion runs after B.viewDidDisappear")
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.presentingViewController)
    assertConsistent(window)
  }

  func testPRES9_dismissalOrderIsConfigurable() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    window.dismissalCallbackOrder = .dismissedDisappearsFirst
    let b = controller("B")
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    let log = events { a.dismiss(animated: true) }
    XCTAssertEqual(
      log,
      [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        "B.dismissed(from: A)",
      ])
    assertConsistent(window)
  }

  func testLIFE6_sheetDismissalOrder() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    a.present(b, animated: true)
    let log = events { b.dismiss(animated: true) }
    XCTAssertEqual(log, ["B.viewWillDisappear", "B.viewDidDisappear", "B.dismissed(from: A)"])
    assertConsistent(window)
  }

  func testPRES9_beingPresentedAndBeingDismissedFlags() throws {
    let a = ProbeViewController("A")
    let window = visibleWindow(root: a)
    let b = ProbeViewController("B")
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    b.dismiss(animated: true)
    XCTAssertEqual(
      b.log,
      [
        "willAppear beingPresented", "didAppear beingPresented", "willDisappear beingDismissed",
        "didDisappear beingDismissed",
      ])
    XCTAssertEqual(
      Array(a.log.suffix(4)), ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    XCTAssertFalse(b.isBeingPresented)
    assertConsistent(window)
  }

  func testPRES9_rootOfAPresentedNavigationControllerIsNotBeingPresented() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let root = ProbeViewController("Root")
    let nav = try navigation("Nav", root: root)
    nav.modalPresentationStyle = .fullScreen
    a.present(nav, animated: true)
    XCTAssertEqual(root.log, ["willAppear movingToParent", "didAppear movingToParent"])
    XCTAssertIdentical(root.presentingViewController, a, "children inherit the presenter (PRES-2)")
    assertConsistent(window)
  }

  func testPRES2_childPresentsThroughItsRootContainer() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    let sheet = controller("Sheet")
    a.present(sheet, animated: true)
    XCTAssertIdentical(a.presentedViewController, sheet, "presented by its nearest ancestor")
    XCTAssertIdentical(nav.presentedViewController, sheet)
    XCTAssertIdentical(sheet.presentingViewController, nav, "the root container hosts it")
    XCTAssertFalse(nav.children.contains(sheet), "CONT-3: presented controllers are not children")
    XCTAssertNil(sheet.parent)
    XCTAssertNil(sheet.navigationController, "CONT-6: no inherited container")
    assertConsistent(window)
  }

  func testPRES2_chainOfPresentations() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    let c = controller("C")
    a.present(b, animated: true)
    b.present(c, animated: true)
    XCTAssertIdentical(a.presentedViewController, b)
    XCTAssertIdentical(b.presentedViewController, c)
    XCTAssertIdentical(c.presentingViewController, b)
    XCTAssertIdentical(window.visibleViewController, c)
    XCTAssertEqual(
      window.hierarchyDescription,
      """
      ViewController "A"
        presented (pageSheet): ViewController "B"
          presented (pageSheet): ViewController "C"
      """)
    assertConsistent(window)
  }

  func testPRES5_dismissFromLowerInTheChainRemovesEverythingAbove() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    b.modalPresentationStyle = .fullScreen
    let c = controller("C")
    c.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    b.present(c, animated: true)
    var completed = false
    let log = events { a.dismiss(animated: true) { completed = true } }
    XCTAssertEqual(
      log,
      [
        "C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear",
        "C.dismissed(from: B)", "B.dismissed(from: A)",
      ], "only the top controller is on screen, so only it and A see callbacks")
    XCTAssertTrue(completed)
    XCTAssertNil(a.presentedViewController)
    XCTAssertIdentical(window.visibleViewController, a)
    assertConsistent(window)
  }

  func testPRES5_dismissOnAPresentedControllerAsksItsPresenter() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let root = controller("Root")
    let nav = try navigation("Nav", root: root)
    a.present(nav, animated: true)
    root.dismiss(animated: true)
    XCTAssertNil(a.presentedViewController, "a child of the presented controller dismisses it")
    assertConsistent(window)
  }

  func testPRES5_dismissWithNothingPresentedDoesNothing() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    var completed = false
    let log = events { a.dismiss(animated: true) { completed = true } }
    XCTAssertEqual(log, [])
    XCTAssertFalse(completed)
    assertConsistent(window)
  }

  func testPRES6_currentContextIsHostedByTheControllerThatDefinesIt() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let tabs = TabBarController()
    tabs.title = "Tabs"
    tabs.setViewControllers([nav, controller("Other")], animated: false)
    let window = visibleWindow(root: tabs)
    let b = controller("B")
    b.modalPresentationStyle = .currentContext
    let log = events { a.present(b, animated: false) }
    XCTAssertIdentical(
      b.presentingViewController, nav, "NAV-9: the navigation controller defines the context")
    XCTAssertEqual(
      log,
      [
        "B.presented(by: Nav, currentContext)", "B.loadView", "B.viewDidLoad",
        "Nav.viewWillDisappear",
        "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "Nav.viewDidDisappear",
        "A.viewDidDisappear",
      ])
    XCTAssertIdentical(tabs.viewIfLoaded?.window, window, "the tab bar controller stays on screen")
    assertConsistent(window)
  }

  /// Apple's `UIModalPresentationStyle.popover`: "In iOS 13 and later, for horizontally or
  /// vertically compact environments, this option behaves the same as
  /// `UIModalPresentationStyle.formSheet`": a sheet, and the presenter stays (PRES-8).
  func testSEG7_popoverAdaptsToAFormSheetInCompactWidth() throws {
    let compactRoot = ProbeViewController("A")
    let compact = visibleWindow(root: compactRoot)
    compactRoot.log = []
    let popover = controller("P")
    popover.modalPresentationStyle = .popover
    compactRoot.present(popover, animated: true)
    XCTAssertEqual(popover.presentationStyle, .formSheet)
    XCTAssertEqual(compactRoot.log, [], "the presenter stays on screen")
    XCTAssertIdentical(compactRoot.viewIfLoaded?.window, compact)

    let regularRoot = controller("A")
    let regular = visibleWindow(root: regularRoot, sizeClass: .regular)
    let other = controller("P")
    other.modalPresentationStyle = .popover
    other.popoverPresentationController?.sourceView = regularRoot.view
    regularRoot.present(other, animated: true)
    XCTAssertEqual(other.presentationStyle, .popover)
    XCTAssertIdentical(regularRoot.viewIfLoaded?.window, regular, "a popover keeps its presenter")
    assertConsistent(compact)
    assertConsistent(regular)
  }

  func testPRES8_overFullScreenKeepsThePresenterOnScreen() throws {
    let a = ProbeViewController("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    b.modalPresentationStyle = .overFullScreen
    a.present(b, animated: true)
    b.dismiss(animated: true)
    XCTAssertEqual(a.log, ["willAppear", "didAppear"], "the presenter's view never left")
    assertConsistent(window)
  }

  func testERR17_presentingItself() throws {
    let a = controller("A")
    _ = visibleWindow(root: a)
    assertThrows(
      .presentingSelf("<ViewController: A>"),
      message: "Application tried to present modal view controller on itself. "
        + "Presenting controller is <ViewController: A>."
    ) { a.present(a, animated: true) }
  }

  func testERR18_presentingAControllerPresentedElsewhere() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    a.present(b, animated: true)
    assertThrows(
      .alreadyPresented(viewController: "<ViewController: B>", presenter: "<ViewController: A>"),
      message: "Application tried to present modally a view controller <ViewController: B> that is "
        + "already being presented by <ViewController: A>."
    ) { a.present(b, animated: true) }
    assertConsistent(window)
  }

  func testERR19_presentingAChild() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: controller("Root"))
    assertThrows(
      .presentingChild(
        viewController: "<ViewController: A>", parent: "<NavigationController: Nav>"),
      message: "Application tried to present modally a view controller <ViewController: A> that "
        + "has a parent view controller <NavigationController: Nav>."
    ) { window.rootViewController?.present(a, animated: true) }
    XCTAssertIdentical(a.parent, nav)
  }

  func testERR20_presentingAControllerThatIsOnScreen() throws {
    let root = controller("Root")
    _ = visibleWindow(root: root)
    let other = controller("Other")
    let otherWindow = visibleWindow(root: other)
    assertThrows(
      .presentingActive(viewController: "<ViewController: Other>"),
      message: "Application tried to present modally an active controller <ViewController: Other>."
    ) { root.present(other, animated: true) }
    XCTAssertIdentical(otherWindow.rootViewController, other)
  }

  func testPresentingWithStyleNoneIsAnError() throws {
    let a = controller("A")
    _ = visibleWindow(root: a)
    let b = controller("B")
    b.modalPresentationStyle = .none
    assertThrows(
      .invalidPresentationStyle(viewController: "<ViewController: B>"),
      message: "Set modalPresentationStyle to .automatic"
    ) { a.present(b, animated: true) }
  }

  func testERR21_presentingWhileAlreadyPresentingIsIgnoredWithAWarning() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    let b = controller("B")
    a.present(b, animated: true)
    let c = controller("C")
    var completed = false
    let log = events { a.present(c, animated: true) { completed = true } }
    XCTAssertEqual(
      log,
      [
        "warning: Attempt to present <ViewController: C> on <NavigationController: Nav> (from "
          + "<ViewController: A>) which is already presenting <ViewController: B>."
      ])
    XCTAssertFalse(completed, "UIKit ignores the presentation: no completion")
    XCTAssertNil(c.presentingViewController)
    assertConsistent(window)
  }

  func testERR22_presentingFromAControllerNotInAWindowIsIgnoredWithAWarning() throws {
    let a = controller("A")
    let b = controller("B")
    var completed = false
    let recorder = EventRecorder()
    recorder.record { a.present(b, animated: true) { completed = true } }
    XCTAssertEqual(
      recorder.events,
      [
        NavigationEvent(
          ControllerReference(a),
          .warning(
            .notInWindowHierarchy(
              presented: "<ViewController: B>", presenter: "<ViewController: A>",
              source: "<ViewController: A>")))
      ])
    XCTAssertEqual(
      recorder.descriptions,
      [
        "warning: Attempt to present <ViewController: B> on <ViewController: A> (from "
          + "<ViewController: A>) whose view is not in the window hierarchy."
      ])
    XCTAssertFalse(completed)
    XCTAssertNil(a.presentedViewController)
  }

  func testDismissedControllersAreDeallocated() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    weak var weakB: ViewController?
    weak var weakC: ViewController?
    do {
      let b = controller("B")
      b.modalPresentationStyle = .fullScreen
      let c = controller("C")
      weakB = b
      weakC = c
      a.present(b, animated: true)
      b.present(c, animated: true)
    }
    XCTAssertNotNil(weakC)
    a.dismiss(animated: true)
    XCTAssertNil(weakB)
    XCTAssertNil(weakC)
    assertConsistent(window)
  }
}
