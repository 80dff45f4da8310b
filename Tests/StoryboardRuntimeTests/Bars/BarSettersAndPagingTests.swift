import Foundation
import Storyboards
import XCTest

/// The `animated:` setters of bars and scroll views set their property at once (nothing is
/// animated), and a page view controller keeps the style and options it was made with.
final class BarSettersAndPagingTests: XCTestCase {
  private final class Pages: NSObject, PageViewControllerDataSource, PageViewControllerDelegate {
    func pageViewController(
      _ pageViewController: PageViewController,
      viewControllerBefore viewController: ViewController
    ) -> ViewController? { nil }
    func pageViewController(
      _ pageViewController: PageViewController,
      viewControllerAfter viewController: ViewController
    ) -> ViewController? { nil }
  }

  func testANavigationItemsAnimatedSettersSetItsItems() {
    let item = NavigationItem(title: "Inbox")
    let edit = BarButtonItem(systemItem: .edit)
    let add = BarButtonItem(systemItem: .add)
    item.setLeftBarButton(edit, animated: true)
    item.setRightBarButton(add, animated: false)
    XCTAssertTrue(item.leftBarButtonItem === edit)
    XCTAssertTrue(item.rightBarButtonItem === add)
    item.setLeftBarButtonItems([add, edit], animated: true)
    item.setRightBarButtonItems(nil, animated: true)
    XCTAssertEqual(item.leftBarButtonItems?.count, 2)
    XCTAssertTrue(item.leftBarButtonItem === add, "the first of the items")
    XCTAssertNil(item.rightBarButtonItem)
  }

  func testATabBarsAnimatedSetterSetsItsItems() {
    let bar = TabBar()
    let items = [
      TabBarItem(title: "A", image: nil, tag: 1), TabBarItem(title: "B", image: nil, tag: 2),
    ]
    bar.setItems(items, animated: true)
    XCTAssertEqual(bar.items?.map(\.tag), [1, 2])
  }

  func testSetZoomScaleClampsToTheZoomLimitsAsZoomScaleDoes() {
    let scroll = ScrollView()
    scroll.setZoomScale(3, animated: true)
    XCTAssertEqual(scroll.zoomScale, 1, "1...1 by default")
    scroll.maximumZoomScale = 4
    scroll.setZoomScale(3, animated: false)
    XCTAssertEqual(scroll.zoomScale, 3)
    scroll.setZoomScale(9, animated: false)
    XCTAssertEqual(scroll.zoomScale, 4)
  }

  func testAPageViewControllerKeepsItsStyleAndSpineOption() {
    let curl = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .vertical,
      options: [.spineLocation: PageViewController.SpineLocation.mid.rawValue])
    XCTAssertEqual(curl.transitionStyle, .pageCurl)
    XCTAssertEqual(curl.navigationOrientation, .vertical)
    XCTAssertEqual(curl.spineLocation, .mid)
    XCTAssertTrue(curl.gestureRecognizers.isEmpty, "a swipe is simulated by swipe(_:completing:)")
    XCTAssertEqual(PageViewController.OptionsKey(rawValue: "k").rawValue, "k")
    let scroll = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    XCTAssertEqual(scroll.spineLocation, .none)
    XCTAssertEqual(scroll.preferredInterfaceOrientationForPresentation, .portrait)
    let pages = Pages()
    XCTAssertEqual(pages.presentationCount(for: scroll), 0, "no page indicator")
    XCTAssertEqual(pages.presentationIndex(for: scroll), 0)
    XCTAssertEqual(
      pages.pageViewControllerSupportedInterfaceOrientations(scroll), .allButUpsideDown)
    XCTAssertEqual(
      pages.pageViewControllerPreferredInterfaceOrientationForPresentation(scroll), .portrait)
  }
}
