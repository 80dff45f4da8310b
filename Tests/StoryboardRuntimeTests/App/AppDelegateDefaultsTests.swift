import Foundation
import Storyboards
import XCTest

/// The application and scene delegates' optional requirements answer with UIKit's defaults
/// when an app does not implement them, and call their completion handlers.
final class AppDelegateDefaultsTests: XCTestCase {
  final class AppDelegate: ApplicationDelegate {}
  final class SceneDelegateOfApp: SceneDelegate {}
  struct Failure: Error {}

  func testTheApplicationDelegatesDefaults() {
    let delegate = AppDelegate()
    let app = Application.shared
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    XCTAssertFalse(delegate.application(app, handleOpen: URL(string: "notes://1")!))
    XCTAssertFalse(
      delegate.application(
        app, open: URL(string: "notes://1")!, sourceApplication: nil, annotation: 0))
    XCTAssertEqual(
      delegate.application(app, supportedInterfaceOrientationsFor: nil), .allButUpsideDown)
    XCTAssertNil(
      delegate.application(app, viewControllerWithRestorationIdentifierPath: ["a"], coder: coder))
    XCTAssertFalse(delegate.application(app, shouldSaveSecureApplicationState: coder))
    XCTAssertFalse(delegate.application(app, shouldRestoreSecureApplicationState: coder))
    XCTAssertFalse(delegate.application(app, willContinueUserActivityWithType: "browsing"))
    XCTAssertTrue(delegate.applicationShouldAutomaticallyLocalizeKeyCommands(app))
    var fetched: BackgroundFetchResult?
    delegate.application(app, performFetchWithCompletionHandler: { fetched = $0 })
    XCTAssertEqual(fetched, .noData)
    var handled = false
    delegate.application(app, handleEventsForBackgroundURLSession: "s") { handled = true }
    XCTAssertTrue(handled)
    var replied = false
    delegate.application(app, handleWatchKitExtensionRequest: nil) { replied = $0 == nil }
    XCTAssertTrue(replied)
    delegate.applicationDidFinishLaunching(app)
    delegate.applicationSignificantTimeChange(app)
    delegate.application(app, didRegisterForRemoteNotificationsWithDeviceToken: Data([1]))
    delegate.application(app, didFailToRegisterForRemoteNotificationsWithError: Failure())
    delegate.application(app, didDiscardSceneSessions: [SceneSession()])
  }

  func testTheSceneDelegatesDefaults() {
    let delegate = SceneDelegateOfApp()
    let scene = Scene(session: SceneSession(), connectionOptions: Scene.ConnectionOptions())
    delegate.sceneDidBecomeActive(scene)
    delegate.sceneWillResignActive(scene)
    delegate.sceneDidEnterBackground(scene)
    delegate.sceneWillEnterForeground(scene)
    delegate.sceneDidDisconnect(scene)
    let context = OpenURLContext(
      url: URL(string: "notes://2")!, options: .init(sourceApplication: "com.example"))
    delegate.scene(scene, openURLContexts: [context])
    XCTAssertEqual(context.options.sourceApplication, "com.example")
    XCTAssertTrue(Set([context, context]).count == 1, "contexts hash by identity")
  }
}
