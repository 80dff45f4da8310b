import Foundation
import Synchronization

/// UIKit's `UISceneDelegate`: told when its scene connects.
public protocol SceneDelegate: AnyObject {
  /// Called when the scene connects: where an app makes its window.
  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions)
}

extension SceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {}
}
