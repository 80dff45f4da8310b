import Testing
import UIKit

@testable import SceneApp

/// A Swift Testing test of a hosted target sees the app launched before its body.
@MainActor
struct SwiftTestingHostTests {
  @Test func theKeyWindowShowsTheStoryboardsInitialController() throws {
    let window = try #require(UIApplication.shared.windows.first { $0.isKeyWindow })
    #expect(window.rootViewController is ViewController)
    #expect(UIApplication.shared.delegate is AppDelegate)
  }
}
