import StoryboardTesting
import XCTest

/// `UIViewPropertyAnimator` through `UIViewImplicitlyAnimating`, as Apple documents its states
/// (`UIViewAnimating`): inactive until started; active while running or paused; stopped until
/// finished at a position; inactive again once finished, its blocks gone. Its animations change
/// the views' values when it starts; it finishes when the run loop turns, as on iOS after its
/// duration, so a test waits for its completions.
final class UIKitPropertyAnimatorTests: XCTestCase {
  func testAnAnimatorChangesItsViewsWhenStartedAndCompletesAtTheEnd() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0 }
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(view.alpha, 1, "nothing happens before it starts")
    animator.startAnimation()
    XCTAssertEqual(animator.state, .active)
    XCTAssertTrue(animator.isRunning)
    XCTAssertEqual(view.alpha, 0)
    let ended = expectation(description: "completed")
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion {
      positions.append($0)
      ended.fulfill()
    }
    wait(for: [ended], timeout: 1)
    XCTAssertEqual(positions, [.end])
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(animator.duration, 0.3)
  }

  func testARunningAnimatorIsMadeStartedAndKeptUntilItEnds() {
    let view = UIView()
    let ended = expectation(description: "completed")
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [.curveEaseIn], animations: { view.isHidden = true },
      completion: { position in
        XCTAssertEqual(position, .end)
        ended.fulfill()
      })
    XCTAssertTrue(view.isHidden)
    wait(for: [ended], timeout: 1)
  }

  func testStoppingWithoutFinishingRunsNoCompletion() {
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8)
    var completions = 0
    animator.addCompletion { _ in completions += 1 }
    animator.startAnimation()
    animator.stopAnimation(true)
    XCTAssertEqual(animator.state, .inactive)
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
    XCTAssertEqual(completions, 0)
  }

  func testAStoppedAnimatorFinishesWhereItIsTold() {
    let animator = UIViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    animator.pauseAnimation()
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    animator.fractionComplete = 0.5
    XCTAssertEqual(animator.fractionComplete, 0.5)
    animator.stopAnimation(false)
    XCTAssertEqual(animator.state, .stopped)
    animator.finishAnimation(at: .current)
    XCTAssertEqual(positions, [.current])
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(
      (animator.timingParameters as? UICubicTimingParameters)?.controlPoint1,
      CGPoint(x: 0.1, y: 0.2))
  }

  func testAReversedAnimatorEndsAtItsStart() {
    let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear)
    animator.isReversed = true
    let ended = expectation(description: "completed")
    animator.addCompletion { position in
      XCTAssertEqual(position, .start)
      ended.fulfill()
    }
    animator.startAnimation()
    wait(for: [ended], timeout: 1)
  }

  func testAnAnimatorThatPausesOnCompletionStaysActive() {
    let animator = UIViewPropertyAnimator(duration: 0.1, curve: .easeInOut)
    animator.pausesOnCompletion = true
    var completions = 0
    animator.addCompletion { _ in completions += 1 }
    animator.startAnimation()
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(animator.fractionComplete, 1)
    XCTAssertEqual(completions, 0)
  }

  func testTimingParametersDescribeTheirCurve() {
    let builtin = UICubicTimingParameters(animationCurve: .easeIn)
    XCTAssertEqual(builtin.timingCurveType, .builtin)
    XCTAssertEqual(builtin.animationCurve, .easeIn)
    let spring = UISpringTimingParameters(
      dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 2))
    XCTAssertEqual(spring.timingCurveType, .spring)
    XCTAssertEqual(spring.initialVelocity, CGVector(dx: 1, dy: 2))
    XCTAssertNil(spring.cubicTimingParameters)
    let animator = UIViewPropertyAnimator(duration: 2, timingParameters: spring)
    XCTAssertIdentical(animator.timingParameters as? UISpringTimingParameters, spring)
  }
}
