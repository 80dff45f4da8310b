import Foundation
import Synchronization

/// The app a hosted test target's tests run inside, as Xcode's Host Application (`TEST_HOST`)
/// launches an app before its unit tests run in its process.
///
/// The UIKitSources build step writes one for each test target whose app is compiled through
/// the step, and calls ``launch()`` before each test's body: from an `invokeTest()` it writes
/// into the target's `XCTestCase` classes, and at the top of each Swift Testing `@Test`
/// function. SwiftPM links every test target of a package into one process, so the rule is:
/// the host of the running test's target is the launched app. It is launched for the first
/// test of its target and stays, with its delegate, windows and scenes, for the target's
/// following tests, as on iOS; when a test of another target starts (``testWillStart(in:)``,
/// which the step's test observer calls), the app is terminated — scenes disconnected,
/// `applicationWillTerminate(_:)`, windows hidden — so that target's tests see no app, or
/// their own host launched afresh.
public struct HostApplication: @unchecked Sendable {
  /// The app's module (`MyApp`).
  public let appModule: String
  /// The module of the test target it hosts (`MyAppTests`).
  public let testModule: String
  private let classes: [(type: AnyClass, name: String)]
  private let interface: () -> LaunchInterface?
  private let entryPoint: () -> Void

  /// A host for `testModule`'s tests that launches the app `appModule` by calling
  /// `entryPoint` (the app's `main.swift`, or its `@main` delegate's `main()`), after
  /// registering `classes` with ``ObjectiveCClasses`` under their Objective-C names and
  /// setting the launch interface `interface` makes (the app's Info.plist).
  public init(
    appModule: String, testModule: String, classes: [(type: AnyClass, name: String)] = [],
    interface: @escaping () -> LaunchInterface?, entryPoint: @escaping () -> Void
  ) {
    self.appModule = appModule
    self.testModule = testModule
    self.classes = classes
    self.interface = interface
    self.entryPoint = entryPoint
  }

  /// The host launched now.
  private static let launched = Mutex<Launched?>(nil)

  private struct Launched {
    let appModule: String
    let testModule: String
    let classNames: [String]
  }

  /// The module of the target whose host is launched now, or `nil`.
  public static var launchedTestModule: String? { launched.withLock { $0?.testModule } }

  /// The module of the app launched now as a host, or `nil`: its bundle is the main bundle
  /// of the tests, whose storyboards `UIStoryboard(name:bundle: nil)` opens.
  public static var launchedAppModule: String? { launched.withLock { $0?.appModule } }

  /// Serializes launches and terminations: Swift Testing runs tests in parallel.
  private static let launching = NSRecursiveLock()

  /// Launches the app unless it is already launched for this test target: another target's
  /// host is terminated first. Tests that run at once wait for one launch; the app runs on
  /// the calling test's thread (XCTest's is the main thread).
  public func launch() {
    guard Self.launchedTestModule != testModule else { return }
    Self.launching.withLock {
      guard Self.launchedTestModule != testModule else { return }
      Self.terminate()
      for entry in classes { ObjectiveCClasses.register(entry.type, as: entry.name) }
      Self.launched.withLock {
        $0 = Launched(
          appModule: appModule, testModule: testModule, classNames: classes.map(\.name))
      }
      Application.setLaunchInterface(interface())
      entryPoint()
      Application.setLaunchInterface(nil)
    }
  }

  /// Tells the host that a test of `module` starts: the launched app is terminated when it
  /// hosts another module's tests.
  public static func testWillStart(in module: String) {
    guard let current = launchedTestModule, current != module else { return }
    terminate()
  }

  /// Terminates the launched app, if any (see ``Application``'s launch), and forgets the
  /// classes its host registered.
  public static func terminate() {
    guard launchedTestModule != nil else { return }
    launching.withLock {
      guard let host = launched.withLock({ $0 }) else { return }
      Application.terminateLaunchedApp()
      for name in host.classNames { ObjectiveCClasses.unregister(name) }
      launched.withLock { $0 = nil }
    }
  }
}
