import UIKit

/// The scene delegate as Xcode's current iOS App template writes it.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// The scene callbacks received, in order.
  private(set) var sceneSteps: [String] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    // Use this method to optionally configure and attach the UIWindow `window` to the provided
    // UIWindowScene `scene`. If using a storyboard, the `window` property will automatically
    // be initialized and attached to the scene.
    guard let _ = (scene as? UIWindowScene) else { return }
    sceneSteps.append("willConnect")
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    sceneSteps.append("didDisconnect")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    sceneSteps.append("didBecomeActive")
  }

  func sceneWillResignActive(_ scene: UIScene) {
    sceneSteps.append("willResignActive")
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    sceneSteps.append("willEnterForeground")
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    sceneSteps.append("didEnterBackground")
  }
}
