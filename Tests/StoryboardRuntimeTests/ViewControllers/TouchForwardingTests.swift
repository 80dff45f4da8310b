import Storyboards
import TestSupport
import XCTest

/// A responder's touch and motion methods pass the call up the responder chain by default, as
/// UIKit's do: a view's touches reach its controller when the view does not handle them.
final class TouchForwardingTests: XCTestCase {
  final class Canvas: ViewController {
    var heard: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      let point = touches.first!.location(in: view)
      heard.append("began \(touches.count) at \(point.x), \(point.y)")
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
      heard.append("ended, tap count \(touches.first!.tapCount)")
    }
    override func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
      heard.append("motion \(motion)")
    }
  }

  func testAViewsTouchesReachItsController() throws {
    let canvas = Canvas()
    let window = visibleWindow(root: canvas)
    let dot = View()
    canvas.view.addSubview(dot)
    let touch = Touch(view: dot, at: CGPoint(x: 3, y: 4))
    let event = Event(touches: [touch])
    dot.touchesBegan([touch], with: event)
    touch.phase = .ended
    dot.touchesEnded([touch], with: event)
    dot.motionEnded(.motionShake, with: nil)
    XCTAssertEqual(
      canvas.heard, ["began 1 at 3.0, 4.0", "ended, tap count 1", "motion motionShake"])
    XCTAssertIdentical(touch.window, window)
    XCTAssertEqual(event.touches(for: dot)?.count, 1)
    XCTAssertEqual(event.touches(for: window)?.count, 1)
    XCTAssertNil(Event().allTouches)
  }
}
