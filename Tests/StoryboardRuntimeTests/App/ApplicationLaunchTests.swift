import Foundation
import Storyboards
import Synchronization
import XCTest

/// An app delegate made by name, as the build step makes one initializable.
final class NamedAppDelegate: Responder, ApplicationDelegate, ObjectiveCInitializable {
  nonisolated(unsafe) static var launches = 0

  static func makeInstance() -> AnyObject? { NamedAppDelegate() }

  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    Self.launches += 1
    return true
  }
}

/// `Application.main(delegate:)`, the launch an `@main` app delegate's `main()` makes.
final class ApplicationLaunchTests: XCTestCase {
  final class AppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var calls: [String] = []

    func application(
      _ application: Application,
      willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
      calls.append("willFinishLaunching(\(launchOptions == nil ? "nil" : "options"))")
      return true
    }

    func application(
      _ application: Application,
      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
      calls.append("didFinishLaunching, delegate set: \(application.delegate === self)")
      window = Window()
      window?.rootViewController = ViewController()
      return true
    }

    func applicationDidBecomeActive(_ application: Application) {
      calls.append("didBecomeActive, window key: \(window?.isKeyWindow == true)")
    }
  }

  override func tearDown() {
    Application.shared.delegate = nil
    super.tearDown()
  }

  func testTheLaunchCallsTheDelegateInUIKitsOrderAndShowsItsWindow() {
    let delegate = AppDelegate()
    let notified = Mutex<[String]>([])
    let observers = [
      Application.didFinishLaunchingNotification, Application.didBecomeActiveNotification,
    ]
    .map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        let name = $0.name.rawValue
        notified.withLock { $0.append(name) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    Application.main(delegate: delegate)
    XCTAssertEqual(
      delegate.calls,
      [
        "willFinishLaunching(nil)", "didFinishLaunching, delegate set: true",
        "didBecomeActive, window key: true",
      ])
    XCTAssertEqual(
      notified.withLock { $0 },
      ["UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification"])
    XCTAssertTrue(Application.shared.keyWindow === delegate.window)
    XCTAssertEqual(delegate.window?.rootViewController?.isViewLoaded, true)
  }

  /// `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))` of a
  /// `main.swift`: the delegate made by its class's name.
  func testADelegateClassNamedIsMadeAndLaunched() {
    let launches = NamedAppDelegate.launches
    Application.main(delegateClassName: NSStringFromClass(NamedAppDelegate.self))
    XCTAssertEqual(NamedAppDelegate.launches, launches + 1)
    XCTAssertTrue(Application.shared.delegate is NamedAppDelegate)
    NamedAppDelegate.main()
    XCTAssertEqual(NamedAppDelegate.launches, launches + 2)
    XCTAssertThrowsError(try catching { Application.main(delegateClassName: "App.Missing") }) {
      XCTAssertEqual($0 as? LaunchError, .applicationDelegateNotMade(className: "Missing"))
    }
  }

  func testMainWithoutTheBuildStepRaisesWithTheFix() {
    XCTAssertThrowsError(try catching { AppDelegate.main() }) { error in
      XCTAssertEqual(
        error as? LaunchError, .applicationDelegateNotMade(className: "AppDelegate"))
      XCTAssertTrue("\(error)".contains("UIKitSourcesPlugin"), "\(error)")
      XCTAssertTrue("\(error)".contains("UIApplication.main(delegate: AppDelegate())"), "\(error)")
    }
  }
}
