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
