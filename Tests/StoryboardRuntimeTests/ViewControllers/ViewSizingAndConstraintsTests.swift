import Foundation
import Storyboards
import XCTest

/// A view's sizing, constraint and gesture bookkeeping, as `UIView` documents it, with
/// geometry kept as data.
final class ViewSizingAndConstraintsTests: XCTestCase {
  private final class Sized: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: View.noIntrinsicMetric) }
  }

  private final class Counting: View {
    var updates = 0
    override func updateConstraints() {
      updates += 1
      super.updateConstraints()
    }
  }

  func testSizeThatFitsTakesTheIntrinsicSizeWhereThereIsOneAndSizeToFitAppliesIt() {
    let view = Sized(frame: CGRect(x: 5, y: 6, width: 10, height: 20))
    XCTAssertEqual(view.sizeThatFits(CGSize(width: 100, height: 30)), CGSize(width: 44, height: 30))
    view.sizeToFit()
    XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 44, height: 20), "the origin stays")
    let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    plain.sizeToFit()
    XCTAssertEqual(plain.frame, CGRect(x: 1, y: 2, width: 3, height: 4), "nothing to fit")
  }

  func testASnapshotIsAPlainViewOfTheViewsSize() throws {
    let view = Label(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
    let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: true))
    XCTAssertFalse(snapshot === view)
    XCTAssertEqual(snapshot.bounds.size, CGSize(width: 80, height: 20))
    XCTAssertTrue(type(of: snapshot) == View.self)
  }

  func testUpdateConstraintsRunsOnlyWhenAskedFor() {
    let view = Counting()
    XCTAssertFalse(view.needsUpdateConstraints())
    view.updateConstraintsIfNeeded()
    XCTAssertEqual(view.updates, 0)
    view.setNeedsUpdateConstraints()
    XCTAssertTrue(view.needsUpdateConstraints())
    view.updateConstraintsIfNeeded()
    view.updateConstraintsIfNeeded()
    XCTAssertEqual(view.updates, 1)
    XCTAssertFalse(view.needsUpdateConstraints())
  }

  func testAddingAndRemovingConstraintsActivatesAndDeactivatesThem() {
    let view = View()
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    let height = view.heightAnchor.constraint(equalToConstant: 20)
    let top = view.topAnchor.constraint(equalTo: view.bottomAnchor)
    view.addConstraint(width)
    view.addConstraints([height, top])
    XCTAssertEqual([width, height, top].map(\.isActive), [true, true, true])
    view.removeConstraint(width)
    view.removeConstraints([height, top])
    XCTAssertEqual([width, height, top].map(\.isActive), [false, false, false])
  }

  func testRemovingAGestureRecognizerDetachesIt() {
    let view = View()
    let tap = TapGestureRecognizer(target: nil, action: nil)
    let other = View()
    view.addGestureRecognizer(tap)
    other.removeGestureRecognizer(tap)
    XCTAssertTrue(tap.view === view, "another view's removal leaves it")
    view.removeGestureRecognizer(tap)
    XCTAssertNil(tap.view)
    XCTAssertEqual(view.gestureRecognizers?.count ?? 0, 0)
  }

  func testTheReadableContentGuideIsMadeOnceAndOwnedByTheView() {
    let view = View()
    let guide = view.readableContentGuide
    XCTAssertTrue(view.readableContentGuide === guide)
    XCTAssertTrue(guide.owningView === view)
  }

  func testAnimationsRunAtOnceAndTheirCompletionFinishes() {
    var steps: [String] = []
    View.animate(
      withDuration: 0.3, delay: 0.1, options: [.curveEaseOut],
      animations: { steps.append("animations") }, completion: { steps.append("done \($0)") })
    View.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [], animations: { steps.append("spring") },
      completion: { steps.append("done \($0)") })
    XCTAssertEqual(steps, ["animations", "done true", "spring", "done true"])
  }
}
