/// A view controller: the node of the simulated view controller hierarchy.
///
/// Subclass it and override the lifecycle methods exactly as in UIKit (`viewDidLoad()`,
/// `viewWillAppear(_:)`, `prepare(for:sender:)`, …). Everything is synchronous: a push, a
/// presentation or a dismissal has finished, callbacks and completion blocks included, when the
/// call returns. Where UIKit raises an exception the method `throws` a ``NavigationError``.
open class ViewController: CustomStringConvertible {
  /// The title; also the name the controller goes by in events (its class name when `nil`).
  open var title: String?

  /// The container this controller is a child of, or `nil` (CONT-3: never the presenter).
  public internal(set) weak var parent: ViewController?

  /// The child controllers, in order. Presented controllers are not children (CONT-3).
  public internal(set) var children: [ViewController] = []

  /// How the controller is shown when presented; `.automatic` resolves to a page sheet (PRES-7).
  open var modalPresentationStyle: ModalPresentationStyle = .automatic

  /// The transition used when the controller is presented.
  open var modalTransitionStyle: ModalTransitionStyle = .coverVertical

  /// Whether this controller's view is covered by a `.currentContext` or `.overCurrentContext`
  /// presentation made from it or a descendant (PRES-6). `false` by default, `true` for a
  /// ``NavigationController`` (NAV-9).
  open var definesPresentationContext = false

  /// Whether appearance callbacks are forwarded to the children whose views are in this
  /// controller's view (CONT-5). Return `false` in a custom container that calls
  /// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: - State kept by the runtime

  var loadedView: View?
  var appearState = AppearState.disappeared
  var storedPresentedViewController: ViewController?
  weak var storedPresentingViewController: ViewController?
  /// Where the presenter's view was before a presentation removed it (PRES-8).
  var removedPresenterViewSlot: (container: View, below: View)?
  /// The style the controller was presented in, after adaptation.
  public internal(set) var presentationStyle: ModalPresentationStyle?
  /// The class name a storyboard declared for this instance, when it differs from its type.
  var declaredClassName: String?
  /// Whether the appearance change in progress is animated.
  var pendingAnimated = false

  /// `true` while the controller is being added to a container, in its appearance callbacks.
  public internal(set) var isMovingToParent = false
  /// `true` while the controller is being removed from a container, in its appearance callbacks.
  public internal(set) var isMovingFromParent = false
  /// `true` while the controller is being presented, in its appearance callbacks.
  public internal(set) var isBeingPresented = false
  /// `true` while the controller is being dismissed, in its appearance callbacks.
  public internal(set) var isBeingDismissed = false

  /// Creates a controller with no view loaded.
  public init() {}

  // MARK: - Lifecycle to override

  /// Creates the view. Override to assign a custom ``View`` to ``view``; never call it directly.
  /// The default creates a plain view.
  open func loadView() { view = View() }

  /// Called once after the view is loaded.
  open func viewDidLoad() {}

  /// Called before the view enters a visible window (LIFE-4).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view entered a visible window.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves a visible window: dismissed, covered or otherwise hidden.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left a visible window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the controller is added to or removed from a container (`nil`).
  ///
  /// ``addChild(_:)`` calls it for you; before ``removeFromParent()`` you must call it yourself
  /// with `nil` (CONT-1, CONT-2). Overrides must call `super`, which records the event.
  open func willMove(toParent parent: ViewController?) {
    if parent == nil, self.parent != nil { isMovingFromParent = true }
    NavigationEvents.emit {
      NavigationEvent(
        ControllerReference(self), .willMoveToParent(parent.map(ControllerReference.init)))
    }
  }

  /// Called after the controller was added to or removed from a container (`nil`).
  ///
  /// ``removeFromParent()`` calls it for you; after ``addChild(_:)`` you must call it yourself
  /// once the child's view is in place (CONT-1, CONT-2). Overrides must call `super`.
  open func didMove(toParent parent: ViewController?) {
    NavigationEvents.emit {
      NavigationEvent(
        ControllerReference(self), .didMoveToParent(parent.map(ControllerReference.init)))
    }
  }

  // MARK: - Showing (SHOW-1..4)

  /// Shows `viewController` in the primary context (SHOW-2).
  ///
  /// The default finds ``targetViewController(forAction:sender:)`` for ``ShowAction/show`` and
  /// forwards to it (a ``NavigationController`` pushes, a ``SplitViewController`` replaces its
  /// primary); with no target, it presents `viewController` modally.
  /// - Throws: What the push or presentation throws.
  open func show(_ viewController: ViewController, sender: Any?) throws {
    try forward(.show, viewController, sender: sender)
  }

  /// Shows `viewController` in the secondary (detail) context (SHOW-3).
  ///
  /// The default forwards to the target for ``ShowAction/showDetail`` (a
  /// ``SplitViewController``); with no target, it presents `viewController` modally.
  /// - Throws: What the push or presentation throws.
  open func showDetailViewController(_ viewController: ViewController, sender: Any?) throws {
    try forward(.showDetail, viewController, sender: sender)
  }

  /// Whether this controller handles `action` itself, making it a target of
  /// ``targetViewController(forAction:sender:)`` (SHOW-1).
  ///
  /// `false` by default. ``NavigationController`` returns `true` for ``ShowAction/show``,
  /// ``SplitViewController`` for both actions. A custom container that overrides
  /// ``show(_:sender:)`` should return `true` for ``ShowAction/show`` — UIKit detects the
  /// override through the Objective-C runtime, which Swift does not have.
  open func canPerformAction(_ action: ShowAction, withSender sender: Any?) -> Bool { false }

  // MARK: - Split view adaptation (SPLIT-2)

  /// Called on a split view controller's primary when the split collapses, unless the delegate
  /// handled it. The default does nothing (the secondary is discarded); a
  /// ``NavigationController`` pushes `secondaryViewController`.
  open func collapseSecondaryViewController(
    _ secondaryViewController: ViewController, for splitViewController: SplitViewController
  ) {}

  /// Called on a split view controller's primary when the split expands, unless the delegate
  /// answered: returns the controller to use as the secondary, or `nil`. The default returns
  /// `nil`; a ``NavigationController`` pops and returns its top controller.
  open func separateSecondaryViewController(for splitViewController: SplitViewController)
    -> ViewController?
  { nil }

  // MARK: - Plumbing for the built-in containers

  /// Called between `loadView()` and `viewDidLoad()`; embed segues run here.
  func viewWillFinishLoading() {}

  /// Puts the views of the children that are displayed into this controller's view.
  func installVisibleChildViews() {}

  /// The children in the order a hierarchy listing shows them.
  var hierarchyChildren: [ViewController] { children }

  /// The broken links of this container's own bookkeeping.
  func containerViolations() -> [String] { [] }

  /// The controller the user sees inside this one: the top of a stack, the selected tab.
  var deepestVisibleChild: ViewController { self }

  // MARK: - Names

  /// The controller's class name: the class a storyboard declared for it, or its Swift type.
  public var className: String {
    declaredClassName ?? String(describing: type(of: self))
  }

  /// `<ClassName: title>`, or `<ClassName>` without a title; used in error messages.
  open var description: String {
    if let title { return "<\(className): \(title)>" }
    return "<\(className)>"
  }

  // MARK: - Ancestors (CONT-6)

  /// The nearest ancestor that is a ``NavigationController``, or `nil`.
  public var navigationController: NavigationController? { nearestAncestor() }
  /// The nearest ancestor that is a ``TabBarController``, or `nil`.
  public var tabBarController: TabBarController? { nearestAncestor() }
  /// The nearest ancestor that is a ``SplitViewController``, or `nil`.
  public var splitViewController: SplitViewController? { nearestAncestor() }

  private func nearestAncestor<Container: ViewController>() -> Container? {
    var current = parent
    while let candidate = current {
      if let match = candidate as? Container { return match }
      current = candidate.parent
    }
    return nil
  }

  /// The topmost ancestor in the parent chain (the controller itself when it has no parent).
  var rootAncestor: ViewController {
    var current = self
    while let next = current.parent { current = next }
    return current
  }
}

/// Where a controller is in its appearance cycle (UIKit's `_appearState`).
enum AppearState {
  case disappeared, appearing, appeared, disappearing
}

// MARK: - Identity

extension ViewController: Hashable {
  /// Controllers are equal when they are the same instance, as `NSObject`s are in UIKit.
  public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
