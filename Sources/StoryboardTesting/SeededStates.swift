// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime

  // MARK: - Starting a test from a state

  /// Puts `root` in a visible window, as an app does at launch; the window becomes the
  /// application's key window.
  /// - Parameters:
  ///   - root: The window's root view controller.
  ///   - horizontalSizeClass: `.compact` (iPhone, the default) or `.regular` (iPad).
  public func makeVisibleWindow(
    root: ViewController, horizontalSizeClass: UserInterfaceSizeClass = .compact
  ) -> Window {
    let window = Window(frame: Screen.main.bounds)
    window.horizontalSizeClass = horizontalSizeClass
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  /// Replaces the stack of `navigationController` without animation, so a test can start
  /// "three screens deep" and test Back.
  /// - Throws: What `setViewControllers(_:animated:)` raises.
  public func seedNavigationStack(
    _ navigationController: NavigationController, _ controllers: [ViewController]
  ) throws {
    try catching { navigationController.setViewControllers(controllers, animated: false) }
  }

  /// Presents `controllers` one above the other, without animation, starting from `presenter`.
  /// - Throws: What `present(_:animated:completion:)` raises.
  public func seedPresentationChain(from presenter: ViewController, _ controllers: [ViewController])
    throws
  {
    var top = presenter
    while let presented = top.presentedViewController { top = presented }
    for controller in controllers {
      try catching { top.present(controller, animated: false) }
      top = controller
    }
  }

  /// Selects the tab at `index` programmatically (no delegate call, TAB-6).
  public func seedSelectedTab(_ tabBarController: TabBarController, _ index: Int) {
    tabBarController.selectedIndex = index
  }
#endif
