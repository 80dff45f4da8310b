import UIKit

/// The app delegate `main.swift` launches under unit tests: no launch work, and a scene with
/// an empty root, so that tests make the controllers they test.
@objc(TestingAppDelegate)
class TestingAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let sceneConfiguration = UISceneConfiguration(
      name: nil, sessionRole: connectingSceneSession.role)
    sceneConfiguration.delegateClass = TestingSceneDelegate.self
    sceneConfiguration.storyboard = nil
    return sceneConfiguration
  }
}

/// The scene delegate of `TestingAppDelegate`'s configuration.
class TestingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = TestingRootViewController()
    window?.makeKeyAndVisible()
  }
}

/// The root of the testing scene's window.
class TestingRootViewController: UIViewController {
  override func loadView() {
    let label = UILabel()
    label.text = "Running unit tests…"
    label.textAlignment = .center
    view = label
  }
}
