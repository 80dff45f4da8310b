import Storyboards
import TestSupport
import XCTest

// MARK: - Seed 002: Routable, ported

final class LoginViewController: ViewController, Routable {
  enum StoryboardIdentifier: String {
    case profile = "Profile"
    case more = "More"
  }

  func loginTapped() throws { try show(storyboard: .profile) }
}

final class RoutedProfileViewController: ViewController, Routable {
  enum StoryboardIdentifier: String {
    case more = "More"
  }

  var configuredBeforeViewLoaded: Bool?

  func moreTapped() throws {
    try show(storyboard: .more) { (controller: MoreViewController) in
      controller.someProperty = "tapped"
      self.configuredBeforeViewLoaded = !controller.isViewLoaded
    }
  }
}

final class MoreViewController: ViewController {
  var someProperty: String?
}

/// A router of the VIP architecture, holding its controller weakly.
final class ProfileRouter: Router {
  enum StoryboardIdentifier: String { case more = "More" }
  weak var viewController: ViewController?
  init(_ viewController: ViewController) { self.viewController = viewController }
}

final class RoutingTests: XCTestCase {
  private func makeBundle() -> StoryboardBundle {
    var login = StoryboardBuilder("Login")
    login.navigationController("nav", root: "login", isInitial: true)
    login.viewController("login", customClass: "LoginViewController", title: "Login")
    var profile = StoryboardBuilder("Profile")
    profile.viewController(
      "profile", customClass: "RoutedProfileViewController", title: "Profile", isInitial: true)
    var more = StoryboardBuilder("More")
    more.viewController(
      "more", storyboardIdentifier: "More", customClass: "MoreViewController", title: "More",
      isInitial: true)
    more.viewController("plain", storyboardIdentifier: "Plain", title: "Plain")
    var wrapped = StoryboardBuilder("Wrapped")
    wrapped.navigationController("nav", root: "more", isInitial: true)
    wrapped.viewController("more", customClass: "MoreViewController", title: "Wrapped More")
    let bundle = StoryboardBundle(
      storyboards: [login.definition, profile.definition, more.definition, wrapped.definition],
      isStrict: true)
    bundle.register(LoginViewController.self)
    bundle.register(RoutedProfileViewController.self)
    bundle.register(MoreViewController.self)
    return bundle
  }

  override func setUp() { StoryboardBundle.main = makeBundle() }
  override func tearDown() { StoryboardBundle.main = nil }

  private func launch() throws -> (Window, NavigationController, LoginViewController) {
    let navigation =
      Storyboard(name: "Login", bundle: makeBundle()).instantiateInitialViewController()
      as! NavigationController
    return (
      visibleWindow(root: navigation), navigation,
      navigation.topViewController as! LoginViewController
    )
  }

  func testSeed002_routableShowAndConfigure() throws {
    let (window, navigation, login) = try launch()
    try login.loginTapped()
    let profile = try XCTUnwrap(navigation.topViewController as? RoutedProfileViewController)
    try profile.moreTapped()
    let more = try XCTUnwrap(navigation.topViewController as? MoreViewController)
    XCTAssertEqual(more.someProperty, "tapped")
    XCTAssertEqual(profile.configuredBeforeViewLoaded, true, "configure runs before the view loads")
    assertConsistent(window)
  }

  func testConfigureReachesTheControllerInsideANavigationController() throws {
    final class Presenter: ViewController, Routable {
      enum StoryboardIdentifier: String { case wrapped = "Wrapped" }
    }
    let presenter = Presenter()
    let window = visibleWindow(root: presenter)
    var configured: MoreViewController?
    var completed: MoreViewController?
    try presenter.present(
      storyboard: .wrapped, modalPresentationStyle: .fullScreen,
      configure: { (more: MoreViewController) in configured = more },
      completion: { completed = $0 })
    XCTAssertEqual(configured?.title, "Wrapped More", "the root of the navigation controller")
    XCTAssertIdentical(completed, configured, "completion runs after the presentation")
    XCTAssertTrue(presenter.presentedViewController is NavigationController)
    XCTAssertEqual(presenter.presentedViewController?.presentationStyle, .fullScreen)
    assertConsistent(window)
  }

  func testWrongDestinationTypeIsATypedError() throws {
    let (_, _, login) = try launch()
    assertThrows(
      RoutingError.wrongDestination(
        expected: "MoreViewController", actual: "RoutedProfileViewController"),
      message:
        "Expected a MoreViewController (or a container around one), found a RoutedProfileViewController."
    ) { try login.show(storyboard: .profile) { (_: MoreViewController) in } }
  }

  func testRouterRoutesForItsController() throws {
    let (window, navigation, login) = try launch()
    let router = ProfileRouter(login)
    try router.show(storyboard: .more) { (more: MoreViewController) in more.someProperty = "router"
    }
    XCTAssertEqual((navigation.topViewController as? MoreViewController)?.someProperty, "router")
    assertConsistent(window)
  }

  func testARouterPresentsConfiguredAndCallsBackOnce() throws {
    let (window, navigation, login) = try launch()
    let router = ProfileRouter(login)
    var completions = 0
    try router.present(storyboard: .more, animated: false) { (more: MoreViewController) in
      more.someProperty = "presented"
    } completion: {
      completions += 1
    }
    let presented = navigation.presentedViewController as? MoreViewController
    XCTAssertEqual(presented?.someProperty, "presented")
    XCTAssertEqual(completions, 1)
    assertConsistent(window)
  }

  func testShowDetailWithAnIdentifier() throws {
    final class Detailing: ViewController, Routable {
      enum StoryboardIdentifier: String { case more = "More" }
    }
    let (window, navigation, _) = try launch()
    let detailing = Detailing()
    navigation.pushViewController(detailing, animated: false)
    try detailing.showDetailViewController(storyboard: .more, identifier: "Plain")
    XCTAssertEqual(
      navigation.presentedViewController?.title, "Plain", "no split view: presented (SEG-5)")
    assertConsistent(window)
  }

  func testNoBundleAnywhereIsATypedError() throws {
    final class Lost: ViewController, Routable {
      enum StoryboardIdentifier: String { case more = "More" }
    }
    StoryboardBundle.main = nil
    assertThrows(RoutingError.noBundle, message: "set StoryboardBundle.main") {
      try Lost().show(storyboard: .more)
    }
  }
}
