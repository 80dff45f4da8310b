import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

// Members real navigation code reaches for, in UIKit's shapes: popover arrows and colours, the
// sheet's delegate and animated changes, window levels, bar button items' tint and visibility.

final class SharePanelController: UIViewController, UISheetPresentationControllerDelegate {
  private(set) var detentChanges = 0

  func presentShare(from item: UIBarButtonItem, on presenter: UIViewController) {
    let picker = UIViewController()
    picker.modalPresentationStyle = .popover
    presenter.present(picker, animated: true)
    picker.popoverPresentationController?.barButtonItem = item
    picker.popoverPresentationController?.permittedArrowDirections = [.up, .down]
    picker.popoverPresentationController?.backgroundColor = UIColor.purple
  }

  func presentSheet(on presenter: UIViewController) {
    let details = UIViewController()
    if let sheet = details.sheetPresentationController {
      sheet.delegate = self
      sheet.detents = [.medium(), .large()]
      sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    }
    presenter.present(details, animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    detentChanges += 1
  }
}

func raiseAboveAlerts(_ window: UIWindow) {
  window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
}

func hideEditButton(_ item: UIBarButtonItem) {
  item.isHidden = true
  item.tintColor = .systemPurple
  item.width = 44
}

final class SurfaceFragmentTests: XCTestCase {
  func testTheFragmentsKeepWhatTheySet() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    raiseAboveAlerts(window)
    XCTAssertEqual(window.windowLevel.rawValue, 2001)
    let item = UIBarButtonItem()
    hideEditButton(item)
    XCTAssertTrue(item.isHidden)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let panel = SharePanelController()
    panel.presentSheet(on: root)
    XCTAssertEqual(
      root.presentedViewController?.sheetPresentationController?.selectedDetentIdentifier, .large)
  }
}

// Bars the app styles and manages itself; a confirmation before Back pops; the deprecated
// split display modes real code still sets.

final class DraftEditorController: UIViewController, UINavigationBarDelegate, UITabBarDelegate {
  var hasUnsavedChanges = true
  private(set) var selectedTitles: [String] = []

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !hasUnsavedChanges
  }

  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    selectedTitles.append(item.title ?? "")
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    hasUnsavedChanges = false
  }
}

func styleBars(of navigation: UINavigationController, split: UISplitViewController) {
  navigation.navigationBar.barStyle = .black
  navigation.navigationBar.setBackgroundImage(UIImage(), for: .any, barMetrics: .default)
  navigation.navigationBar.shadowImage = UIImage()
  split.preferredDisplayMode = .allVisible
  let bar = UITabBar()
  bar.items = [UITabBarItem(title: "Drafts", image: nil, tag: 0)]
  bar.selectedItem = bar.items?.first
  let collection = UITraitCollection(userInterfaceStyle: .dark)
  _ = collection.userInterfaceStyle == UITraitCollection.current.userInterfaceStyle
}

final class BarFragmentTests: XCTestCase {
  func testStyledBarsKeepTheirStyle() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    styleBars(of: navigation, split: UISplitViewController())
    XCTAssertEqual(navigation.navigationBar.barStyle, .black)
    XCTAssertNotNil(navigation.navigationBar.backgroundImage(for: .any, barMetrics: .default))
    let editor = DraftEditorController()
    editor.didReceiveMemoryWarning()
    XCTAssertFalse(editor.hasUnsavedChanges)
  }
}

// A custom presentation: a presentation controller subclass from the transitioning delegate.

final class DimmingPresentationController: UIPresentationController {
  private(set) var calls: [String] = []

  override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  override var shouldRemovePresentersView: Bool { false }
  override func presentationTransitionWillBegin() { calls.append("presentation will begin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    calls.append("presentation did end \(completed)")
  }
  override func dismissalTransitionWillBegin() { calls.append("dismissal will begin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    calls.append("dismissal did end \(completed)")
  }
}

final class DrawerTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  private(set) var made: DimmingPresentationController?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = DimmingPresentationController(
      presentedViewController: presented, presenting: presenting)
    made = controller
    return controller
  }
}

final class CustomPresentationFragmentTests: XCTestCase {
  func testTheTransitioningDelegatesControllerManagesTheCustomPresentation() throws {
    let root = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let drawer = UIViewController()
    let transitioning = DrawerTransitioning()
    drawer.modalPresentationStyle = .custom
    drawer.transitioningDelegate = transitioning
    root.present(drawer, animated: true)
    let controller = try XCTUnwrap(transitioning.made)
    XCTAssertIdentical(drawer.presentationController, controller)
    XCTAssertIdentical(controller.presentingViewController, root)
    XCTAssertNotNil(controller.containerView)
    XCTAssertNotNil(root.viewIfLoaded?.window, "the presenter's view stays")
    root.dismiss(animated: true)
    XCTAssertEqual(
      controller.calls,
      [
        "presentation will begin", "presentation did end true", "dismissal will begin",
        "dismissal did end true",
      ])
    XCTAssertNil(root.presentedViewController)
  }
}

// A rotation: a controller that relays out alongside the transition.

final class GalleryViewController: UIViewController {
  private(set) var columns = 2
  private(set) var transitions: [String] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { _ in self.columns = size.width > size.height ? 4 : 2 },
      completion: { _ in self.transitions.append("\(Int(size.width))x\(Int(size.height))") })
  }
}

// Onboarding pages: a page view controller fed by its data source.

final class OnboardingPagesController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let steps: [UIViewController] = ["Welcome", "Sync", "Done"].map { title in
    let step = UIViewController()
    step.title = title
    return step
  }
  private(set) var finishedTurns = 0

  required init() {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    setViewControllers([steps[0]], direction: .forward, animated: false, completion: nil)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = steps.firstIndex(of: viewController), index > 0 else { return nil }
    return steps[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = steps.firstIndex(of: viewController), index + 1 < steps.count else {
      return nil
    }
    return steps[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { steps.count }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    if completed { finishedTurns += 1 }
  }

  func skipToEnd() {
    setViewControllers([steps[2]], direction: .forward, animated: true) { _ in }
  }
}

final class PageFragmentTests: XCTestCase {
  func testThePagesAreChildrenThatAppear() {
    let onboarding = OnboardingPagesController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = onboarding
    window.makeKeyAndVisible()
    XCTAssertEqual(onboarding.viewControllers?.map(\.title), ["Welcome"])
    XCTAssertIdentical(onboarding.children.first, onboarding.steps[0])
    XCTAssertNotNil(onboarding.steps[0].viewIfLoaded?.window)
    onboarding.skipToEnd()
    XCTAssertEqual(onboarding.viewControllers?.map(\.title), ["Done"])
    XCTAssertNil(onboarding.steps[0].parent)
    XCTAssertNil(onboarding.steps[0].viewIfLoaded?.window)
  }
}

// The iOS 14 split view delegate: a coordinator that follows collapses and arrangement changes.

final class MailSplitCoordinator: NSObject, UISplitViewControllerDelegate {
  private(set) var events: [String] = []

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    events.append("collapsed")
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    events.append("expanded")
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    events.append("arrangement \(displayMode.rawValue)")
  }
}

// A test base class that checks the device it runs on, as snapshot suites do.

class DeviceCheckingTestCase: XCTestCase {
  /// The model and system the reference snapshots were recorded on.
  var recordedOn: (model: String, system: String) { ("iPhone", "17.5") }

  func deviceMatchesTheRecording() -> Bool {
    let device = UIDevice.current
    return device.model == recordedOn.model && device.systemVersion == recordedOn.system
      && device.userInterfaceIdiom == .phone
  }
}

final class DeviceFragmentTests: DeviceCheckingTestCase {
  func testTheDefaultDeviceIsTheRecordedOne() throws {
    #if canImport(UIKit)
      throw XCTSkip("on iOS, the device is the simulator's")
    #else
      XCTAssertTrue(deviceMatchesTheRecording())
    #endif
  }
}

// An interactive pop driven by an edge pan, through the navigation delegate.

final class InteractivePopCoordinator: NSObject, UINavigationControllerDelegate {
  private(set) var interaction: UIPercentDrivenInteractiveTransition?

  func beginPan() { interaction = UIPercentDrivenInteractiveTransition() }

  func pan(to progress: CGFloat) {
    interaction?.update(progress)
    if progress > 0.5 {
      interaction?.completionSpeed = 2
      interaction?.finish()
    } else if progress < 0.05 {
      interaction?.cancel()
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

final class InteractionFragmentTests: XCTestCase {
  func testThePanMovesTheInteraction() {
    let coordinator = InteractivePopCoordinator()
    coordinator.beginPan()
    coordinator.pan(to: 0.3)
    XCTAssertEqual(coordinator.interaction?.percentComplete, 0.3)
    coordinator.pan(to: 0.8)
    XCTAssertEqual(coordinator.interaction?.completionSpeed, 2)
  }
}

// Trait-dependent code: colours per appearance and the text size.

func usesLargeLayout(_ traits: UITraitCollection) -> Bool {
  traits.preferredContentSizeCategory.isAccessibilityCategory
    || traits.horizontalSizeClass == .regular
}

func refreshColorsIfNeeded(_ controller: UIViewController, previous: UITraitCollection?) -> Bool {
  var changed = false
  UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
    changed = controller.traitCollection.hasDifferentColorAppearance(comparedTo: previous)
  }
  return changed && controller.traitCollection.layoutDirection == .leftToRight
}

final class TraitFragmentTests: XCTestCase {
  func testAPadsTraitsAskForTheLargeLayout() {
    let pad = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceIdiom: .pad),
    ])
    XCTAssertTrue(usesLargeLayout(pad))
    XCTAssertEqual(pad.userInterfaceIdiom, .pad)
  }
}
