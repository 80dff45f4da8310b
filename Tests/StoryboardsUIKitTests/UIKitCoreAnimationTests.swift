import StoryboardTesting
import XCTest

/// Core Animation's transactions as navigation code uses them — a completion block around a
/// push, run when the transition's animations are done — with their nested values, the
/// implicit transaction, and `autoreleasepool`.
///
/// Apple's `setCompletionBlock(_:)`: the block is "called (on the main thread) as soon as all
/// animations subsequently added by this transaction group have completed (or have been
/// removed.) If no animations are added before the current transaction group is committed (or
/// the completion block is set to a different value,) the block will be invoked immediately."
/// `CATransaction`: implicit transactions "are committed automatically when the thread's
/// runloop next iterates".
final class UIKitCoreAnimationTests: XCTestCase {
  final class AppearingViewController: UIViewController {
    var log: (String) -> Void = { _ in }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log("viewDidAppear")
    }
  }

  func testACompletionBlockRunsWhenThePushInsideTheTransactionHasFinished() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = makeVisibleWindow(root: navigation)
    var events: [String] = []
    let next = AppearingViewController()
    next.log = { events.append($0) }
    let finished = expectation(description: "the push's transaction completed")
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      events.append("completion")
      finished.fulfill()
    }
    navigation.pushViewController(next, animated: true)
    events.append("after push")
    CATransaction.commit()
    wait(for: [finished], timeout: 1)
    XCTAssertEqual(events, ["viewDidAppear", "after push", "completion"])
    XCTAssertIdentical(navigation.topViewController, next)
    XCTAssertNotNil(window.rootViewController)
  }

  func testAReplacedCompletionBlockRunsWhenReplaced() {
    var events: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { events.append("first") }
    CATransaction.setCompletionBlock { events.append("second") }
    XCTAssertEqual(events, ["first"])
    XCTAssertNotNil(CATransaction.completionBlock())
    CATransaction.commit()
    XCTAssertEqual(events, ["first", "second"])
  }

  func testNestedGroupsInheritTheirValuesAndGiveThemBackOnCommit() {
    CATransaction.begin()
    XCTAssertEqual(CATransaction.animationDuration(), 0.25, "Core Animation's default")
    XCTAssertFalse(CATransaction.disableActions())
    CATransaction.setAnimationDuration(1)
    CATransaction.setDisableActions(true)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
    CATransaction.begin()
    XCTAssertEqual(CATransaction.animationDuration(), 1)
    XCTAssertTrue(CATransaction.disableActions())
    CATransaction.setAnimationDuration(2)
    XCTAssertEqual(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double, 2)
    CATransaction.commit()
    XCTAssertEqual(CATransaction.animationDuration(), 1)
    XCTAssertNotNil(CATransaction.animationTimingFunction())
    CATransaction.commit()
  }

  func testTheImplicitTransactionCommitsWhenTheRunLoopTurns() {
    var ran = 0
    let committed = expectation(description: "the implicit transaction committed")
    CATransaction.setCompletionBlock {
      ran += 1
      committed.fulfill()
    }
    XCTAssertEqual(ran, 0, "not before the run loop turns")
    wait(for: [committed], timeout: 1)
    XCTAssertEqual(ran, 1)
  }

  func testFlushCommitsTheImplicitTransactionNow() {
    var ran = 0
    CATransaction.setCompletionBlock { ran += 1 }
    CATransaction.flush()
    XCTAssertEqual(ran, 1)
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
    XCTAssertEqual(ran, 1, "committed once")
  }

  func testATimingFunctionKeepsItsControlPoints() {
    let function = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    var point: [Float] = [0, 0]
    function.getControlPoint(at: 1, values: &point)
    XCTAssertEqual(point, [0.42, 0])
    function.getControlPoint(at: 3, values: &point)
    XCTAssertEqual(point, [1, 1])
  }

  func testTransformFunctionsMakeTheMatricesCoreAnimationDoes() {
    XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
    let scale = CATransform3DMakeScale(2, 3, 1)
    XCTAssertFalse(CATransform3DIsIdentity(scale))
    XCTAssertEqual([scale.m11, scale.m22, scale.m33], [2, 3, 1])
    let translation = CATransform3DMakeTranslation(4, 5, 6)
    XCTAssertEqual([translation.m41, translation.m42, translation.m43], [4, 5, 6])
    XCTAssertEqual(translation.m44, 1)
  }

  func testAnAutoreleasePoolReturnsAndRethrows() throws {
    XCTAssertEqual(autoreleasepool { 6 * 7 }, 42)
    struct Failure: Error {}
    XCTAssertThrowsError(try autoreleasepool { () throws -> Int in throw Failure() }) {
      XCTAssertTrue($0 is Failure)
    }
  }
}
