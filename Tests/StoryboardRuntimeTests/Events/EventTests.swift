import Storyboards
import Synchronization
import TestSupport
import XCTest

/// Navigation events: what observers and recorders see, and only while they listen.
final class EventTests: XCTestCase {
  func testEventsOutsideARecordingAreNotKept() throws {
    let recorder = EventRecorder()
    let nav = try navigation("Nav", root: controller("A"))
    nav.pushViewController(controller("B"), animated: false)
    XCTAssertEqual(recorder.events, [])
    recorder.record { nav.pushViewController(controller("C"), animated: false) }
    XCTAssertEqual(recorder.events.count, 3)
    recorder.removeAll()
    XCTAssertEqual(recorder.events, [])
  }

  func testObserversNestAndSeeTheSameEvents() throws {
    let outer = EventRecorder()
    let inner = EventRecorder()
    let nav = try navigation("Nav", root: controller("A"))
    outer.record {
      inner.record { nav.pushViewController(controller("B"), animated: true) }
      nav.popViewController(animated: true)
    }
    XCTAssertEqual(
      inner.descriptions,
      ["B.willMove(toParent: Nav)", "Nav.pushed(B)", "B.didMove(toParent: Nav)"])
    XCTAssertEqual(outer.events.count, 6)
    XCTAssertEqual(outer.events.first?.kind, .willMoveToParent(ControllerReference(nav)))
  }

  func testAnOuterObserverReceivesEachEventBeforeAnInnerRecorder() throws {
    let inner = EventRecorder()
    let seenByInnerBefore = Mutex<[Int]>([])
    let nav = try navigation("Nav", root: controller("A"))
    NavigationEventCenter.observe({ _ in
      let count = inner.events.count
      seenByInnerBefore.withLock { $0.append(count) }
    }) {
      inner.record { nav.pushViewController(controller("B"), animated: false) }
    }
    XCTAssertEqual(seenByInnerBefore.withLock { $0 }, [0, 1, 2])
    XCTAssertEqual(inner.events.count, 3)
  }

  func testReferencesKeepTheTitleOfTheirMomentAndFallBackToTheClassName() throws {
    let a = controller("A")
    let plain = ViewController()
    let nav = NavigationController()
    let recorder = EventRecorder()
    recorder.record {
      nav.pushViewController(a, animated: false)
      a.title = "Renamed"
      nav.pushViewController(plain, animated: false)
    }
    let pushed = recorder.events.compactMap { event -> ControllerReference? in
      if case .pushed(let reference, _) = event.kind { return reference }
      return nil
    }
    XCTAssertEqual(pushed.map(\.name), ["A", "ViewController"])
    XCTAssertEqual(pushed.map(\.title), ["A", nil])
    XCTAssertEqual(pushed.map(\.className), ["ViewController", "ViewController"])
    XCTAssertEqual(ControllerReference(a).name, "Renamed")
    XCTAssertNotEqual(ControllerReference(a), pushed[0], "a reference is a snapshot")
    XCTAssertEqual(Set([pushed[1], ControllerReference(plain)]).count, 1)
    XCTAssertNotEqual(ControllerReference(plain), ControllerReference(ViewController()))
  }

  func testEventsCarryTypedValues() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    b.modalPresentationStyle = .overFullScreen
    let recorder = EventRecorder()
    recorder.record { a.present(b, animated: false) }
    XCTAssertEqual(
      recorder.events.first,
      NavigationEvent(
        ControllerReference(b),
        .presented(by: ControllerReference(a), style: .overFullScreen, animated: false)))
    XCTAssertEqual(recorder.events.last?.kind, .viewDidAppear(animated: false))
    assertConsistent(window)
  }

  func testAControllerReferenceNamesItsControllerByTitleElseClass() {
    let titled = ViewController()
    titled.title = "Inbox"
    XCTAssertEqual(ControllerReference(titled).name, "Inbox")
    let plain = NavigationController()
    XCTAssertEqual(ControllerReference(plain).name, "NavigationController")
    XCTAssertEqual(ControllerReference(plain).id, ObjectIdentifier(plain))
  }
}
