import Foundation

/// UIKit's `UIStatusBarManager`: a window scene's status bar, as its controllers set it.
open class StatusBarManager {
  private weak var scene: WindowScene?

  init(scene: WindowScene) { self.scene = scene }

  private var root: ViewController? {
    (scene?.keyWindow ?? scene?.windows.first)?.rootViewController
  }
  /// The style the scene's root controller prefers.
  open var statusBarStyle: StatusBarStyle { root?.preferredStatusBarStyle ?? .default }
  /// Whether the scene's root controller hides the status bar.
  open var isStatusBarHidden: Bool { root?.prefersStatusBarHidden ?? false }
  /// The status bar's frame: the top 47 points of the screen, or nothing when it is hidden.
  open var statusBarFrame: CGRect {
    guard !isStatusBarHidden, let scene else { return .zero }
    return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: 47)
  }
}
