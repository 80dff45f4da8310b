import UIKit

/// The app delegate as Xcode's current iOS App template writes it, with its `@main` moved to
/// `main.swift` so that unit tests launch `TestingAppDelegate` instead.
class AppDelegate: UIResponder, UIApplicationDelegate {
  /// What the launch did, in order, for the tests that check it.
  private(set) var launchSteps: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Override point for customization after application launch.
    launchSteps.append("didFinishLaunching")
    return true
  }

  // MARK: UISceneSession Lifecycle

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    // Called when a new scene session is being created.
    // Use this method to select a configuration to create the new scene with.
    launchSteps.append("configurationForConnecting")
    return UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    // Called when the user discards a scene session.
  }
}
