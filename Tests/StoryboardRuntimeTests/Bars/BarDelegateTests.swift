import StoryboardTesting
import Storyboards
import TestSupport
import XCTest

/// Delegates of bars, fields and page view controllers the app manages hear what UIKit tells
/// them, and their optional methods answer with UIKit's defaults.
final class BarDelegateTests: XCTestCase {
  final class Listener: TabBarDelegate, TextFieldDelegate, PageViewControllerDelegate {
    var heard: [String] = []
    func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {
      heard.append("will begin \(items.count)")
    }
    func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {
      heard.append("did end, changed \(changed)")
    }
    func textFieldDidEndEditing(_ textField: TextField) { heard.append("did end editing") }
    func pageViewControllerSupportedInterfaceOrientations(
      _ pageViewController: PageViewController
    ) -> InterfaceOrientationMask { .portrait }
  }

  func testAnAppsOwnTabBarTellsItsDelegateAboutCustomizing() {
    let bar = TabBar()
    let listener = Listener()
    bar.delegate = listener
    let items = [
      TabBarItem(title: "A", image: nil, tag: 0), TabBarItem(title: "B", image: nil, tag: 1),
    ]
    bar.items = items
    bar.beginCustomizingItems(items)
    XCTAssertTrue(bar.endCustomizing(animated: false))
    XCTAssertEqual(listener.heard, ["will begin 2", "did end, changed false"])
  }

  func testEndingEditingWithAReasonReachesTheFormTheDelegateImplements() throws {
    let field = TextField()
    let listener = Listener()
    field.delegate = listener
    listener.textFieldDidEndEditing(field, reason: .committed)
    XCTAssertEqual(listener.heard, ["did end editing"])
    XCTAssertTrue(listener.textFieldShouldClear(field))
  }

  func testAPageViewControllersOrientationsAreItsDelegates() {
    let pages = PageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    let listener = Listener()
    pages.delegate = listener
    XCTAssertEqual(pages.supportedInterfaceOrientations, .portrait)
    XCTAssertEqual(
      listener.pageViewController(pages, spineLocationFor: .portrait), pages.spineLocation)
  }
}
