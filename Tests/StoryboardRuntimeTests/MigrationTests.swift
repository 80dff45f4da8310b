import Foundation
import Storyboards
import TestSupport
import XCTest

/// The "Now" forms of CHANGELOG.md's migration rows for the non-throwing, UIKit-shaped API,
/// written as code that must compile and behave as the rows say.
final class MigrationTests: XCTestCase {
  /// A controller written with UIKit's initializers, as the migration says.
  final class Inbox: ViewController {
    let account: String

    init(account: String) {
      self.account = account
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      account = (coder as? StoryboardCoder)?.sceneDefinition.storyboardIdentifier ?? "none"
      super.init(coder: coder)
    }

    required init() { fatalError("Use of unimplemented initializer 'init(nibName:bundle:)'") }
  }

  /// A custom segue: `perform()` neither throws nor is called with `try`.
  final class Fade: StoryboardSegue {
    nonisolated(unsafe) static var performed = 0
    override func perform() { Fade.performed += 1 }
  }

  private func storyboard() -> Storyboard {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "list", isInitial: true)
    main.viewController("list")
    main.viewController("inbox", storyboardIdentifier: "Inbox", customClass: "Inbox")
    main.segue(.show, from: "list", to: "inbox", identifier: "showInbox")
    let bundle = StoryboardBundle(storyboards: [main.definition])
    bundle.register(Inbox.self)
    return Storyboard(name: "Main", bundle: bundle)
  }

  func testTheNavigationCallsNeitherThrowNorNeedTry() throws {
    let storyboard = storyboard()
    let navigation = try XCTUnwrap(
      storyboard.instantiateInitialViewController() as? NavigationController)
    let window = visibleWindow(root: navigation)
    let list = try XCTUnwrap(navigation.topViewController)
    list.performSegue(withIdentifier: "showInbox", sender: nil)
    let inbox = try XCTUnwrap(navigation.topViewController as? Inbox)
    XCTAssertEqual(inbox.account, "Inbox")
    navigation.popToViewController(list, animated: false)
    navigation.pushViewController(Inbox(account: "b"), animated: false)
    navigation.setViewControllers([list], animated: false)
    list.show(ViewController(), sender: nil)
    list.showDetailViewController(ViewController(), sender: nil)
    list.present(ViewController(), animated: false)
    XCTAssertNotNil(list.presentedViewController)
    withExtendedLifetime(window) {}
  }

  func testContainersTakeTheirControllersByProperty() {
    let tabs = TabBarController()
    let first = ViewController()
    let second = ViewController()
    tabs.setViewControllers([first, second], animated: false)
    tabs.selectedViewController = second
    XCTAssertIdentical(tabs.selectedViewController, second)
    let split = SplitViewController()
    split.viewControllers = [ViewController(), ViewController()]
    XCTAssertEqual(split.viewControllers.count, 2)
  }

  func testCreatorsTakeAnNSCoderAndInitWithCoderIsFailable() throws {
    let storyboard = storyboard()
    let made: Inbox = storyboard.instantiateViewController(identifier: "Inbox") { coder in
      Inbox(coder: coder)
    }
    XCTAssertEqual(made.account, "Inbox")
    let plain = try XCTUnwrap(Inbox(coder: NSCoder()))
    XCTAssertEqual(plain.account, "none")
  }

  func testARaiseIsThrownOnlyInsideCatching() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    XCTAssertThrowsError(try catching { navigation.pushViewController(root, animated: false) })
    XCTAssertNoThrow(
      try catching { navigation.pushViewController(ViewController(), animated: false) })
    do {
      try catching { navigation.popToViewController(ViewController(), animated: false) }
      XCTFail("popping to a controller that is not in the stack raises")
    } catch {
      XCTAssertEqual(error as? NavigationError, .poppingToMissingViewController)
    }
  }

  func testPoppingOffScreenReturnsNil() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(ViewController(), animated: false)
    XCTAssertNil(navigation.popToRootViewController(animated: false))
    XCTAssertEqual(navigation.viewControllers, [root])
  }

  func testCustomSeguesPerformWithoutThrowing() {
    let segue = Fade(identifier: "fade", source: ViewController(), destination: ViewController())
    segue.perform()
    XCTAssertEqual(Fade.performed, 1)
  }
}
