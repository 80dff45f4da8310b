import Foundation
import Synchronization

/// UIKit's `UIWindowSceneDelegate`: a scene delegate with a window.
public protocol WindowSceneDelegate: SceneDelegate {
  /// The scene's window.
  var window: Window? { get set }
}
