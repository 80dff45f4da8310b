import XCTest

@testable import SceneApp

/// The app's tests as a team writes them when `main.swift` launches `TestingAppDelegate`.
final class LaunchTests: XCTestCase {
  func test_theTestingAppDelegateIsTheOneLaunched() {
    XCTAssertTrue(UIApplication.shared.delegate is TestingAppDelegate)
  }

  func test_theTestingSceneIsConnectedWithItsRoot() throws {
    let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
    XCTAssertTrue(scene.delegate is TestingSceneDelegate)
    let window = try XCTUnwrap(scene.windows.first)
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertTrue(window.rootViewController is TestingRootViewController)
  }

  func test_theStoryboardsControllerIsMadeByTheTest() throws {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let controller = try XCTUnwrap(
      storyboard.instantiateInitialViewController() as? ViewController)
    controller.loadViewIfNeeded()
    XCTAssertEqual(controller.greetingLabel.text, "Hello")
    controller.wave(self)
    XCTAssertEqual(controller.greetingLabel.text, "👋")
  }
}
