import Foundation
import Storyboards
import TestSupport
import XCTest

/// Page view controllers: pages are children with UIKit's containment and appearance; the
/// user's swipe asks the data source, then tells the delegate.
final class PageViewControllerTests: XCTestCase {
  final class Book: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages: [ViewController]
    var log: [String] = []

    init(_ titles: [String]) {
      pages = titles.map(controller)
    }

    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
      pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
      pages.firstIndex { $0 === viewController }.flatMap {
        $0 + 1 < pages.count ? pages[$0 + 1] : nil
      }
    }

    func pageViewController(
      _ pageViewController: PageViewController,
      willTransitionTo pendingViewControllers: [ViewController]
    ) {
      log.append("will turn to \(pendingViewControllers.compactMap(\.title))")
    }

    func pageViewController(
      _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
      log.append("turned from \(previousViewControllers.compactMap(\.title)), \(completed)")
    }
  }

  private func launch() -> (PageViewController, Book, Window) {
    let book = Book(["One", "Two", "Three"])
    let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.title = "Book"
    pages.dataSource = book
    pages.delegate = book
    pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
    let window = visibleWindow(root: pages)
    return (pages, book, window)
  }

  func testSettingAPageMovesTheChildrenAndTheirAppearance() {
    let (pages, book, window) = launch()
    XCTAssertEqual(pages.spineLocation, .none, "a scrolling controller has no spine")
    let log = events {
      pages.setViewControllers([book.pages[2]], direction: .forward, animated: true)
    }
    XCTAssertEqual(pages.viewControllers, [book.pages[2]])
    XCTAssertEqual(pages.children, [book.pages[2]])
    XCTAssertTrue(log.contains("One.viewDidDisappear"), "\(log)")
    XCTAssertTrue(log.contains("Three.viewDidAppear"), "\(log)")
    XCTAssertTrue(log.contains("Three.didMove(toParent: Book)"), "\(log)")
    XCTAssertNoThrow(try window.checkInvariants())
  }

  func testASwipeAsksTheDataSourceAndTellsTheDelegate() {
    let (pages, book, window) = launch()
    XCTAssertTrue(pages.swipe(.forward))
    XCTAssertEqual(pages.viewControllers?.first?.title, "Two")
    XCTAssertFalse(pages.swipe(.forward, completing: false))
    XCTAssertEqual(pages.viewControllers?.first?.title, "Two", "a cancelled swipe changes nothing")
    XCTAssertTrue(pages.swipe(.reverse))
    XCTAssertFalse(pages.swipe(.reverse), "nothing before the first page")
    XCTAssertEqual(
      book.log,
      [
        "will turn to [\"Two\"]", "turned from [\"One\"], true", "will turn to [\"Three\"]",
        "turned from [\"Two\"], false", "will turn to [\"One\"]", "turned from [\"Two\"], true",
      ])
    XCTAssertNoThrow(try window.checkInvariants())
  }

  func testAPageOfAnotherContainerIsRefused() {
    let (pages, _, _) = launch()
    let elsewhere = controller("Elsewhere")
    let navigation = NavigationController(rootViewController: elsewhere)
    XCTAssertThrowsError(
      try catching { pages.setViewControllers([elsewhere], direction: .forward, animated: false) })
    XCTAssertEqual(pages.viewControllers?.first?.title, "One")
    XCTAssertIdentical(elsewhere.parent, navigation)
  }
}
