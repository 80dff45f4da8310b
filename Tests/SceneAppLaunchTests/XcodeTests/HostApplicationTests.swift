import XCTest

@testable import SceneApp

/// Tests that read the host app's window and delegate, as teams' tests do when no
/// `TestingAppDelegate` is declared: the app's own delegate is launched.
final class HostApplicationTests: XCTestCase {
  func test_theAppDelegateIsTheApps() throws {
    let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
    XCTAssertEqual(delegate.launchSteps, ["didFinishLaunching", "configurationForConnecting"])
  }

  func test_theKeyWindowsRootIsTheStoryboardsInitialController() throws {
    let window = try XCTUnwrap(UIApplication.shared.windows.first { $0.isKeyWindow })
    let root = try XCTUnwrap(window.rootViewController as? ViewController)
    XCTAssertEqual(root.greetingLabel.text, "Hello")
  }

  func test_theSceneOfTheManifestIsConnected() throws {
    XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
    let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let delegate = try XCTUnwrap(scene.delegate as? SceneDelegate)
    XCTAssertEqual(delegate.sceneSteps, ["willConnect", "willEnterForeground", "didBecomeActive"])
    XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
    XCTAssertTrue(scene.windows.first === delegate.window)
  }
}
