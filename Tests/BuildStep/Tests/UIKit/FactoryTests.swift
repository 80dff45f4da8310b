import UIKit
import XCTest

@testable import BuildStepApp

/// Controllers made from their metatypes (`type.init()`), compiled through the build step,
/// which makes each controller's `init()` required as UIKit's acts.
@MainActor
final class FactoryTests: XCTestCase {
  func testAMetatypeMakesAControllerWithItsOwnInit() {
    XCTAssertEqual(makeController(GreetingViewController.self).greeting, "Hello")
    let type: UIViewController.Type = GreetingViewController.self
    XCTAssertTrue(type.init() is GreetingViewController)
  }

  func testAConvenienceInitIsTheOneTheMetatypeCalls() {
    XCTAssertEqual(makeController(ConvenienceViewController.self).origin, "code")
    XCTAssertEqual(ConvenienceViewController(nibName: nil, bundle: nil).origin, "storyboard")
  }

  func testInitReachesTheClassesInitWithNibName() {
    XCTAssertTrue(makeController(FlowNavigationController.self).madeWithNib)
    XCTAssertEqual(makeController(UINavigationController.self).viewControllers, [])
  }

  func testControllersWithTheirOwnInitializersStillMakeThemselves() {
    XCTAssertEqual(AccountViewController(account: "a@b.c").account, "a@b.c")
    XCTAssertEqual(AccountScreen(account: "x").model, "x")
  }
}
