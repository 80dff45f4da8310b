/// A window: the root of a visible hierarchy.
///
/// Appearance callbacks fire only for controllers whose views are in a visible window (LIFE-4):
/// set ``rootViewController`` and call ``makeKeyAndVisible()`` to put a hierarchy on screen.
/// The window's ``horizontalSizeClass`` drives adaptive behaviour: popovers, split view collapse.
public final class Window: View {
  private var storedRootViewController: ViewController?
  private var isShown = false
  /// The controllers on screen after the last transition, in pre-order.
  var onScreen: [ViewController] = []
  /// Non-zero while a transition of this window is collecting changes.
  var transitionDepth = 0
  /// Inconsistencies found after transitions (checked after every transition in debug builds).
  var violationsAfterTransitions: [String] = []

  /// Creates a hidden window.
  /// - Parameter horizontalSizeClass: `.compact` (an iPhone, the default) or `.regular` (an iPad).
  public init(horizontalSizeClass: UserInterfaceSizeClass = .compact) {
    self.storedHorizontalSizeClass = horizontalSizeClass
    super.init()
  }

  /// The controller whose view fills the window. Setting it installs (and loads) its view; if
  /// the window is visible, the old root disappears and the new one appears.
  public var rootViewController: ViewController? {
    get { storedRootViewController }
    set {
      guard newValue !== storedRootViewController else { return }
      Window.transition(in: self) {
        storedRootViewController?.viewIfLoaded?.removeFromSuperview()
        storedRootViewController = newValue
        if let newValue { addSubview(newValue.view) }
      }
    }
  }

  /// Whether this is the key window.
  public private(set) var isKeyWindow = false

  /// Whether the window is hidden (it is until ``makeKeyAndVisible()``).
  public var isHidden: Bool {
    get { !isShown }
    set { Window.transition(in: self) { isShown = !newValue } }
  }

  private var storedHorizontalSizeClass: UserInterfaceSizeClass
  /// The horizontal size class of the window. Changing it adapts split view controllers
  /// (collapse in compact width, expand in regular width — SPLIT-2).
  public var horizontalSizeClass: UserInterfaceSizeClass {
    get { storedHorizontalSizeClass }
    set { Window.transition(in: self) { storedHorizontalSizeClass = newValue } }
  }

  /// The order of the did-callbacks when a full-screen presentation is dismissed, which Apple
  /// does not document (PRES-9): by default the uncovered presenter's `viewDidAppear(_:)`
  /// comes first, mirroring presentation.
  public var dismissalCallbackOrder = DismissalCallbackOrder.presenterAppearsFirst

  /// Shows the window and makes it key: the root controller appears.
  public func makeKeyAndVisible() {
    if let root = rootViewController {
      NavigationEvents.emit { NavigationEvent(ControllerReference(root), .windowMadeKeyAndVisible) }
    }
    Window.transition(in: self) {
      isKeyWindow = true
      isShown = true
    }
  }

  /// Whether the window shows its content.
  var isVisible: Bool { isShown }

  /// The controller the user sees: the top of the presentation chain, then, inside it, the top
  /// of navigation stacks and the selected tabs.
  public var visibleViewController: ViewController? {
    guard var current = rootViewController else { return nil }
    while let presented = current.storedPresentedViewController { current = presented }
    return current.deepestVisibleChild
  }
}

// MARK: - Transitions

/// The order of the did-callbacks when a full-screen presentation is dismissed (PRES-9).
public enum DismissalCallbackOrder: Sendable, Equatable {
  /// `A.viewDidAppear` then `B.viewDidDisappear`, mirroring presentation (the default).
  case presenterAppearsFirst
  /// `B.viewDidDisappear` then `A.viewDidAppear`, as in a navigation pop.
  case dismissedDisappearsFirst
}

/// The order in which appearance callbacks are delivered for one transition (LIFE-6).
enum TransitionOrder {
  /// Push, pop, tab switch: will-disappear, will-appear, did-disappear, did-appear (NAV-10).
  case navigation
  /// Present: will-disappear, will-appear, did-appear, did-disappear (PRES-9).
  case presentation
  /// Dismiss: as presentation, or as navigation, following the window's
  /// ``Window/dismissalCallbackOrder``.
  case dismissal
}

extension Window {
  /// ``transition(in:order:animated:afterWillPhase:_:)`` for the usual one or two windows:
  /// when neither needs a transition of its own (none, or already transitioning), `changes`
  /// simply runs, with no allocation.
  static func transition(
    in window: Window?, and other: Window? = nil, order: TransitionOrder = .navigation,
    animated: Bool = false, afterWillPhase: () -> Void = {}, _ changes: () throws -> Void
  ) rethrows {
    let needsOwn = (window?.transitionDepth == 0) || (other?.transitionDepth == 0)
    guard needsOwn else {
      do {
        try changes()
      } catch {
        afterWillPhase()
        throw error
      }
      afterWillPhase()
      return
    }
    try transition(
      in: [window, other], order: order, animated: animated, afterWillPhase: afterWillPhase,
      changes)
  }

  /// Runs `changes` as one transition of every window in `windows` that is not already in
  /// one, then delivers the appearance callbacks of the controllers whose views entered or left
  /// those windows.
  ///
  /// - Parameters:
  ///   - windows: The windows the change may affect (`nil`s are skipped).
  ///   - order: The order of the will/did callbacks.
  ///   - animated: Passed to the callbacks.
  ///   - afterWillPhase: Runs once every `viewWill…` callback has been delivered.
  ///   - changes: The model changes: links, stacks, views.
  static func transition(
    in windows: [Window?], order: TransitionOrder = .navigation, animated: Bool = false,
    afterWillPhase: () -> Void = {}, _ changes: () throws -> Void
  ) rethrows {
    var owned: [Window] = []
    for case let window? in windows
    where window.transitionDepth == 0 && !owned.contains(where: { $0 === window }) {
      owned.append(window)
      window.transitionDepth += 1
    }
    do {
      try changes()
    } catch {
      for window in owned { window.transitionDepth -= 1 }
      afterWillPhase()
      throw error
    }
    var plans: [(disappearing: [ViewController], appearing: [ViewController])] = []
    for window in owned {
      window.adaptContainers()
      window.transitionDepth -= 1
      plans.append(window.appearanceChanges())
    }
    for plan in plans {
      for controller in plan.disappearing { controller.beginAppearance(false, animated: animated) }
      for controller in plan.appearing { controller.beginAppearance(true, animated: animated) }
    }
    afterWillPhase()
    for (window, plan) in zip(owned, plans) {
      var order = order
      if order == .dismissal {
        order =
          window.dismissalCallbackOrder == .presenterAppearsFirst ? .presentation : .navigation
      }
      switch order {
      case .navigation, .dismissal:
        for controller in plan.disappearing { controller.endAppearance() }
        for controller in plan.appearing { controller.endAppearance() }
      case .presentation:
        for controller in plan.appearing { controller.endAppearance() }
        for controller in plan.disappearing { controller.endAppearance() }
      }
    }
    #if DEBUG
      for window in owned where window.transitionDepth == 0 { window.recordViolations() }
    #endif
  }

  /// Compares what is on screen now with the last transition's result.
  private func appearanceChanges() -> (disappearing: [ViewController], appearing: [ViewController])
  {
    var visible: [ViewController] = []
    if isVisible, let root = rootViewController {
      collectVisible(root, parentForwards: true, into: &visible)
    }
    let disappearing = onScreen.filter { old in !visible.contains { $0 === old } }
    let appearing = visible.filter { new in !onScreen.contains { $0 === new } }
    onScreen = visible
    return (disappearing, appearing)
  }

  private func collectVisible(
    _ controller: ViewController, parentForwards: Bool, into result: inout [ViewController]
  ) {
    let isVisible = parentForwards && controller.loadedView?.window === self
    if isVisible { result.append(controller) }
    let forwards = isVisible && controller.shouldAutomaticallyForwardAppearanceMethods
    for child in controller.children {
      collectVisible(child, parentForwards: forwards, into: &result)
    }
    if let presented = controller.storedPresentedViewController {
      collectVisible(presented, parentForwards: true, into: &result)
    }
  }

  /// Lets adaptive containers (split view controllers) follow the size class.
  private func adaptContainers() {
    guard let root = rootViewController else { return }
    adapt(root, to: horizontalSizeClass)
  }

  private func adapt(_ controller: ViewController, to sizeClass: UserInterfaceSizeClass) {
    if let split = controller as? SplitViewController { split.adapt(to: sizeClass) }
    for child in controller.children { adapt(child, to: sizeClass) }
    if let presented = controller.storedPresentedViewController { adapt(presented, to: sizeClass) }
  }
}
