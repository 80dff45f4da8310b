import StoryboardTesting
import XCTest

/// An app delegate made by name, as the build step makes an app delegate class initializable.
final class LaunchedAppDelegate: UIResponder, UIApplicationDelegate, ObjectiveCInitializable {
  var window: UIWindow?

  static func makeInstance() -> AnyObject? { LaunchedAppDelegate() }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UIViewController()
    return true
  }
}

/// A `main.swift`'s `UIApplicationMain` and Foundation's selector functions, in UIKit's names.
final class UIKitLaunchTests: XCTestCase {
  override func tearDown() {
    UIApplication.shared.delegate = nil
    super.tearDown()
  }

  func testUIApplicationMainLaunchesTheNamedDelegate() throws {
    let status = UIApplicationMain(
      CommandLine.argc, CommandLine.unsafeArgv, nil,
      NSStringFromClass(LaunchedAppDelegate.self))
    XCTAssertEqual(status, 0)
    let delegate = try XCTUnwrap(UIApplication.shared.delegate as? LaunchedAppDelegate)
    XCTAssertTrue(delegate.window?.isKeyWindow == true)
    // With no delegate class name, nothing is launched.
    UIApplication.shared.delegate = nil
    XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil), 0)
    XCTAssertNil(UIApplication.shared.delegate)
  }

  /// The older overload, which a `main.swift` reaches by binding `CommandLine.unsafeArgv`.
  func testTheOlderOverloadLaunchesTheNamedDelegateToo() throws {
    let argv = UnsafeMutableRawPointer(CommandLine.unsafeArgv)
      .bindMemory(to: UnsafeMutablePointer<Int8>.self, capacity: Int(CommandLine.argc))
    let status = UIApplicationMain(
      CommandLine.argc, argv, nil, NSStringFromClass(LaunchedAppDelegate.self))
    XCTAssertEqual(status, 0)
    XCTAssertTrue(UIApplication.shared.delegate is LaunchedAppDelegate)
  }

  func testSelectorsConvertToAndFromTheirNames() {
    XCTAssertEqual(NSStringFromSelector(NSSelectorFromString("save:")), "save:")
    XCTAssertEqual(NSSelectorFromString("save:"), Selector("save:"))
  }
}
