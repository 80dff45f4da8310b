#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// The scene delegate, as Xcode's template writes it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIStoryboard(name: "Notes", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}
