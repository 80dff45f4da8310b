import Foundation
import Storyboards
import XCTest

/// What `UIResponder`'s event methods do when a responder leaves them alone: "The default
/// implementation of this method forwards the message up the responder chain."
final class ResponderChainDefaultsTests: XCTestCase {
  private final class Recorder: View {
    var calls: [String] = []
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
      calls.append("touchesMoved \(touches.count)")
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
      calls.append("touchesCancelled")
    }
    override func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
      calls.append("motionBegan \(motion)")
    }
    override func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
      calls.append("motionCancelled")
    }
    override func remoteControlReceived(with event: Event?) { calls.append("remoteControl") }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
      calls.append("pressesBegan")
    }
    override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
      calls.append("pressesChanged")
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
      calls.append("pressesEnded")
    }
    override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
      calls.append("pressesCancelled")
    }
  }

  func testAViewPassesWhatItDoesNotHandleToItsSuperview() {
    let parent = Recorder()
    let child = View()
    parent.addSubview(child)
    XCTAssertTrue(child.next === parent)
    let touch = Touch(view: child)
    child.touchesMoved([touch], with: nil)
    child.touchesCancelled([touch], with: nil)
    child.motionBegan(.motionShake, with: nil)
    child.motionCancelled(.motionShake, with: nil)
    child.remoteControlReceived(with: nil)
    child.pressesBegan([], with: nil)
    child.pressesChanged([], with: nil)
    child.pressesEnded([], with: nil)
    child.pressesCancelled([], with: nil)
    XCTAssertEqual(
      parent.calls,
      [
        "touchesMoved 1", "touchesCancelled", "motionBegan motionShake", "motionCancelled",
        "remoteControl", "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled",
      ])
  }

  func testAResponderOnItsOwnEndsTheChainAndHasNoKeyCommands() {
    let responder = Responder()
    XCTAssertNil(responder.next)
    XCTAssertNil(responder.keyCommands)
    // The end of the chain drops the event: nothing to forward to, nothing raised.
    responder.touchesMoved([], with: nil)
    XCTAssertNil(ViewController().keyCommands)
  }
}
