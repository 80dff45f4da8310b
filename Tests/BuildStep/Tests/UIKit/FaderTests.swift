import UIKit
import XCTest

@testable import BuildStepApp

/// The app's Foundation-only pool and its animator's optional requirements, compiled through
/// the build step, run.
@MainActor
final class FaderTests: XCTestCase {
  func testThePoolRunsItsBodyAndTheAnimatorsCompletionIsCalled() {
    var ran = false
    Batch.run { ran = true }
    XCTAssertTrue(ran)
    #if DEBUG
      let fader = Fader<UIView>()
      let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear)
      fader.fade(with: animator)
      animator.startAnimation()
      RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
      XCTAssertEqual(fader.ended, 1)
    #endif
  }
}
