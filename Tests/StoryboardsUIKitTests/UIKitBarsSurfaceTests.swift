import StoryboardTesting
import XCTest

/// The bars' and containers' settable members read back what was set, with UIKit's defaults;
/// the derived ones answer as UIKit documents.
final class UIKitBarsSurfaceTests: XCTestCase {
  func testToolbarItemsAndImages() {
    let toolbar = UIToolbar()
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    toolbar.setItems([.flexibleSpace(), done], animated: false)
    XCTAssertEqual(toolbar.items?.count, 2)
    XCTAssertIdentical(toolbar.items?.last, done)
    XCTAssertTrue(toolbar.isTranslucent)
    toolbar.barTintColor = .systemBlue
    XCTAssertEqual(toolbar.barTintColor, .systemBlue)
    let image = UIImage(systemName: "square")
    toolbar.setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .default)
    XCTAssertEqual(
      toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default), image)
    XCTAssertNil(toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default))
    toolbar.setShadowImage(image, forToolbarPosition: .any)
    XCTAssertEqual(toolbar.shadowImage(forToolbarPosition: .any), image)
    XCTAssertEqual(UIBarButtonItem.fixedSpace(12).width, 12)
  }

  func testTabBarAndItems() {
    let tabBar = UITabBar()
    XCTAssertEqual(tabBar.itemPositioning, .automatic)
    tabBar.itemPositioning = .centered
    tabBar.itemWidth = 80
    tabBar.itemSpacing = 12
    XCTAssertEqual(tabBar.itemPositioning, .centered)
    XCTAssertEqual(tabBar.itemWidth, 80)
    XCTAssertEqual(tabBar.itemSpacing, 12)
    XCTAssertFalse(tabBar.isCustomizing)
    let item = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
    tabBar.beginCustomizingItems([item])
    XCTAssertTrue(tabBar.isCustomizing)
    XCTAssertTrue(tabBar.endCustomizing(animated: false))
    XCTAssertFalse(tabBar.isCustomizing)
    item.badgeColor = .systemRed
    item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
    item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
    XCTAssertEqual(item.badgeColor, .systemRed)
    XCTAssertEqual(item.titlePositionAdjustment.vertical, -2)
    XCTAssertEqual(item.badgeTextAttributes(for: .normal)?.count, 1)
    XCTAssertNil(item.badgeTextAttributes(for: .selected))
    item.imageInsets = UIEdgeInsets(top: 2, left: 0, bottom: -2, right: 0)
    XCTAssertEqual(item.imageInsets.top, 2)
    item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
    XCTAssertEqual(item.titleTextAttributes(for: .normal)?.count, 1)
  }

  func testNavigationItemAndBar() {
    let item = UINavigationItem(title: "Inbox")
    XCTAssertEqual(item.backButtonDisplayMode, .default)
    XCTAssertEqual(item.style, .navigator)
    XCTAssertEqual(item.preferredSearchBarPlacement, .automatic)
    XCTAssertEqual(item.searchBarPlacement, .stacked)
    item.backButtonDisplayMode = .minimal
    item.preferredSearchBarPlacement = .inline
    item.customizationIdentifier = "inbox"
    XCTAssertEqual(item.backButtonDisplayMode, .minimal)
    XCTAssertEqual(item.searchBarPlacement, .inline)
    XCTAssertEqual(item.customizationIdentifier, "inbox")
    let appearance = UINavigationBarAppearance()
    item.compactScrollEdgeAppearance = appearance
    XCTAssertIdentical(item.compactScrollEdgeAppearance, appearance)
    let bar = UINavigationBar()
    XCTAssertEqual(bar.titleVerticalPositionAdjustment(for: .default), 0)
    bar.setTitleVerticalPositionAdjustment(4, for: .compact)
    XCTAssertEqual(bar.titleVerticalPositionAdjustment(for: .compact), 4)
    let back = UIImage(systemName: "chevron.backward")
    bar.backIndicatorImage = back
    XCTAssertEqual(bar.backIndicatorImage, back)
    let navigation = UINavigationController(rootViewController: UIViewController())
    XCTAssertFalse(navigation.hidesBarsOnTap)
    navigation.hidesBarsOnTap = true
    XCTAssertTrue(navigation.hidesBarsOnTap)
    XCTAssertTrue(navigation.barHideOnTapGestureRecognizer.isEnabled)
  }

  func testSplitViewColumnsPreferences() {
    let split = UISplitViewController(style: .doubleColumn)
    XCTAssertEqual(split.preferredSplitBehavior, .automatic)
    XCTAssertEqual(
      split.preferredPrimaryColumnWidthFraction, UISplitViewController.automaticDimension)
    split.preferredSplitBehavior = .overlay
    split.preferredPrimaryColumnWidth = 320
    split.primaryEdge = .trailing
    split.displayModeButtonVisibility = .never
    XCTAssertEqual(split.splitBehavior, .overlay)
    XCTAssertEqual(split.preferredPrimaryColumnWidth, 320)
    XCTAssertEqual(split.primaryEdge, .trailing)
    XCTAssertEqual(split.displayModeButtonVisibility, .never)
    XCTAssertIdentical(split.displayModeButtonItem, split.displayModeButtonItem)
  }

  /// A navigation controller's toolbar shows, and sets, its top controller's toolbar items.
  func testANavigationControllersToolbarItemsAreTheTopControllers() {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
    navigation.toolbar.setItems([share], animated: false)
    XCTAssertEqual(top.toolbarItems?.count, 1)
    XCTAssertIdentical(navigation.toolbar.items?.first, share)
  }

  /// The navigation controller's orientations are its delegate's answer.
  func testTheNavigationDelegateAnswersForOrientations() {
    final class PortraitOnly: NSObject, UINavigationControllerDelegate {
      func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
      ) -> UIInterfaceOrientationMask { .portrait }
    }
    let navigation = UINavigationController(rootViewController: UIViewController())
    let withoutDelegate = navigation.supportedInterfaceOrientations
    let delegate = PortraitOnly()
    navigation.delegate = delegate
    XCTAssertEqual(navigation.supportedInterfaceOrientations, .portrait)
    navigation.delegate = nil
    XCTAssertEqual(navigation.supportedInterfaceOrientations, withoutDelegate)
  }
}
