import Foundation
import Storyboards
import XCTest

/// Points and rectangles convert between views through the frames and bounds they keep; hit
/// testing finds the frontmost visible, interactive view as UIKit's does; the layout and
/// focus questions a view answers without a layout engine.
final class ViewCoordinatesTests: XCTestCase {
  private func hierarchy() -> (window: Window, card: View, badge: View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = View(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let badge = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    window.addSubview(card)
    card.addSubview(badge)
    return (window, card, badge)
  }

  func testPointsConvertThroughEachFramesOriginAndBoundsOrigin() {
    let (window, card, badge) = hierarchy()
    XCTAssertEqual(badge.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 35, y: 115))
    XCTAssertEqual(badge.convert(CGPoint(x: 5, y: 5), to: window), CGPoint(x: 35, y: 115))
    XCTAssertEqual(badge.convert(CGPoint(x: 5, y: 5), to: card), CGPoint(x: 15, y: 15))
    XCTAssertEqual(card.convert(CGPoint(x: 15, y: 15), to: badge), CGPoint(x: 5, y: 5))
    XCTAssertEqual(badge.convert(CGPoint(x: 35, y: 115), from: nil), CGPoint(x: 5, y: 5))
    XCTAssertEqual(card.convert(CGPoint(x: 5, y: 5), from: badge), CGPoint(x: 15, y: 15))
    card.bounds.origin = CGPoint(x: 0, y: 50)
    XCTAssertEqual(
      badge.convert(CGPoint(x: 5, y: 5), to: window), CGPoint(x: 35, y: 65),
      "scrolled content moves up by the bounds' origin")
    let rect = badge.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: window)
    XCTAssertEqual(rect, CGRect(x: 30, y: 60, width: 40, height: 40))
    XCTAssertEqual(
      badge.convert(CGRect(x: 30, y: 60, width: 8, height: 8), from: window),
      CGRect(x: 0, y: 0, width: 8, height: 8))
    XCTAssertEqual(badge.convert(rect, from: nil as View?).origin, CGPoint(x: 0, y: 0))
    XCTAssertEqual(
      badge.convert(CGRect(x: 1, y: 1, width: 2, height: 2), to: nil as View?).origin,
      CGPoint(x: 31, y: 61))
    let other: Window? = Window(frame: window.frame)
    XCTAssertEqual(window.convert(CGPoint(x: 1, y: 2), to: other), CGPoint(x: 1, y: 2))
    XCTAssertEqual(window.convert(CGPoint(x: 1, y: 2), from: other), CGPoint(x: 1, y: 2))
    XCTAssertEqual(window.convert(rect, to: other), rect, "windows share one space here")
    XCTAssertEqual(window.convert(rect, from: other), rect)
  }

  func testHitTestingFindsTheFrontmostVisibleInteractiveView() {
    let (window, card, badge) = hierarchy()
    XCTAssertNil(window.hitTest(CGPoint(x: 35, y: 115), with: nil), "a window is hidden at first")
    window.isHidden = false
    defer { window.isHidden = true }
    XCTAssertTrue(window.hitTest(CGPoint(x: 35, y: 115), with: nil) === badge)
    XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 250), with: nil) === card)
    XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    XCTAssertNil(window.hitTest(CGPoint(x: 500, y: 5), with: nil), "outside the window")
    let cover = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    card.addSubview(cover)
    XCTAssertTrue(window.hitTest(CGPoint(x: 35, y: 115), with: nil) === cover, "frontmost")
    cover.alpha = 0.005
    XCTAssertTrue(window.hitTest(CGPoint(x: 35, y: 115), with: nil) === badge, "alpha < 0.01")
    badge.isHidden = true
    XCTAssertTrue(window.hitTest(CGPoint(x: 35, y: 115), with: nil) === card)
    card.isUserInteractionEnabled = false
    XCTAssertTrue(window.hitTest(CGPoint(x: 35, y: 115), with: nil) === window)
    XCTAssertTrue(card.point(inside: CGPoint(x: 299, y: 199), with: nil))
    XCTAssertFalse(card.point(inside: CGPoint(x: 300, y: 10), with: nil))
  }

  func testEndEditingResignsTheFirstResponderInTheTree() {
    let (window, card, _) = hierarchy()
    window.makeKeyAndVisible()
    let field = TextField()
    card.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertTrue(window.endEditing(false))
    XCTAssertFalse(field.isFirstResponder)
    XCTAssertTrue(card.endEditing(true), "no first responder: nothing to resign")
    window.isHidden = true
  }

  func testLayoutQuestionsWithoutALayoutEngine() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let target = CGSize(width: 320, height: 44)
    XCTAssertEqual(view.systemLayoutSizeFitting(target), target)
    XCTAssertEqual(
      view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ),
      target)
    XCTAssertFalse(View.requiresConstraintBasedLayout)
    XCTAssertEqual(view.alignmentRectInsets, .zero)
    XCTAssertTrue(view.forLastBaselineLayout === view)
    XCTAssertTrue(view.forBaselineLayout() === view)
    XCTAssertTrue(view.gestureRecognizerShouldBegin(TapGestureRecognizer(target: nil, action: nil)))
    let other = View()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    let top = view.firstBaselineAnchor.constraint(equalTo: other.lastBaselineAnchor)
    view.addConstraints([width, top])
    XCTAssertEqual(view.constraintsAffectingLayout(for: .horizontal).count, 1)
    XCTAssertTrue(view.constraintsAffectingLayout(for: .vertical).first === top)
    XCTAssertEqual(top.firstAttribute, .firstBaseline)
    XCTAssertEqual(top.secondAttribute, .lastBaseline)
    XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true), "not drawn")
    let snapshot = view.resizableSnapshotView(
      from: CGRect(x: 10, y: 10, width: 30, height: 20), afterScreenUpdates: false,
      withCapInsets: .zero)
    XCTAssertEqual(snapshot?.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
    XCTAssertTrue(view.viewPrintFormatter().view === view)
  }

  func testAppearanceDataReadsBackAndDescribesItsLimits() {
    let view = View()
    XCTAssertTrue(CATransform3DIsIdentity(view.transform3D))
    view.transform3D = CATransform3DMakeScale(2, 2, 1)
    XCTAssertEqual(view.transform3D.m11, 2)
    XCTAssertEqual(view.appliedContentSizeCategoryLimitsDescription, "minimum: none, maximum: none")
    view.minimumContentSizeCategory = .small
    XCTAssertEqual(view.minimumContentSizeCategory, .small)
    XCTAssertEqual(
      view.appliedContentSizeCategoryLimitsDescription,
      "minimum: \(ContentSizeCategory.small.rawValue), maximum: none")
    let effect = FocusEffect()
    view.focusEffect = effect
    XCTAssertTrue(view.focusEffect === effect)
  }

  func testFocusAndMotionAnswerTheirNeutralValues() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    XCTAssertTrue(child.parentFocusEnvironment as AnyObject === parent)
    XCTAssertTrue(child.view.parentFocusEnvironment as AnyObject === child, "its controller")
    let subview = View()
    child.view.addSubview(subview)
    XCTAssertTrue(subview.parentFocusEnvironment as AnyObject === child.view)
    XCTAssertTrue(child.preferredFocusEnvironments.isEmpty)
    let presented = ViewController()
    let presentation = PresentationController(
      presentedViewController: presented, presenting: parent)
    XCTAssertTrue(
      presentation.parentFocusEnvironment as AnyObject === presented, "the presented controller")
    let context = FocusUpdateContext(previouslyFocusedView: subview, nextFocusedView: nil)
    XCTAssertTrue(context.previouslyFocusedView === subview)
    XCTAssertNil(context.nextFocusedView)
    XCTAssertEqual(FocusGroupPriority(rawValue: 2000), .prioritized)
    var steps: [String] = []
    FocusAnimationCoordinator().addCoordinatedAnimations({ steps.append("animations") }) {
      steps.append("completion")
    }
    XCTAssertEqual(steps, ["animations", "completion"])
    XCTAssertNil(
      MotionEffect(coder: NSCoder())?.keyPathsAndRelativeValues(forViewerOffset: Offset()))
  }

  func testAnimationBlocksRunAtOnce() async {
    var runs: [String] = []
    View.performWithoutAnimation { runs.append("without") }
    View.modifyAnimations(withRepeatCount: 2, autoreverses: true) { runs.append("modified") }
    let finished = await View.animateKeyframes(withDuration: 0.3, delay: 0) {
      runs.append("keyframes")
    }
    XCTAssertTrue(finished)
    XCTAssertEqual(runs, ["without", "modified", "keyframes"])
  }

  func testAControllersResponderAndSystemDefaults() {
    final class Loading: ViewController {
      @ViewLoading var badge: Label = Label()
      override func viewDidLoad() {
        super.viewDidLoad()
        badge.text = "loaded"
      }
    }
    let loading = Loading()
    XCTAssertEqual(loading.badge.text, "loaded", "reading it loads the view")
    XCTAssertTrue(loading.isViewLoaded)
    let controller = ViewController()
    XCTAssertNil(controller.inputView)
    XCTAssertNil(controller.inputAccessoryView)
    let scroll = ScrollView()
    controller.setContentScrollView(scroll)
    XCTAssertTrue(controller.contentScrollView(for: .top) === scroll)
    XCTAssertTrue(controller.contentScrollView(for: .bottom) === scroll)
    XCTAssertNotNil(Window(coder: NSCoder()))
  }
}
