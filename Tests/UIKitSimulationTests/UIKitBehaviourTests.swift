import StoryboardTesting
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// UIKit's behaviour as the simulation gives it, under UIKit's names, with the simulation's own
/// API where UIKit has none (raises caught with `assertRaises`, a window's size class). Each test cites Apple's documentation
/// (developer.apple.com/documentation/uikit/…) or the exception text UIKit raises.
final class UIKitBehaviourTests: XCTestCase {
  private func visibleWindow(root: UIViewController, regular: Bool = false) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.horizontalSizeClass = regular ? .regular : .compact
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  /// A navigation controller on screen with a root titled `title`, told to `delegate`.
  private func navigationOnScreen(
    rootTitled title: String, delegate: UINavigationControllerDelegate
  ) -> (UINavigationController, UIWindow) {
    let root = UIViewController()
    root.title = title
    let navigation = UINavigationController(rootViewController: root)
    navigation.delegate = delegate
    return (navigation, visibleWindow(root: navigation))
  }

  /// An alert is presented over full screen here; `UIModalPresentationStyle.overFullScreen`:
  /// "The views beneath the presented content are not removed from the view hierarchy when the
  /// presentation finishes."
  func testAnAlertLeavesItsPresenterOnScreen() throws {
    let root = UIViewController()
    let window = visibleWindow(root: root)
    let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
    var chosen: [String?] = []
    alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { chosen.append($0.title) })
    root.present(alert, animated: true)
    XCTAssertIdentical(root.viewIfLoaded?.window, window)
    XCTAssertIdentical(root.presentedViewController, alert)
    try alert.tapAction(titled: "Stay")
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(chosen, ["Stay"], "the handler runs once the alert is dismissed")
  }

  /// UIKit raises "UIAlertController can only have one action with a style of
  /// UIAlertActionStyleCancel".
  func testASecondCancelActionRaises() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    assertRaises("can only have one action with a style of UIAlertActionStyleCancel") {
      alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    }
    XCTAssertEqual(alert.actions.map(\.title), ["Cancel"])
  }

  /// An action sheet on an iPad is a popover; with no source, UIKit raises NSGenericException
  /// "… You must provide either a sourceView and sourceRect or a barButtonItem …".
  func testAnActionSheetOnAnIPadNeedsASource() {
    let root = UIViewController()
    let window = visibleWindow(root: root, regular: true)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let error = assertRaises(
      "You must provide either a sourceView and sourceRect or a barButtonItem"
    ) {
      root.present(sheet, animated: true)
      RunLoop.current.run(until: Date())
    }
    XCTAssertEqual(error.map(Exceptions.name(of:)), "NSGenericException")
    XCTAssertNil(root.presentedViewController)
    sheet.popoverPresentationController?.sourceView = root.view
    sheet.popoverPresentationController?.sourceRect = root.view.bounds
    root.present(sheet, animated: true)
    XCTAssertIdentical(root.presentedViewController, sheet)
    XCTAssertEqual(sheet.presentationStyle, .popover)
    XCTAssertIdentical(root.viewIfLoaded?.window, window)
  }

  /// `UIModalPresentationStyle.popover`: "In iOS 13 and later, for horizontally or vertically
  /// compact environments, this option behaves the same as UIModalPresentationStyle.formSheet."
  func testAnActionSheetOnAPhoneNeedsNoSource() {
    let root = UIViewController()
    let window = visibleWindow(root: root)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    root.present(sheet, animated: true)
    XCTAssertEqual(sheet.presentationStyle, .formSheet)
    XCTAssertIdentical(root.viewIfLoaded?.window, window)
  }

  /// `UIModalPresentationStyle.none`: "return it from the adaptivePresentationStyle(for:)
  /// method of an adaptive delegate when you do not want a presentation controller to adapt
  /// the style".
  func testAnAdaptiveDelegateKeepsAPopoverOnAPhone() {
    final class AlwaysPopover: NSObject, UIPopoverPresentationControllerDelegate {
      func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
      ) -> UIModalPresentationStyle { .none }
    }
    let root = UIViewController()
    let window = visibleWindow(root: root)
    let picker = UIViewController()
    picker.modalPresentationStyle = .popover
    let delegate = AlwaysPopover()
    picker.popoverPresentationController?.delegate = delegate
    picker.popoverPresentationController?.sourceView = root.view
    root.present(picker, animated: true)
    XCTAssertEqual(picker.presentationStyle, .popover)
    XCTAssertIdentical(root.viewIfLoaded?.window, window)
  }

  /// `popoverPresentationController`: "If the modal presentation style is a different value,
  /// this property is nil"; and "If the view controller or one of its ancestors is managed by
  /// a popover presentation controller, this property contains that object."
  func testThePopoverPresentationControllerFollowsTheStyle() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    XCTAssertNil(navigation.popoverPresentationController)
    navigation.modalPresentationStyle = .popover
    let popover = navigation.popoverPresentationController
    XCTAssertNotNil(popover)
    XCTAssertIdentical(content.popoverPresentationController, popover)
    navigation.modalPresentationStyle = .formSheet
    XCTAssertNil(navigation.popoverPresentationController)
    XCTAssertNotNil(navigation.sheetPresentationController)
  }

  /// `UINavigationControllerDelegate.navigationController(_:willShow:animated:)`: "Called just
  /// before the navigation controller displays a view controller's view and navigation item
  /// properties"; `didShow` after.
  func testTheNavigationDelegateIsToldAroundAPush() {
    final class Delegate: UINavigationControllerDelegate {
      var calls: [String] = []
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
      ) { calls.append("willShow \(viewController.title ?? "")") }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) { calls.append("didShow \(viewController.title ?? "")") }
    }
    let delegate = Delegate()
    let (navigation, window) = navigationOnScreen(rootTitled: "Root", delegate: delegate)
    let detail = UIViewController()
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)
    navigation.popViewController(animated: true)
    XCTAssertEqual(
      delegate.calls, ["willShow Detail", "didShow Detail", "willShow Root", "didShow Root"])
    XCTAssertTrue(window.isKeyWindow)
  }

  /// `setViewControllers(_:animated:)`: "If animated is YES, then simulate a push or pop
  /// depending on whether the new top view controller was previously in the stack"
  /// (UINavigationController.h): the delegate's animator is asked for that operation.
  func testAReplacedStackAsksForAPushOrAPopByItsNewTop() {
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
      { 0.1 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
      }
    }
    final class Delegate: NSObject, UINavigationControllerDelegate {
      var operations: [String] = []
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        operations.append(
          "\(operation == .push ? "push" : "pop") \(fromVC.title ?? "") to \(toVC.title ?? "")")
        return Animator()
      }
    }
    let delegate = Delegate()
    let (navigation, window) = navigationOnScreen(rootTitled: "Root", delegate: delegate)
    let list = UIViewController()
    list.title = "List"
    let detail = UIViewController()
    detail.title = "Detail"
    navigation.setViewControllers([list, detail], animated: true)
    navigation.setViewControllers([list], animated: true)
    XCTAssertEqual(delegate.operations, ["push Root to Detail", "pop Detail to List"])
    XCTAssertTrue(window.isKeyWindow)
  }

  /// A tab whose item is disabled ignores the user's tap: the runtime's reading of
  /// `UIBarItem.isEnabled` for simulated taps.
  func testADisabledTabIgnoresTaps() throws {
    let first = UIViewController()
    let second = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    second.tabBarItem.isEnabled = false
    let window = visibleWindow(root: tabs)
    try tabs.tapTabBarItem(at: 1)
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertIdentical(tabs.selectedViewController, first)
    XCTAssertEqual(tabs.tabBar.items?.count, 2)
  }

  /// `traitCollectionDidChange(_:)`: "The system calls this method when the iOS interface
  /// environment changes", with the traits from before the change.
  func testTraitChangesReachTheControllersOnScreen() {
    final class Adaptive: UIViewController {
      var previous: [UIUserInterfaceSizeClass] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection?.horizontalSizeClass ?? .compact)
      }
    }
    let adaptive = Adaptive()
    let window = visibleWindow(root: adaptive)
    XCTAssertEqual(adaptive.traitCollection.horizontalSizeClass, .compact)
    window.horizontalSizeClass = .regular
    XCTAssertEqual(adaptive.previous, [.compact])
    XCTAssertEqual(adaptive.traitCollection.horizontalSizeClass, .regular)
    XCTAssertEqual(adaptive.traitCollection.userInterfaceIdiom, .pad)
  }

  /// `UIViewController.editButtonItem`: "Returns a bar button item that toggles its title and
  /// associated state between Edit and Done."
  func testTheEditButtonTogglesEditing() throws {
    let controller = UIViewController()
    XCTAssertEqual(controller.editButtonItem.title, "Edit")
    try controller.editButtonItem.tap()
    XCTAssertTrue(controller.isEditing)
    XCTAssertEqual(controller.editButtonItem.title, "Done")
    controller.setEditing(false, animated: false)
    XCTAssertEqual(controller.editButtonItem.title, "Edit")
  }

  /// A bar button item's primary action runs on a tap; its target-action runs through the
  /// handler a test gives for the selector, since no Objective-C runtime sends it.
  func testTappingABarButtonItem() throws {
    var ran: [String] = []
    let save = UIBarButtonItem(
      title: "Save", image: nil, primaryAction: UIAction(title: "Save") { _ in ran.append("save") })
    try save.tap()
    let refresh = UIBarButtonItem(
      barButtonSystemItem: .refresh, target: self, action: Selector(("refresh")))
    try refresh.tap(actions: ["refresh": { ran.append("refresh") }])
    XCTAssertEqual(ran, ["save", "refresh"])
    XCTAssertThrowsError(try refresh.tap()) { error in
      XCTAssertEqual(
        error as? NavigationError,
        .barButtonItemHasNoHandler(item: "<BarButtonItem: refresh>", selector: "refresh"))
    }
  }

  /// `UIWindow(windowScene:)`, `UIApplication.shared.keyWindow` and a storyboard among a
  /// bundle's resources, as a scene delegate makes its window.
  func testASceneDelegateMakesItsWindowFromTheStoryboardOfABundle() throws {
    let scene = UIWindowScene(session: UISceneSession(), connectionOptions: .init())
    let window = UIWindow(windowScene: scene)
    window.rootViewController = UIStoryboard(name: "Main", bundle: .module)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    XCTAssertIdentical(UIApplication.shared.keyWindow, window)
    XCTAssertTrue(scene.windows.contains { $0 === window })
    let tabs = try XCTUnwrap(window.rootViewController as? UITabBarController)
    XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Notes", "Settings"])
    XCTAssertEqual(window.frame, UIScreen.main.bounds)
  }

  /// `instantiateViewController(identifier:creator:)` and
  /// `instantiateInitialViewController(creator:)` take UIKit's `nil` default for the creator.
  func testTheCreatorDefaultsToNil() throws {
    let storyboard = UIStoryboard(name: "Main", bundle: .module)
    let tabs: UITabBarController? = storyboard.instantiateInitialViewController()
    XCTAssertNotNil(tabs)
    let note: UIViewController = storyboard.instantiateViewController(identifier: "Note")
    XCTAssertEqual(note.navigationItem.title, "Note")
  }

  /// UIKit raises "Could not find a storyboard named 'Missing' in bundle …".
  func testAStoryboardMissingFromABundleRaises() {
    assertRaises("Could not find a storyboard named 'Missing'") {
      _ = UIStoryboard(name: "Missing", bundle: .module)
    }
  }

  /// `UIViewController.view`: "If you access this property when its value is nil, the view
  /// controller automatically calls the loadView() method and returns the resulting view."
  func testAViewSetToNilIsLoadedAgain() {
    final class Loading: UIViewController {
      var loads = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
      }
    }
    let controller = Loading()
    let first = controller.view
    controller.view = nil
    XCTAssertFalse(controller.isViewLoaded)
    let second = controller.view
    XCTAssertFalse(first === second)
    XCTAssertEqual(controller.loads, 2)
    XCTAssertNil(controller.nibName)
  }

  /// `UIApplicationDelegate.window` is an optional requirement, so an app reads it as
  /// `delegate?.window??`.
  func testTheApplicationDelegatesWindowIsDoublyOptional() {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }
    let delegate = AppDelegate()
    let root = UIViewController()
    delegate.window = UIWindow(frame: UIScreen.main.bounds)
    delegate.window?.rootViewController = root
    UIApplication.shared.delegate = delegate
    XCTAssertIdentical(UIApplication.shared.delegate?.window??.rootViewController, root)
    UIApplication.shared.delegate = nil
  }

  /// `IndexPath(row:section:)` and `.row`, UIKit's additions, as `prepare(for:sender:)` reads a
  /// table's selection.
  func testIndexPathRows() {
    let indexPath = IndexPath(row: 3, section: 1)
    XCTAssertEqual(indexPath.row, 3)
    XCTAssertEqual(indexPath.section, 1)
  }
}
