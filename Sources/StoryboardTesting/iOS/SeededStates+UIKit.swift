// iOS: real UIKit's side (type-checked against UIKit; the simulation's side is elsewhere).
#if canImport(UIKit)
  import UIKit

  /// Puts `root` in a visible window, as an app does at launch: in the host app's first
  /// window scene (a window without a scene is not shown since iOS 13), made key.
  ///
  /// UIKit gives a window the size class of its screen; for `.regular` on a compact device,
  /// `root` is put in a container that overrides its traits (so it is not the window's root
  /// view controller then).
  /// - Parameters:
  ///   - root: The window's root view controller.
  ///   - horizontalSizeClass: `.compact` (iPhone, the default) or `.regular` (iPad).
  @discardableResult
  public func makeVisibleWindow(
    root: UIViewController, horizontalSizeClass: UIUserInterfaceSizeClass = .compact
  ) -> UIWindow {
    let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
      .first
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
    if horizontalSizeClass == window.traitCollection.horizontalSizeClass {
      window.rootViewController = root
    } else {
      let container = UIViewController()
      container.addChild(root)
      container.view.addSubview(root.view)
      root.didMove(toParent: container)
      container.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: horizontalSizeClass), forChild: root)
      window.rootViewController = container
    }
    window.makeKeyAndVisible()
    return window
  }
#endif
