import Storyboards
import XCTest

/// Navigation items, tab bar items, bar button items and the bars that show them.
final class BarTests: XCTestCase {
  /// `UIViewController.title`: "If the view controller has a valid navigation item or tab-bar
  /// item, assigning a value to this property updates the title text of those objects."
  func testTitleUpdatesTheNavigationItemAndTheTabBarItem() {
    let controller = ViewController()
    let item = controller.navigationItem
    let tab: TabBarItem = controller.tabBarItem
    controller.title = "Inbox"
    XCTAssertEqual(item.title, "Inbox")
    XCTAssertEqual(tab.title, "Inbox")
    controller.navigationItem.title = "Mail"
    XCTAssertEqual(controller.title, "Inbox", "the navigation item's title is its own")
  }

  /// `UIViewController.tabBarItem`: "The default value is a tab bar item that displays the view
  /// controller's title."
  func testTheDefaultTabBarItemShowsTheTitle() {
    let controller = ViewController()
    controller.title = "Settings"
    XCTAssertEqual(controller.tabBarItem.title, "Settings")
  }

  /// `UINavigationItem.leftBarButtonItem` is the first of `leftBarButtonItems`.
  func testASingleBarButtonItemIsTheFirstOfItsList() {
    let item = NavigationItem(title: "Edit")
    let done = BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    let cancel = BarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
    item.rightBarButtonItems = [done, cancel]
    XCTAssertIdentical(item.rightBarButtonItem, done)
    item.leftBarButtonItem = cancel
    XCTAssertEqual(item.leftBarButtonItems?.count, 1)
    item.setHidesBackButton(true, animated: true)
    XCTAssertTrue(item.hidesBackButton)
  }

  /// The navigation bar's items are the stack's navigation items; its back item is the one
  /// below the top.
  func testTheNavigationBarShowsTheStacksItems() {
    let root = ViewController()
    root.title = "Inbox"
    let navigation = NavigationController(rootViewController: root)
    XCTAssertNil(navigation.navigationBar.backItem)
    let message = ViewController()
    message.title = "Message"
    message.toolbarItems = [BarButtonItem(barButtonSystemItem: .reply, target: nil, action: nil)]
    navigation.pushViewController(message, animated: false)
    XCTAssertEqual(navigation.navigationBar.items?.map(\.title), ["Inbox", "Message"])
    XCTAssertIdentical(navigation.navigationBar.topItem, message.navigationItem)
    XCTAssertIdentical(navigation.navigationBar.backItem, root.navigationItem)
    XCTAssertEqual(navigation.toolbar.items?.first?.systemItem, .reply)
    XCTAssertTrue(navigation.isToolbarHidden, "a navigation controller's toolbar starts hidden")
  }

  /// `UINavigationBarDelegate.navigationBar(_:shouldPop:)` is asked before a tap on Back pops.
  func testATapOnBackAsksTheBarsDelegateFirst() {
    final class Guard: NavigationBarDelegate {
      var allows = false
      var popped: [String?] = []
      func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool {
        allows
      }
      func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {
        popped.append(item.title)
      }
    }
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let editor = ViewController()
    editor.title = "Draft"
    navigation.pushViewController(editor, animated: false)
    let guardian = Guard()
    navigation.navigationBar.delegate = guardian
    XCTAssertNil(navigation.tapBackButton())
    XCTAssertIdentical(navigation.topViewController, editor)
    guardian.allows = true
    XCTAssertIdentical(navigation.tapBackButton(), editor)
    XCTAssertEqual(navigation.viewControllers, [root])
    XCTAssertEqual(guardian.popped, ["Draft"])
    XCTAssertNil(navigation.tapBackButton(), "no Back on the root")
  }

  /// A bar the app manages itself keeps the items it is given; a navigation controller's bar
  /// shows the stack's.
  func testAnAppsOwnBarKeepsItsItems() {
    let bar = NavigationBar()
    let item = NavigationItem(title: "Draft")
    bar.setItems([item], animated: false)
    XCTAssertIdentical(bar.topItem, item)
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.navigationBar.items = [item]
    XCTAssertEqual(navigation.navigationBar.items?.count, 1)
    XCTAssertFalse(navigation.navigationBar.items?.first === item, "the stack's items win")
  }
}
