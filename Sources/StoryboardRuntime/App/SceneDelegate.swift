import Foundation
import Synchronization

/// UIKit's `UISceneDelegate`: told when its scene connects, and of its life cycle, each with
/// UIKit's default. The simulation does not run the scene's life cycle: a test calls them.
public protocol SceneDelegate: ObjectiveCResponding {
  /// Called when the scene connects: where an app makes its window.
  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions)
  /// Called when the system releases the scene.
  func sceneDidDisconnect(_ scene: Scene)
  /// Called when the scene became active.
  func sceneDidBecomeActive(_ scene: Scene)
  /// Called when the scene is about to stop being active.
  func sceneWillResignActive(_ scene: Scene)
  /// Called when the scene is about to enter the foreground.
  func sceneWillEnterForeground(_ scene: Scene)
  /// Called when the scene entered the background.
  func sceneDidEnterBackground(_ scene: Scene)
  /// Asks the scene to open the URLs of `URLContexts`.
  func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>)
  /// The scene is about to continue an activity of `userActivityType`.
  func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String)
  /// Continuing an activity of `userActivityType` failed.
  func scene(
    _ scene: Scene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error)
  /// The activity to restore the scene's state from when it is next connected; none by default.
  func stateRestorationActivity(for scene: Scene) -> NSUserActivity?
  /// Restores the scene's interaction state from `stateRestorationActivity`.
  func scene(_ scene: Scene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  /// Asks the scene to continue `userActivity`.
  func scene(_ scene: Scene, continue userActivity: NSUserActivity)
  /// `userActivity` was updated.
  func scene(_ scene: Scene, didUpdate userActivity: NSUserActivity)
}

extension SceneDelegate {
  /// Inert: nothing in the simulation acts on it.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: Scene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: Scene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: Scene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: Scene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: Scene) {}
  /// Does nothing.
  public func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) {}
  /// Inert: nothing in the simulation acts on it.
  public func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String) {}
  /// Inert: nothing in the simulation acts on it.
  public func scene(
    _ scene: Scene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error
  ) {}
  /// No activity.
  public func stateRestorationActivity(for scene: Scene) -> NSUserActivity? { nil }
  /// Inert: nothing in the simulation acts on it.
  public func scene(
    _ scene: Scene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func scene(_ scene: Scene, continue userActivity: NSUserActivity) {}
  /// Inert: nothing in the simulation acts on it.
  public func scene(_ scene: Scene, didUpdate userActivity: NSUserActivity) {}
}
