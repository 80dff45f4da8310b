import Foundation
import Synchronization

/// UIKit's `UIWindowSceneDelegate`: a scene delegate with a window.
public protocol WindowSceneDelegate: SceneDelegate {
  /// The scene's window.
  var window: Window? { get set }
  /// The scene's orientation or traits changed (``WindowScene/requestGeometryUpdate(_:errorHandler:)``
  /// tells it after a rotation).
  func windowScene(
    _ windowScene: WindowScene, didUpdate previousCoordinateSpace: any CoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
    traitCollection previousTraitCollection: TraitCollection)
  /// The user chose a Home Screen quick action; by default, `completionHandler(false)`.
  func windowScene(
    _ windowScene: WindowScene, performActionFor shortcutItem: ApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
}

extension WindowSceneDelegate {
  /// Inert: nothing in the simulation acts on it.
  public func windowScene(
    _ windowScene: WindowScene, didUpdate previousCoordinateSpace: any CoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
    traitCollection previousTraitCollection: TraitCollection
  ) {}
  /// Calls `completionHandler(false)`.
  public func windowScene(
    _ windowScene: WindowScene, performActionFor shortcutItem: ApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) { completionHandler(false) }
}
