// MARK: - View loading (LIFE-2)

extension ViewController {
  /// The controller's view, loaded on first access: `loadView()` then `viewDidLoad()` (LIFE-2).
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// The view if it is loaded; never loads it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view is loaded; never loads it.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()`, once per load.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    let events = NavigationEventCenter.innermost
    events.emit { NavigationEvent(ControllerReference(self), .loadView) }
    loadView()
    if loadedView == nil { view = View() }
    performEmbedSegues()
    events.emit { NavigationEvent(ControllerReference(self), .viewDidLoad) }
    viewDidLoad()
    installVisibleChildViews()
  }
}

// MARK: - Appearance (LIFE-4, LIFE-5, LIFE-7, CONT-5)

extension ViewController {
  /// Tells a child that it is about to appear (`true`) or disappear (`false`).
  ///
  /// For custom containers whose ``shouldAutomaticallyForwardAppearanceMethods`` is `false`:
  /// `beginAppearanceTransition(true, …)` calls `viewWillAppear(_:)`, the matching
  /// ``endAppearanceTransition()`` calls `viewDidAppear(_:)` (LIFE-7). Unbalanced calls are
  /// ignored, as UIKit does. The call is forwarded to the children in the controller's view.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    Exceptions.raising {
      for controller in appearanceSubtree() {
        controller.beginAppearance(isAppearing, animated: animated)
      }
    }
  }

  /// Completes the transition begun with ``beginAppearanceTransition(_:animated:)``.
  public func endAppearanceTransition() {
    Exceptions.raising {
      for controller in appearanceSubtree() { controller.endAppearance() }
    }
  }

  /// This controller and, when it forwards appearance, its descendants whose views are loaded
  /// inside its view, in pre-order.
  func appearanceSubtree() -> [ViewController] {
    var result = [self]
    guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return result }
    for child in children where child.loadedView?.isDescendant(of: view) == true {
      result += child.appearanceSubtree()
    }
    return result
  }

  /// Starts an appearance change of this controller alone, emitting its event to `events`.
  func beginAppearance(
    _ isAppearing: Bool, animated: Bool, events: ObserverScope = NavigationEventCenter.innermost
  ) {
    switch (isAppearing, appearState) {
    case (true, .disappeared), (true, .disappearing):
      appearState = .appearing
      events.emit {
        NavigationEvent(ControllerReference(self), .viewWillAppear(animated: animated))
      }
      // App code after a change (``Exceptions/callingBack(_:)``), inline on this hot path.
      if !Exceptions.isUnwinding {
        viewWillAppear(animated)
        viewWillLayoutSubviews()
        viewDidLayoutSubviews()
      }
    case (false, .appeared), (false, .appearing):
      appearState = .disappearing
      events.emit {
        NavigationEvent(ControllerReference(self), .viewWillDisappear(animated: animated))
      }
      if !Exceptions.isUnwinding { viewWillDisappear(animated) }
    default:
      return
    }
    pendingAnimated = animated
  }

  /// Finishes the appearance change of this controller alone, emitting its event to `events`.
  func endAppearance(events: ObserverScope = NavigationEventCenter.innermost) {
    let animated = pendingAnimated
    switch appearState {
    case .appearing:
      appearState = .appeared
      events.emit {
        NavigationEvent(ControllerReference(self), .viewDidAppear(animated: animated))
      }
      if !Exceptions.isUnwinding { viewDidAppear(animated) }
      isMovingToParent = false
      isBeingPresented = false
    case .disappearing:
      appearState = .disappeared
      events.emit {
        NavigationEvent(ControllerReference(self), .viewDidDisappear(animated: animated))
      }
      if !Exceptions.isUnwinding { viewDidDisappear(animated) }
    case .appeared, .disappeared:
      return
    }
  }

  /// Whether the controller's view is in a visible window.
  var isOnScreen: Bool { loadedView?.isInVisibleWindow == true }
}

/// Where a controller is in its appearance cycle (UIKit's `_appearState`).
enum AppearState {
  case disappeared, appearing, appeared, disappearing
}
