import Foundation
import Synchronization

/// UIKit's `UIWindowScene`: a scene with windows.
open class WindowScene: Scene {
  /// The windows made with ``Window/init(windowScene:)``.
  open var windows: [Window] { Application.shared.windows.filter { $0.windowScene === self } }
  /// The scene's key window, if one of its windows is key.
  open var keyWindow: Window? { windows.last { $0.isKeyWindow } }
  /// The screen the scene is on.
  open var screen: Screen { windows.first?.screen ?? .main }
  /// The scene's orientation: landscape when its first window is wider than tall.
  open var interfaceOrientation: InterfaceOrientation {
    let size = windows.first?.frame.size ?? screen.bounds.size
    return size.width > size.height ? .landscapeRight : .portrait
  }
  /// The scene's coordinate space: its screen's.
  open var coordinateSpace: any CoordinateSpace { screen.coordinateSpace }
  /// The scene's traits: its first window's.
  open var traitCollection: TraitCollection {
    TraitCollection(horizontalSizeClass: windows.first?.horizontalSizeClass ?? .compact)
  }
  /// The scene's geometry.
  open var effectiveGeometry: Geometry { Geometry(interfaceOrientation: interfaceOrientation) }
  /// The sizes the scene may take (Mac and iPad windows): none on a phone.
  open var sizeRestrictions: SceneSizeRestrictions? { nil }
  /// Whether the scene fills the screen: yes.
  open var isFullScreen: Bool { true }
  /// The status bar of the scene.
  open var statusBarManager: StatusBarManager? { StatusBarManager(scene: self) }

  /// Asks for another geometry. With ``GeometryPreferences/iOS`` preferences whose
  /// orientations exclude the scene's, the scene rotates: each window takes its size turned
  /// a quarter (``Window/transition(toSize:)``: `viewWillTransition(to:with:)`, then a layout
  /// pass). Preferences with no orientation call `errorHandler`, as UIKit refuses them.
  open func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard let preferences = geometryPreferences as? GeometryPreferences.iOS else { return }
    let wanted = preferences.interfaceOrientations
    guard !wanted.isEmpty else {
      errorHandler?(
        NSError(
          domain: "UISceneErrorDomain", code: 101,
          userInfo: [NSLocalizedDescriptionKey: "None of the requested orientations are supported"])
      )
      return
    }
    let landscape = interfaceOrientation.isLandscape
    let keeps =
      landscape
      ? !wanted.intersection([.landscapeLeft, .landscapeRight]).isEmpty
      : !wanted.intersection([.portrait, .portraitUpsideDown]).isEmpty
    guard !keeps else { return }
    let previousOrientation = interfaceOrientation
    let previousTraits = traitCollection
    for window in windows {
      window.transition(toSize: CGSize(width: window.frame.height, height: window.frame.width))
    }
    (delegate as? any WindowSceneDelegate)?.windowScene(
      self, didUpdate: coordinateSpace, interfaceOrientation: previousOrientation,
      traitCollection: previousTraits)
  }
}
