import Storyboards
import TestSupport
import XCTest

/// A raise inside a callback UIKit makes after it changed the hierarchy (appearance,
/// containment, completions, "did" delegate methods) ends the outer call there: no later
/// callback runs, no further event is emitted, and the hierarchy is the changed one.
final class AfterChangeBoundaryTests: XCTestCase {
  /// A controller that logs its callbacks and misuses UIKit in one of them.
  final class Misbehaving: ViewController {
    enum Misuse { case none, inViewWillAppear, inViewDidAppear, inDidMove }
    var misuse = Misuse.none
    var log: [String] = []

    /// Pushes the navigation controller's own root again: ERR-11b.
    private func misbehave() {
      guard let navigation = navigationController else { return }
      navigation.pushViewController(navigation.viewControllers[0], animated: false)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.append("viewWillAppear")
      if misuse == .inViewWillAppear { misbehave() }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.append("viewDidAppear")
      if misuse == .inViewDidAppear { misbehave() }
    }

    override func didMove(toParent parent: ViewController?) {
      super.didMove(toParent: parent)
      log.append("didMove")
      if misuse == .inDidMove, parent != nil { misbehave() }
    }
  }

  /// A navigation delegate that logs what it hears.
  final class Listener: NavigationControllerDelegate {
    var heard: [String] = []
    func navigationController(
      _ navigationController: NavigationController, didShow viewController: ViewController,
      animated: Bool
    ) {
      heard.append("didShow")
    }
  }

  private var window: Window?

  private func pushRaising(_ misuse: Misbehaving.Misuse) throws -> (
    NavigationController, Misbehaving, EventRecorder, Listener, any Error
  ) {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let listener = Listener()
    navigation.delegate = listener
    window = visibleWindow(root: navigation)
    let top = Misbehaving()
    top.misuse = misuse
    let recorder = EventRecorder()
    var raised: (any Error)?
    do {
      try recorder.record { try catching { navigation.pushViewController(top, animated: false) } }
    } catch {
      raised = error
    }
    return (navigation, top, recorder, listener, try XCTUnwrap(raised, "the misuse raised"))
  }

  func testARaiseInViewWillAppearEndsThePushThere() throws {
    let (navigation, top, recorder, listener, error) = try pushRaising(.inViewWillAppear)
    XCTAssertTrue("\(error)".contains("pushing the same view controller instance"), "\(error)")
    XCTAssertEqual(top.log, ["viewWillAppear"], "no callback of the push after the raise")
    XCTAssertEqual(listener.heard, [], "the delegate's didShow does not run")
    let after = recorder.descriptions.drop { !$0.hasSuffix("viewWillAppear") }.dropFirst()
    XCTAssertEqual(Array(after), [], "no event of the push after the raising callback")
    XCTAssertEqual(navigation.viewControllers.count, 2, "the pushed controller stays pushed")
    XCTAssertTrue(navigation.topViewController === top)
    XCTAssertNoThrow(try XCTUnwrap(window).checkInvariants())
  }

  func testARaiseInViewDidAppearSkipsDidMoveAndTheDelegate() throws {
    let (navigation, top, _, listener, _) = try pushRaising(.inViewDidAppear)
    XCTAssertEqual(top.log, ["viewWillAppear", "viewDidAppear"])
    XCTAssertEqual(listener.heard, [])
    XCTAssertTrue(navigation.topViewController === top)
    XCTAssertNoThrow(try XCTUnwrap(window).checkInvariants())
  }

  func testTheNextCallRunsInFullAfterTheRaiseWasReported() throws {
    let (navigation, top, _, listener, _) = try pushRaising(.inDidMove)
    XCTAssertEqual(top.log, ["viewWillAppear", "viewDidAppear", "didMove"])
    XCTAssertEqual(listener.heard, ["didShow"], "didShow comes before didMove")
    top.misuse = .none
    let recorder = EventRecorder()
    _ = recorder.record { navigation.popViewController(animated: false) }
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertEqual(listener.heard, ["didShow", "didShow"])
    XCTAssertTrue(
      recorder.descriptions.contains("Misbehaving.viewDidDisappear"), "\(recorder.descriptions)")
    XCTAssertNoThrow(try XCTUnwrap(window).checkInvariants())
  }

  func testARaiseInThePresentedControllersViewDidAppearSkipsTheCompletion() throws {
    let presenter = ViewController()
    window = visibleWindow(root: presenter)
    let presented = Raising()
    var completed = false
    XCTAssertThrowsError(
      try catching { presenter.present(presented, animated: true) { completed = true } }
    ) { error in
      XCTAssertEqual(error as? NavigationError, .poppingToMissingViewController)
    }
    XCTAssertFalse(completed, "the completion follows viewDidAppear, and does not run")
    XCTAssertTrue(presenter.presentedViewController === presented, "the presentation stays")
    XCTAssertNoThrow(try XCTUnwrap(window).checkInvariants())
    XCTAssertNoThrow(
      try catching { presenter.dismiss(animated: false) { completed = true } })
    XCTAssertTrue(completed, "the next call runs in full")
  }

  /// Raises ERR-13 from its first `viewDidAppear(_:)`.
  final class Raising: ViewController {
    private var raised = false
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard !raised else { return }
      raised = true
      let navigation = NavigationController(rootViewController: ViewController())
      navigation.popToViewController(ViewController(), animated: false)
    }
  }

  func testAnAnimationThatRaisesSkipsItsCompletion() throws {
    var completions = 0
    XCTAssertThrowsError(
      try catching {
        View.animate(withDuration: 0.3) {
          let navigation = NavigationController(rootViewController: ViewController())
          navigation.pushViewController(navigation.viewControllers[0], animated: false)
        } completion: { _ in
          completions += 1
        }
      })
    XCTAssertEqual(completions, 0)
    View.animate(withDuration: 0.3) {
    } completion: { _ in
      completions += 1
    }
    XCTAssertEqual(completions, 1)
  }
}
