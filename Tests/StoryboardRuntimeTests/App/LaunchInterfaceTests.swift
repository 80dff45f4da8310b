import Foundation
import Storyboards
import TestSupport
import XCTest

/// A scene delegate made by name, as the build step makes one initializable.
final class LaunchedSceneDelegate: Responder, WindowSceneDelegate, ObjectiveCInitializable {
  nonisolated(unsafe) static var calls: [String] = []
  var window: Window?

  static func makeInstance() -> AnyObject? { LaunchedSceneDelegate() }

  func scene(
    _ scene: Scene, willConnectTo session: SceneSession, options: Scene.ConnectionOptions
  ) {
    Self.calls.append(
      "willConnect, window from storyboard: \(window?.rootViewController is NavigationController)"
        + ", configuration: \(session.configuration.name ?? "")")
  }
  func sceneWillEnterForeground(_ scene: Scene) {
    Self.calls.append("willEnterForeground, key: \(window?.isKeyWindow == true)")
  }
  func sceneDidBecomeActive(_ scene: Scene) { Self.calls.append("didBecomeActive") }
}

/// `Application.main(delegate:)` with the interface an app's Info.plist names: a scene
/// manifest's scene connected in UIKit's order, a main storyboard's window given to the
/// delegate.
final class LaunchInterfaceTests: XCTestCase {
  final class SceneAppDelegate: Responder, ApplicationDelegate {
    var calls: [String] = []
    func application(
      _ application: Application,
      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
      calls.append("didFinishLaunching, scenes: \(application.connectedScenes.count)")
      return true
    }
    func applicationDidBecomeActive(_ application: Application) {
      calls.append("didBecomeActive")
    }
  }

  final class WindowlessDelegate: Responder, ApplicationDelegate {}

  /// A delegate with a `window` in its by-name table, as the build step writes one.
  final class StoryboardAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var rootAtLaunch: ViewController?
    func application(
      _ application: Application,
      willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
      rootAtLaunch = window?.rootViewController
      return true
    }
    override func objectiveCMember(named name: String) -> ObjectiveCMember? {
      guard name == "window" else { return super.objectiveCMember(named: name) }
      return .property(
        get: { self.window },
        set: { self.window = try ObjectiveCMember.cast($0, member: "window") })
    }
  }

  override func tearDown() {
    Application.shared.disconnectLaunchedScenes()
    Application.shared.delegate = nil
    Application.setLaunchInterface(nil)
    super.tearDown()
  }

  private func storyboard() -> Storyboard {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "list", isInitial: true)
    main.viewController("list")
    return Storyboard(name: "Main", bundle: StoryboardBundle(storyboards: [main.definition]))
  }

  func testASceneManifestsSceneConnectsWithItsStoryboardsWindowInUIKitsOrder() throws {
    LaunchedSceneDelegate.calls = []
    let configuration = SceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    configuration.delegateClass = LaunchedSceneDelegate.self
    configuration.storyboard = storyboard()
    Application.setLaunchInterface(LaunchInterface(sceneConfigurations: [configuration]))
    let delegate = SceneAppDelegate()
    Application.main(delegate: delegate)
    XCTAssertEqual(delegate.calls, ["didFinishLaunching, scenes: 0"])
    XCTAssertEqual(
      LaunchedSceneDelegate.calls,
      [
        "willConnect, window from storyboard: true, configuration: Default Configuration",
        "willEnterForeground, key: true", "didBecomeActive",
      ])
    let scene = try XCTUnwrap(Application.shared.connectedScenes.first as? WindowScene)
    XCTAssertTrue(scene.delegate is LaunchedSceneDelegate)
    XCTAssertTrue(scene.keyWindow?.rootViewController is NavigationController)
    XCTAssertIdentical(Application.shared.keyWindow, scene.keyWindow)
  }

  func testAMainStoryboardsWindowIsTheDelegatesBeforeItFinishesLaunching() {
    Application.setLaunchInterface(LaunchInterface(mainStoryboard: storyboard()))
    let delegate = StoryboardAppDelegate()
    Application.main(delegate: delegate)
    XCTAssertTrue(delegate.rootAtLaunch is NavigationController)
    XCTAssertEqual(delegate.window?.isKeyWindow, true)
    XCTAssertIdentical(Application.shared.keyWindow, delegate.window)
  }

  func testAMainStoryboardNeedsTheDelegatesWindowProperty() {
    Application.setLaunchInterface(LaunchInterface(mainStoryboard: storyboard()))
    XCTAssertThrowsError(try catching { Application.main(delegate: WindowlessDelegate()) }) {
      XCTAssertEqual(
        $0 as? LaunchError,
        .noWindowProperty(delegateClass: String(reflecting: WindowlessDelegate.self)))
      XCTAssertTrue(
        "\($0)".hasPrefix(
          "The app delegate must implement the window property if it wants to use a main "
            + "storyboard file."), "\($0)")
    }
  }

  func testASceneDelegateThatCannotBeMadeByNameIsALaunchError() {
    final class Unmade: Responder, SceneDelegate {}
    let configuration = SceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    configuration.delegateClass = Unmade.self
    Application.setLaunchInterface(LaunchInterface(sceneConfigurations: [configuration]))
    XCTAssertThrowsError(try catching { Application.main(delegate: SceneAppDelegate()) }) {
      XCTAssertEqual(
        $0 as? LaunchError, .sceneDelegateNotMade(className: String(reflecting: Unmade.self)))
    }
  }
}
