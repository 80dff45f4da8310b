import UIKit

/// The scene delegate as Xcode's iOS App template writes it.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    // If using a storyboard, the `window` property will automatically be initialized and
    // attached to the scene.
    guard let _ = (scene as? UIWindowScene) else { return }
  }
}
