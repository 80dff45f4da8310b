import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

// Navigation code in the shapes real apps write it — bookmarks, compose screens, settings,
// share sheets, onboarding — compiled unchanged against StoryboardsUIKit. The test at the end
// runs some of them.

final class BookmarksViewController: UITableViewController, UISearchResultsUpdatingStandIn {
  private let searchController = UISearchController(searchResultsController: nil)
  private(set) var openedURLs: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Bookmarks"
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    searchController.obscuresBackgroundDuringPresentation = false
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .done, target: self, action: Selector(("onDonePressed")))
    navigationItem.leftBarButtonItem = editButtonItem
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let indexPath = sender as? IndexPath else { return }
    if let folder = segue.destination as? BookmarkFolderViewController {
      folder.depth = indexPath.section + 1
    }
  }

  func onDonePressed() {
    dismiss(animated: true, completion: nil)
  }

  func open(_ url: String) {
    openedURLs.append(url)
    navigationController?.popToRootViewController(animated: true)
  }
}

/// Stands for `UISearchResultsUpdating`, which needs `UISearchController`'s search bar.
protocol UISearchResultsUpdatingStandIn: AnyObject {}

final class BookmarkFolderViewController: UIViewController {
  var depth = 0

  init(depth: Int) {
    self.depth = depth
    super.init(nibName: nil, bundle: nil)
  }

  // What the build step writes for a class without `init()` (compiled here directly).
  required init() { fatalError("Use of unimplemented initializer 'init(nibName:bundle:)'") }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(false, animated: animated)
    transitionCoordinator?.animate(
      alongsideTransition: { _ in
        self.view.alpha = 1
      }, completion: nil)
  }
}

final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var hasUnsavedChanges = false
  private(set) var discarded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel", style: .plain, target: self, action: nil)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Post", image: nil,
      primaryAction: UIAction(title: "Post") { [weak self] _ in self?.dismiss(animated: true) })
    isModalInPresentation = hasUnsavedChanges
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    let alert = UIAlertController(
      title: nil, message: "Discard this post?", preferredStyle: .actionSheet)
    alert.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
        self?.discarded = true
        self?.dismiss(animated: true)
      })
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel, handler: nil))
    alert.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
    present(alert, animated: true, completion: nil)
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
  }
}

final class TimelineViewController: UIViewController {
  func compose() {
    let compose = ComposeViewController()
    let navigation = UINavigationController(rootViewController: compose)
    navigation.modalPresentationStyle = .pageSheet
    if let sheet = navigation.sheetPresentationController {
      sheet.detents = [.large()]
      sheet.prefersGrabberVisible = false
    }
    navigation.presentationController?.delegate = compose
    present(navigation, animated: true)
  }

  func showProfile(of account: String) {
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle.module)
    let profile = storyboard.instantiateViewController(withIdentifier: "Note")
    profile.title = account
    profile.hidesBottomBarWhenPushed = true
    navigationController?.pushViewController(profile, animated: true)
  }

  func share(_ text: String, from item: UIBarButtonItem) {
    let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
    activity.popoverPresentationController?.barButtonItem = item
    activity.completionWithItemsHandler = { _, completed, _, _ in
      _ = completed
    }
    present(activity, animated: true)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
      view.setNeedsLayoutStandIn()
    }
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersStatusBarHidden: Bool { false }
}

extension UIView {
  /// Stands for `setNeedsLayout()`.
  func setNeedsLayoutStandIn() {}
}

/// Bar appearances as apps configure them since iOS 13.
func styleNavigationBar(of navigationController: UINavigationController?, item: UINavigationItem) {
  let appearance = UINavigationBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.backgroundColor = .systemBackground
  appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
  navigationController?.navigationBar.standardAppearance = appearance
  navigationController?.navigationBar.scrollEdgeAppearance = appearance
  navigationController?.navigationBar.tintColor = .systemBlue
  item.standardAppearance = appearance
}

final class RootTabBarController: UITabBarController, UITabBarControllerDelegate {
  private(set) var reselected = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    let timeline = UINavigationController(rootViewController: TimelineViewController())
    styleNavigationBar(of: timeline, item: timeline.topViewController!.navigationItem)
    tabBar.standardAppearance.configureWithDefaultBackground()
    tabBar.unselectedItemTintColor = .systemGray
    timeline.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"), selectedImage: nil)
    let settings = UINavigationController(rootViewController: UIViewController())
    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
    settings.tabBarItem.badgeValue = "1"
    viewControllers = [timeline, settings]
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    if viewController === selectedViewController { reselected += 1 }
  }
}

final class SplitRootViewController: UISplitViewController, UISplitViewControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    preferredDisplayMode = .oneBesideSecondary
    presentsWithGesture = false
  }

  func showDetail(_ detail: UIViewController) {
    showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
  }
}

final class OnboardingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = RootTabBarController()
    window?.makeKeyAndVisible()
  }
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var ran = false

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      toView.alpha = 1
    } completion: { _ in
      self.ran = true
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = FadeAnimator()

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { animator }
}

final class AppFragmentsTests: XCTestCase {
  func testTheFragmentsRunAsTheyWouldInAnApp() throws {
    // What OnboardingSceneDelegate does when its scene connects.
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = RootTabBarController()
    window.makeKeyAndVisible()
    let tabs = try XCTUnwrap(window.rootViewController as? RootTabBarController)
    XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Home", "Settings"])
    XCTAssertEqual(tabs.tabBar.items?.last?.badgeValue, "1")
    let home = try XCTUnwrap(tabs.viewControllers?.first as? UINavigationController)
    XCTAssertEqual(home.navigationBar.standardAppearance.backgroundColor, .systemBackground)
    XCTAssertIdentical(
      home.topViewController?.navigationItem.standardAppearance,
      home.navigationBar.standardAppearance)
    try tabs.tapTabBarItem(at: 0)
    XCTAssertEqual(tabs.reselected, 1, "a tap on the selected tab reselects it")

    let timeline = try XCTUnwrap(home.topViewController as? TimelineViewController)
    timeline.compose()
    let composing = try XCTUnwrap(timeline.presentedViewController as? UINavigationController)
    XCTAssertEqual(composing.sheetPresentationController?.detents, [.large()])
    let compose = try XCTUnwrap(composing.topViewController as? ComposeViewController)
    composing.isModalInPresentation = true
    XCTAssertFalse(composing.swipeToDismiss(), "a modal sheet refuses the swipe")
    let discard = try XCTUnwrap(compose.presentedViewController as? UIAlertController)
    try discard.tapAction(titled: "Discard")
    XCTAssertTrue(compose.discarded)
    XCTAssertNil(timeline.presentedViewController)

    let fade = FadeTransitioningDelegate()
    let about = UIViewController()
    about.transitioningDelegate = fade
    about.modalPresentationStyle = .custom
    timeline.present(about, animated: true)
    XCTAssertTrue(fade.animator.ran, "the animator's animation and completion ran")
    about.dismiss(animated: true)
    XCTAssertEqual(UIApplication.shared.keyWindow, window)
  }

  func testTheBookmarksFlow() throws {
    let bookmarks = BookmarksViewController()
    let navigation = UINavigationController(rootViewController: bookmarks)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    XCTAssertEqual(bookmarks.navigationItem.title, "Bookmarks")
    XCTAssertNotNil(bookmarks.navigationItem.searchController)
    navigation.pushViewController(BookmarkFolderViewController(depth: 1), animated: true)
    bookmarks.open("https://example.org")
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertEqual(bookmarks.openedURLs, ["https://example.org"])
  }
}
