import Foundation
import Storyboards
import XCTest

/// Activities, menus and key commands keep what they are made with; recognizers send to the
/// targets they still have; animators and their timing curves copy and continue as UIKit's.
final class ActivitiesMenusAndAnimatorsTests: XCTestCase {
  final class Handler: ViewController {
    var taps = 0
    override class var memberTableClass: AnyClass? { Handler.self }
    override func objectiveCMember(named name: String) -> ObjectiveCMember? {
      guard name == "tap:" else { return super.objectiveCMember(named: name) }
      return .method(arity: 1) { _ in
        self.taps += 1
        return nil
      }
    }
  }

  func testAnActivityLeftAsItIsOffersNothingAndFinishesUncompleted() {
    final class Plain: Activity {
      var finished: [Bool] = []
      override func activityDidFinish(_ completed: Bool) { finished.append(completed) }
    }
    let activity = Plain()
    XCTAssertEqual(Activity.activityCategory, .action)
    XCTAssertNil(activity.activityType)
    XCTAssertNil(activity.activityTitle)
    XCTAssertNil(activity.activityImage)
    XCTAssertFalse(activity.canPerform(withActivityItems: ["text"]))
    activity.prepare(withActivityItems: ["text"])
    XCTAssertNil(activity.activityViewController)
    activity.perform()
    XCTAssertEqual(activity.finished, [false])
    Activity().activityDidFinish(true)
    XCTAssertEqual(Activity.ActivityType("com.example.post"), .init(rawValue: "com.example.post"))
    let sheet = ActivityViewController(
      activityItems: ["text", 3], applicationActivities: [activity])
    XCTAssertEqual(sheet.activityItems.count, 2)
    XCTAssertTrue(sheet.applicationActivities?.first === activity)
  }

  func testPresentationDefaultsAndControllersFromACoder() {
    final class Adapting: AdaptivePresentationControllerDelegate {}
    let presented = ViewController()
    presented.modalPresentationStyle = .pageSheet
    let presentation = PresentationController(presentedViewController: presented, presenting: nil)
    XCTAssertNil(
      Adapting().presentationController(
        presentation, viewControllerForAdaptivePresentationStyle: .fullScreen))
    XCTAssertEqual(
      presentation.adaptivePresentationStyle(for: TraitCollection(horizontalSizeClass: .regular)),
      .pageSheet)
    XCTAssertNil(presentation.objectiveCMember(named: "anything"))
    XCTAssertNil(PresentationController.memberTableClass)
    XCTAssertEqual(AlertController(coder: NSCoder())?.modalPresentationStyle, .overFullScreen)
    let search = SearchController(coder: NSCoder())
    XCTAssertTrue(search?.searchBar.searchController === search)
    XCTAssertEqual(search?.searchBarPlacement, .stacked)
    XCTAssertEqual(PercentDrivenInteractiveTransition().duration, 0, "no animator is asked")
    XCTAssertEqual(TransitionContextViewControllerKey(rawValue: "from"), .from)

    final class Results: SearchResultsUpdating {
      var updates = 0
      func updateSearchResults(for searchController: SearchController) { updates += 1 }
    }
    let results = Results()
    results.updateSearchResults(
      for: SearchController(searchResultsController: nil),
      selecting: SearchSuggestionItem(localizedSuggestion: "Paris"))
    XCTAssertEqual(results.updates, 1, "a chosen suggestion updates as the text does")
  }

  func testARecognizerSendsOnlyToTheTargetsItStillHas() {
    let handler = Handler()
    let tap = TapGestureRecognizer(target: handler, action: Selector("tap:"))
    View().addGestureRecognizer(tap)
    XCTAssertTrue(tap.recognize())
    XCTAssertEqual(handler.taps, 1)
    tap.removeTarget(handler, action: Selector("other:"))
    tap.recognize()
    XCTAssertEqual(handler.taps, 2, "another action is not this one")
    tap.removeTarget(nil, action: nil)
    tap.recognize()
    XCTAssertEqual(handler.taps, 2, "nil removes every target and action")
    XCTAssertNil(GestureRecognizer.memberTableClass)
    XCTAssertEqual(tap.modifierFlags, [])
    XCTAssertEqual(tap.numberOfTouches, 0)
    XCTAssertEqual(tap.buttonMask, .primary)
    XCTAssertEqual(tap.location(in: nil), .zero)
    XCTAssertEqual(tap.location(ofTouch: 0, in: nil), .zero)
    let other = PanGestureRecognizer()
    XCTAssertTrue(tap.canPrevent(other))
    XCTAssertTrue(tap.canBePrevented(by: other))
    XCTAssertFalse(tap.shouldBeRequiredToFail(by: other))
    XCTAssertTrue(tap.shouldReceive(Event()), "no delegate: every event")
    XCTAssertNotNil(TapGestureRecognizer(coder: NSCoder()))
    let navigation = NavigationController(navigationBarClass: nil, toolbarClass: nil)
    XCTAssertTrue(
      navigation.barHideOnSwipeGestureRecognizer === navigation.barHideOnSwipeGestureRecognizer)
  }

  func testMenusKeyCommandsAndPreviewsKeepWhatTheyAreMadeWith() {
    let action = Action(
      title: "Copy", subtitle: "To the clipboard", image: nil,
      identifier: Action.Identifier(rawValue: "copy"), discoverabilityTitle: "Copy it",
      attributes: [.destructive], state: .on
    ) { _ in }
    XCTAssertEqual(action.subtitle, "To the clipboard")
    XCTAssertEqual(action.identifier, Action.Identifier("copy"))
    XCTAssertEqual(action.state, .on)
    let menu = Menu(
      title: "Edit", subtitle: "Changes", image: nil, identifier: Menu.Identifier(rawValue: "edit"),
      options: [.displayInline], children: [action])
    XCTAssertEqual(menu.subtitle, "Changes")
    XCTAssertEqual(menu.identifier, Menu.Identifier("edit"))
    XCTAssertEqual(menu.children.count, 1)
    XCTAssertEqual(Menu(coder: NSCoder())?.title, "")
    XCTAssertEqual(MenuElement(coder: NSCoder())?.title, "")
    let save = KeyCommand(
      input: "s", modifierFlags: .command, action: Selector("save:"), discoverabilityTitle: "Save")
    XCTAssertEqual(save.input, "s")
    XCTAssertEqual(save.discoverabilityTitle, "Save")
    XCTAssertNil(KeyCommand(coder: NSCoder())?.input)
    let alternate = CommandAlternate(
      title: "Save All", action: Selector("saveAll:"), modifierFlags: .alternate)
    XCTAssertEqual(alternate.modifierFlags, .alternate)
    XCTAssertEqual(CommandAlternate(coder: NSCoder())?.title, "")
    let configuration = ContextMenuConfiguration(identifier: "row-1" as NSString)
    XCTAssertEqual(configuration.identifier as? NSString, "row-1")
    let lines = [NSValue(rect: CGRect(x: 0, y: 0, width: 10, height: 2))]
    XCTAssertEqual(PreviewParameters(textLineRects: lines).textLineRects.count, 1)
    let view = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    XCTAssertEqual(TargetedPreview(view: view).size, CGSize(width: 30, height: 20))
  }

  func testAContextMenuInteractionWithoutAMenuHasNoPreviewOrPlace() {
    final class Menus: ContextMenuInteractionDelegate {
      func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
      ) -> ContextMenuConfiguration? { nil }
    }
    let menus = Menus()
    let interaction = ContextMenuInteraction(delegate: menus)
    XCTAssertEqual(interaction.menuAppearance, .unknown)
    XCTAssertEqual(interaction.location(in: nil), .zero)
    let configuration = ContextMenuConfiguration()
    XCTAssertNil(
      menus.contextMenuInteraction(
        interaction, previewForHighlightingMenuWithConfiguration: configuration))
    XCTAssertNil(
      menus.contextMenuInteraction(
        interaction, previewForDismissingMenuWithConfiguration: configuration))
  }

  func testTimingCurvesAnswerTheirKindAndAnimatorsCopyAndContinue() async {
    let cubic = CubicTimingParameters()
    XCTAssertTrue(cubic.cubicTimingParameters === cubic)
    XCTAssertNil(cubic.springTimingParameters)
    XCTAssertEqual(cubic.animationCurve, .easeInOut)
    XCTAssertEqual(CubicTimingParameters(coder: NSCoder())?.animationCurve, .easeInOut)
    let spring = SpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 1, dy: 0))
    XCTAssertEqual(spring.initialVelocity.dx, 1)
    XCTAssertTrue(spring.springTimingParameters === spring)
    XCTAssertTrue(SpringTimingParameters().springTimingParameters != nil)
    XCTAssertNotNil(SpringTimingParameters(coder: NSCoder()))

    final class Told: ViewPropertyAnimator, @unchecked Sendable {
      let registered = XCTestExpectation(description: "a completion is added")
      override func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        super.addCompletion(completion)
        registered.fulfill()
      }
    }
    var steps: [String] = []
    let animator = Told(duration: 0.3, curve: .linear)
    animator.isInterruptible = false
    animator.addAnimations({ steps.append("delayed") }, delayFactor: 0.5)
    let copy = animator.copy() as? ViewPropertyAnimator
    XCTAssertEqual(copy?.duration, 0.3)
    XCTAssertEqual(copy?.isInterruptible, false)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
    XCTAssertTrue(animator.timingParameters as AnyObject === spring)
    XCTAssertTrue(animator.isRunning)
    XCTAssertEqual(steps, ["delayed"])
    animator.stopAnimation(false)
    async let position = animator.addCompletion()
    await fulfillment(of: [animator.registered], timeout: 5)
    animator.finishAnimation(at: .end)
    let finished = await position
    XCTAssertEqual(finished, .end)
  }

  func testGeometryAndCoreAnimationStandInsComputeAsCoreGraphics() {
    let moved = CGAffineTransform.identity.translatedBy(x: 10, y: 5)
    XCTAssertEqual(CGPoint(x: 1, y: 1).applying(moved), CGPoint(x: 11, y: 6))
    let turned = CGAffineTransform.identity.rotated(by: .pi / 2)
    let point = CGPoint(x: 1, y: 0).applying(turned)
    XCTAssertEqual(point.x, 0, accuracy: 1e-9)
    XCTAssertEqual(point.y, 1, accuracy: 1e-9)
    let double = CGAffineTransform(scaleX: 2, y: 3)
    XCTAssertEqual(CGSize(width: 4, height: 5).applying(double), CGSize(width: 8, height: 15))
    XCTAssertEqual(
      CGRect(x: 1, y: 1, width: 2, height: 2).applying(double),
      CGRect(x: 2, y: 3, width: 4, height: 6))
    let translation = CATransform3DMakeTranslation(1, 2, 3)
    XCTAssertEqual([translation.m41, translation.m42, translation.m43], [1, 2, 3])
    XCTAssertEqual(CGVector(dx: 2, dy: -1).dy, -1)
    let (dx, dy): (Double, Double) = (0.5, 1.5)
    XCTAssertEqual(CGVector(dx: dx, dy: dy), CGVector(dx: CGFloat(0.5), dy: CGFloat(1.5)))
    let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    XCTAssertEqual(color.numberOfComponents, 4)
    XCTAssertEqual(color.copy(alpha: 0.5)?.alpha, 0.5)
    XCTAssertEqual(CIImage(extent: CGRect(x: 0, y: 0, width: 3, height: 3)).extent.width, 3)
    XCTAssertNotNil(CALayer(layer: CALayer()))
    XCTAssertNotNil(CATransaction())
    CATransaction.lock()
    CATransaction.unlock()
  }

  func testExtensionContextsAndActivitiesRecordWhatTheyAreTold() {
    final class Answers: @unchecked Sendable { var values: [Bool] = [] }
    let context = NSExtensionContext()
    let expired = Answers()
    context.completeRequest(returningItems: nil) { expired.values.append($0) }
    XCTAssertTrue(context.isCompleted)
    XCTAssertEqual(expired.values, [false])
    let cancelled = NSExtensionContext()
    cancelled.cancelRequest(withError: CocoaError(.userCancelled))
    XCTAssertTrue(cancelled.isCompleted)
    let url = URL(string: "https://example.com/host")!
    let opened = Answers()
    context.open(url) { opened.values.append($0) }
    XCTAssertEqual(opened.values, [true])
    XCTAssertEqual(Application.shared.openedURLs.last, url)
    let activity = NSUserActivity(activityType: "com.example.view")
    activity.becomeCurrent()
    activity.resignCurrent()
    XCTAssertFalse(activity.isCurrent)
    activity.becomeCurrent()
    activity.invalidate()
    XCTAssertFalse(activity.isCurrent)
    XCTAssertTrue(activity.isInvalidated)
    XCTAssertTrue(activity == activity)
    XCTAssertFalse(activity == NSUserActivity(activityType: "com.example.view"))
    XCTAssertEqual(Set([activity, activity]).count, 1)
  }

  @available(*, deprecated, message: "reads UIKit's names from before iOS 14")
  func testTheOldSplitDisplayModeNamesAreTheNewModes() {
    XCTAssertEqual(SplitViewController.DisplayMode.primaryHidden, .secondaryOnly)
    XCTAssertEqual(SplitViewController.DisplayMode.primaryOverlay, .oneOverSecondary)
    XCTAssertEqual(BarStyle.blackOpaque, .black)
  }
}
