import Foundation
import Storyboards
import XCTest

/// A view's drawing, layout-direction, interaction, large-content and Auto Layout members keep
/// what the app sets and answer UIKit's neutral values; its animations run at once with the
/// duration of their block.
final class ViewSurfaceTests: XCTestCase {
  final class Recording: Interaction {
    weak var view: View?
    var moves: [String] = []
    func willMove(to view: View?) { moves.append("will \(view == nil ? "nil" : "view")") }
    func didMove(to view: View?) {
      self.view = view
      moves.append("did \(view == nil ? "nil" : "view")")
    }
  }

  func testAViewKeepsWhatTheAppSetsOnItAndOnItsLayer() {
    let view = View()
    XCTAssertEqual(view.layer.cornerRadius, 0)
    view.layer.cornerRadius = 8
    view.layer.borderColor = Color.red.cgColor
    XCTAssertEqual(view.layer.cornerRadius, 8, "the same layer every time")
    XCTAssertEqual(view.layer.borderColor, Color.red.cgColor)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    XCTAssertEqual(view.transform.a, 2)
    XCTAssertFalse(view.transform.isIdentity)
    view.anchorPoint = .zero
    XCTAssertEqual(view.anchorPoint, .zero)
    view.semanticContentAttribute = .forceRightToLeft
    XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    XCTAssertEqual(
      View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
    XCTAssertEqual(View.userInterfaceLayoutDirection(for: .playback), .leftToRight)
    view.largeContentTitle = "Share"
    view.maximumContentSizeCategory = .accessibilityMedium
    XCTAssertEqual(view.largeContentTitle, "Share")
    XCTAssertEqual(view.maximumContentSizeCategory, .accessibilityMedium)
    view.focusGroupPriority = .prioritized
    XCTAssertEqual(view.focusGroupPriority.rawValue, 2000)
    XCTAssertFalse(view.isFocused)
    XCTAssertFalse(view.hasAmbiguousLayout)
    XCTAssertTrue(view.forFirstBaselineLayout === view)
  }

  func testInteractionsAreToldTheyMoveToAndFromTheView() {
    let view = View()
    let interaction = Recording()
    view.addInteraction(interaction)
    XCTAssertTrue(interaction.view === view)
    XCTAssertEqual(view.interactions.count, 1)
    view.removeInteraction(interaction)
    XCTAssertEqual(interaction.moves, ["will view", "did view", "will nil", "did nil"])
    XCTAssertTrue(view.interactions.isEmpty)
    let effect = MotionEffect()
    view.addMotionEffect(effect)
    XCTAssertEqual(view.motionEffects.count, 1)
    view.removeMotionEffect(effect)
    XCTAssertTrue(view.motionEffects.isEmpty)
  }

  func testAlignmentRectanglesAreFramesInsetByTheAlignmentInsets() {
    final class Inset: View {
      override var alignmentRectInsets: EdgeInsets {
        EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      }
    }
    let view = Inset()
    let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let alignment = view.alignmentRect(forFrame: frame)
    XCTAssertEqual(alignment, CGRect(x: 2, y: 1, width: 94, height: 46))
    XCTAssertEqual(view.frame(forAlignmentRect: alignment), frame)
    let guide = view.keyboardLayoutGuide
    XCTAssertTrue(view.keyboardLayoutGuide === guide)
    XCTAssertTrue(view.layoutGuides.contains { $0 === guide })
  }

  func testAnimationsRunAtOnceWithTheirBlocksDuration() {
    var durations: [TimeInterval] = []
    View.animate(withDuration: 0.4) { durations.append(View.inheritedAnimationDuration) }
    View.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeCubic]) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
        durations.append(View.inheritedAnimationDuration)
      }
    }
    XCTAssertEqual(durations, [0.4, 0.5])
    XCTAssertEqual(View.inheritedAnimationDuration, 0, "outside a block")

    let superview = View()
    let doomed = View()
    superview.addSubview(doomed)
    var finished: Bool?
    View.perform(.delete, on: [doomed], animations: nil) { finished = $0 }
    XCTAssertNil(doomed.superview, "removed from the hierarchy when complete")
    XCTAssertEqual(finished, true)
  }

  func testAffineTransformsComposeAsCoreGraphics() {
    let move = CGAffineTransform(translationX: 10, y: 0)
    let moveThenScale = move.concatenating(CGAffineTransform(scaleX: 2, y: 2))
    XCTAssertEqual(CGPoint(x: 1, y: 1).applying(moveThenScale), CGPoint(x: 22, y: 2))
    XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)), CGPoint(x: 12, y: 2))
    let round = CGPoint(x: 3, y: 4).applying(moveThenScale).applying(moveThenScale.inverted())
    XCTAssertEqual(round.x, 3, accuracy: 1e-9)
    XCTAssertEqual(round.y, 4, accuracy: 1e-9)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(quarter)
    XCTAssertEqual(turned.x, 0, accuracy: 1e-9)
    XCTAssertEqual(turned.y, 1, accuracy: 1e-9)
  }

  func testLayersKeepTheirSublayers() {
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    XCTAssertTrue(child.superlayer === parent)
    child.removeFromSuperlayer()
    XCTAssertEqual(parent.sublayers?.count, 0)
    XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
    XCTAssertEqual(CATransform3DMakeScale(2, 3, 1).m22, 3)
  }
}

/// `@ViewLoading` loads the controller's view before the property is read (UIKit's
/// `UIViewController.ViewLoading`).
final class ViewLoadingTests: XCTestCase {
  final class Profile: ViewController {
    @ViewLoading var nameLabel: Label
    var loads = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      loads += 1
      nameLabel = Label()
      nameLabel.text = "Ada"
    }
  }

  func testReadingTheLabelLoadsTheView() {
    let profile = Profile()
    XCTAssertFalse(profile.isViewLoaded)
    XCTAssertEqual(profile.nameLabel.text, "Ada")
    XCTAssertTrue(profile.isViewLoaded)
    _ = profile.nameLabel
    XCTAssertEqual(profile.loads, 1)
    XCTAssertNil(profile.extensionContext)
    XCTAssertEqual(
      TraitCollection(userInterfaceStyle: .dark).imageConfiguration.traitCollection?
        .userInterfaceStyle, .dark)
  }
}
