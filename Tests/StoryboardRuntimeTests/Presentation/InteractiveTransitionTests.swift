import Foundation
import Storyboards
import XCTest

/// A percent-driven interaction keeps what the gesture tells it and completes its context.
final class InteractiveTransitionTests: XCTestCase {
  final class Context: ViewControllerContextTransitioning {
    var completions: [Bool] = []
    let containerView = View()
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled: Bool { completions.last == false }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
    func view(forKey key: TransitionContextViewKey) -> View? { nil }
    func initialFrame(for viewController: ViewController) -> CGRect { .zero }
    func finalFrame(for viewController: ViewController) -> CGRect { .zero }
    func completeTransition(_ didComplete: Bool) { completions.append(didComplete) }
  }

  func testFinishAndCancelCompleteTheContext() {
    let interaction = PercentDrivenInteractiveTransition()
    let context = Context()
    interaction.startInteractiveTransition(context)
    interaction.update(1.7)
    XCTAssertEqual(interaction.percentComplete, 1, "clamped")
    interaction.pause()
    XCTAssertTrue(interaction.isPaused)
    interaction.cancel()
    XCTAssertEqual(interaction.didFinish, false)
    XCTAssertEqual(interaction.percentComplete, 0)
    interaction.startInteractiveTransition(context)
    interaction.finish()
    XCTAssertEqual(context.completions, [false, true])
    XCTAssertEqual(interaction.didFinish, true)
    XCTAssertEqual(interaction.completionCurve, .easeInOut)
  }
}
