import Foundation
import StoryboardRuntime
import XCTest

#if !canImport(ObjectiveC)
  /// Selector-based notification observers, which Foundation on Linux lacks.
  final class NotificationSelectorTests: XCTestCase {
    private final class Listener: Responder {
      var received: [String] = []
      override func objectiveCMember(named name: String) -> ObjectiveCMember? {
        guard name == "changed:" else { return super.objectiveCMember(named: name) }
        return .method(arity: 1) { arguments in
          let note: Notification = try arguments.argument(0)
          self.received.append(note.name.rawValue)
          return nil
        }
      }
      override class var memberTableClass: AnyClass? { Listener.self }
    }

    func testTheSelectorReceivesTheNotificationUntilRemoved() {
      let center = NotificationCenter()
      let name = Notification.Name("Changed")
      let listener = Listener()
      center.addObserver(listener, selector: Selector("changed:"), name: name, object: nil)
      center.post(name: name, object: nil)
      center.post(name: Notification.Name("Other"), object: nil)
      XCTAssertEqual(listener.received, ["Changed"])
      center.removeSelectorObserver(listener, name: name)
      center.post(name: name, object: nil)
      XCTAssertEqual(listener.received, ["Changed"])
    }

    func testTheObserverIsNotRetained() {
      let center = NotificationCenter()
      var listener: Listener? = Listener()
      weak let released = listener
      center.addObserver(listener!, selector: Selector("changed:"), name: nil, object: nil)
      listener = nil
      XCTAssertNil(released)
      center.post(name: Notification.Name("Anything"), object: nil)
    }
  }
#endif
