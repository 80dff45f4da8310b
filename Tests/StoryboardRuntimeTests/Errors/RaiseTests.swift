import Foundation
import Storyboards
import TestSupport
import XCTest

/// What UIKit raises as an Objective-C exception, the runtime raises through one mechanism:
/// `catching` turns it into a thrown error, the hierarchy is left as it was (ERR rules).
final class RaiseTests: XCTestCase {
  func testERR11b_aRaisedPushIsThrownByCatchingAndChangesNothing() throws {
    let root = controller("Root")
    let navigation = NavigationController(rootViewController: root)
    let window = visibleWindow(root: navigation)
    XCTAssertThrowsError(
      try catching { navigation.pushViewController(root, animated: true) }
    ) { error in
      XCTAssertEqual(
        error as? NavigationError,
        .pushingSameInstance(
          navigationController: navigation.diagnosticName, viewController: root.diagnosticName))
      XCTAssertEqual(Exceptions.name(of: error), "NSInvalidArgumentException")
    }
    XCTAssertEqual(navigation.viewControllers, [root])
    assertConsistent(window)
  }

  func testCatchingReturnsTheBodysResultWhenNothingIsRaised() throws {
    let navigation = NavigationController()
    let pushed = try catching { () -> Int in
      navigation.pushViewController(controller("A"), animated: false)
      return navigation.viewControllers.count
    }
    XCTAssertEqual(pushed, 1)
  }

  func testOnlyTheFirstRaisedErrorIsThrownAndTheBodyRunsToItsEnd() {
    let navigation = NavigationController()
    var reachedTheEnd = false
    XCTAssertThrowsError(
      try catching {
        navigation.popToViewController(controller("Missing"), animated: false)
        navigation.setViewControllers([navigation], animated: false)
        reachedTheEnd = true
      }
    ) { error in
      XCTAssertEqual(error as? NavigationError, .poppingToMissingViewController)
    }
    XCTAssertTrue(reachedTheEnd, "Swift cannot unwind a non-throwing call: the body goes on")
  }

  func testARaisingCallReturnsItsStandIn() throws {
    let navigation = NavigationController()
    let popped = try? catching {
      navigation.popToViewController(controller("Missing"), animated: false)
    }
    XCTAssertNil(popped ?? nil)
    var storyboard: Storyboard?
    XCTAssertThrowsError(
      try catching { storyboard = Storyboard(name: "Main", bundle: StoryboardBundle()) }
    ) { error in
      XCTAssertEqual(
        error as? StoryboardError,
        .storyboardNotFound(name: "Main", bundle: "StoryboardBundle <main> (loaded)"))
    }
    XCTAssertEqual(storyboard?.definition.scenes, [], "a storyboard with no scenes stands in")
    XCTAssertThrowsError(
      try catching { storyboard?.instantiateViewController(withIdentifier: "Nope") }
    ) { error in
      XCTAssertEqual(
        error as? StoryboardError,
        .identifierNotFound(storyboard: "<Storyboard: Main>", identifier: "Nope"))
    }
  }

  func testAnErrorTheBodyThrowsIsThrownWhenNothingWasRaised() {
    struct Thrown: Error, Equatable {}
    XCTAssertThrowsError(try catching { throw Thrown() }) { error in
      XCTAssertEqual(error as? Thrown, Thrown())
    }
  }

  func testARaiseBeforeAThrowWins() {
    struct Thrown: Error {}
    XCTAssertThrowsError(
      try catching {
        NavigationController().popToViewController(controller("Missing"), animated: false)
        throw Thrown()
      }
    ) { error in
      XCTAssertEqual(error as? NavigationError, .poppingToMissingViewController)
    }
  }

  func testNestedCatchingCatchesForItself() throws {
    let navigation = NavigationController()
    var inner: (any Error)?
    try catching {
      do {
        _ = try catching { navigation.popToViewController(controller("Missing"), animated: false) }
      } catch {
        inner = error
      }
    }
    XCTAssertEqual(inner as? NavigationError, .poppingToMissingViewController)
  }

  /// A raise inside a user's callback, during another runtime call, is reported once: by the
  /// outermost call, to the innermost `catching`.
  func testARaiseInACallbackReachesTheCatchingAroundTheOuterCall() throws {
    final class Presenter: ViewController {
      var appearances = 0
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
        present(self, animated: false)  // ERR-17
      }
    }
    let root = controller("Root")
    let navigation = NavigationController(rootViewController: root)
    let window = visibleWindow(root: navigation)
    let presenter = Presenter()
    XCTAssertThrowsError(
      try catching { navigation.pushViewController(presenter, animated: false) }
    ) { error in
      XCTAssertEqual(error as? NavigationError, .presentingSelf(presenter.diagnosticName))
    }
    XCTAssertIdentical(navigation.topViewController, presenter, "the push itself completed")
    XCTAssertEqual(presenter.appearances, 1)
    assertConsistent(window)
  }

  /// A custom segue's `perform()` cannot throw (UIKit's signature); what it raises stops the
  /// segue and reaches the caller of `performSegue`.
  func testSEG9_whatACustomSegueRaisesReachesTheCallerOfPerformSegue() throws {
    let (window, navigation, list) = try launchFixture()
    let top = navigation.topViewController
    let segue = StoryboardSegue(identifier: "again", source: list, destination: list) {
      navigation.pushViewController(list, animated: false)
    }
    XCTAssertThrowsError(try catching { segue.perform() }) { error in
      XCTAssertEqual(
        error as? NavigationError,
        .pushingSameInstance(
          navigationController: navigation.diagnosticName, viewController: list.diagnosticName))
    }
    XCTAssertIdentical(navigation.topViewController, top)
    assertConsistent(window)
  }

  /// What a user's custom segue raises during a simulated step is thrown by the step, as the
  /// tool reports it: the simulator never ends the process.
  func testASimulatedStepThrowsWhatTheNavigationRaises() throws {
    final class PushAgainSegue: StoryboardSegue {
      override func perform() {
        source.navigationController?.pushViewController(source, animated: false)
      }
    }
    let bundle = makeFixtureBundle()
    bundle.register(segue: PushAgainSegue.self, as: "FadeSegue")
    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
    let before = simulator.window.hierarchyDescription
    XCTAssertThrowsError(try simulator.run(.perform("fade"))) { error in
      guard case .pushingSameInstance? = error as? NavigationError else {
        return XCTFail("\(error)")
      }
    }
    XCTAssertEqual(simulator.window.hierarchyDescription, before)
  }

  func testUIKitsSignaturesCompileWithoutTry() {
    // Each line is a UIKit call as an app writes it: none of them throws.
    let root = ViewController(nibName: nil, bundle: nil)
    let navigation = NavigationController(rootViewController: root)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let next = ViewController()
    navigation.pushViewController(next, animated: true)
    navigation.viewControllers = [root, next]
    let popped: [ViewController]? = navigation.popToRootViewController(animated: true)
    XCTAssertEqual(popped, [next])
    root.present(next, animated: true, completion: nil)
    next.dismiss(animated: true)
    root.show(ViewController(), sender: nil)
    let tabs = TabBarController()
    tabs.viewControllers = [ViewController(), ViewController()]
    tabs.selectedViewController = tabs.viewControllers?.last
    XCTAssertEqual(tabs.selectedIndex, 1)
    let split = SplitViewController()
    split.viewControllers = [ViewController(), ViewController()]
    XCTAssertEqual(split.viewControllers.count, 2)
    XCTAssertNil(root.nibName)
    assertConsistent(window)
  }

  func testASubclassWritesUIKitsInitializers() throws {
    final class ProfileViewController: ViewController {
      let userID: String
      init(userID: String) {
        self.userID = userID
        super.init(nibName: "Profile", bundle: nil)
      }
      required init?(coder: NSCoder) {
        userID = "from a storyboard"
        super.init(coder: coder)
      }
      required init() { fatalError("Use of unimplemented initializer 'init(nibName:bundle:)'") }
    }
    final class AppNavigationController: NavigationController {
      var createdWithRoot = false
      override init(rootViewController: ViewController) {
        super.init(rootViewController: rootViewController)
        createdWithRoot = true
      }
      override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      }
      required convenience init() { self.init(nibName: nil, bundle: nil) }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    let profile = ProfileViewController(userID: "42")
    XCTAssertEqual(profile.nibName, "Profile")
    let navigation = AppNavigationController(rootViewController: profile)
    XCTAssertTrue(navigation.createdWithRoot)
    XCTAssertEqual(navigation.viewControllers, [profile])
    XCTAssertEqual(ProfileViewController(coder: NSCoder())?.userID, "from a storyboard")
  }

  func testAnInitWithCoderThatReturnsNilIsATypedError() throws {
    final class Refusing: ViewController {
      required init?(coder: NSCoder) { nil }
      required init() { super.init(nibName: nil, bundle: nil) }
    }
    var builder = StoryboardBuilder("Main")
    builder.viewController("refusing", storyboardIdentifier: "Refusing", customClass: "Refusing")
    let bundle = StoryboardBundle(storyboards: [builder.definition])
    bundle.register(Refusing.self)
    let storyboard = Storyboard(name: "Main", bundle: bundle)
    XCTAssertThrowsError(
      try catching { storyboard.instantiateViewController(withIdentifier: "Refusing") }
    ) { error in
      XCTAssertEqual(error as? StoryboardError, .initWithCoderReturnedNil(className: "Refusing"))
      XCTAssertEqual(
        "\(error)",
        "Refusing.init(coder:) returned nil, so the storyboard cannot create its controller. "
          + "Return a controller from init?(coder:): call super.init(coder: coder).")
    }
  }

  func testTheTerminationMessageIsUIKits() throws {
    let error = NavigationError.poppingToMissingViewController
    XCTAssertEqual(Exceptions.name(of: error), "NSInternalInconsistencyException")
    XCTAssertEqual(
      Exceptions.name(of: StoryboardError.undefinedKey(className: "A", keyPath: "k")),
      "NSUnknownKeyException")
  }
}
