import Testing
import UIKit

@testable import SceneApp

/// A Swift Testing test of a hosted target sees the app launched before its body.
///
/// Swift Testing runs the process's tests in parallel, and the key window is process-wide as
/// in UIKit: a test of another target that makes its own window key takes the key status from
/// the app's window. So this test reads the app's window through its scene's delegate.
@MainActor
struct SwiftTestingHostTests {
  @Test func theScenesWindowShowsTheStoryboardsInitialController() throws {
    let sceneDelegate = try #require(
      UIApplication.shared.connectedScenes.lazy.compactMap { $0.delegate as? SceneDelegate }
        .first)
    let window = try #require(sceneDelegate.window)
    #expect(window.rootViewController is ViewController)
    #expect(UIApplication.shared.windows.contains { $0 === window })
    #expect(UIApplication.shared.delegate is AppDelegate)
  }
}
