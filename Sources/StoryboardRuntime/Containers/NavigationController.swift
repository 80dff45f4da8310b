import Foundation

/// A container that manages a stack of controllers (NAV-1..10).
///
/// The stack changes synchronously (NAV-3): during a pop, the popped controller is no longer in
/// ``viewControllers`` in its `viewWillDisappear(_:)`, but it is still a child — and
/// `navigationController` still answers — until its `didMove(toParent: nil)`. Appearance
/// callbacks fire only when the navigation controller is on screen; off screen, a push only
/// updates the stack, and the top controller's view loads when the stack appears.
open class NavigationController: ViewController {
  @exclusivity(unchecked) private var stack: [ViewController] = []
  /// Controllers removed from the stack that are children until their `didMove(toParent: nil)`.
  @exclusivity(unchecked) private var departing: [ViewController] = []
  /// Non-zero while a push, pop or stack change has not finished its will phase (ERR-15).
  @exclusivity(unchecked) private var transitionsInWillPhase = 0
  /// Set while a split view controller collapses its secondary onto this stack.
  @exclusivity(unchecked) var allowsNestedNavigationController = false
  /// The tab bar controller whose More navigation controller this is: its owner even while it
  /// is not its child, so that nothing above the owner can be put inside it.
  @exclusivity(unchecked) weak var moreOwner: TabBarController?

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    definesPresentationContext = true
  }

  /// Creates a navigation controller from a storyboard scene.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    definesPresentationContext = true
  }

  /// Creates a navigation controller whose stack holds `rootViewController`, pushed without
  /// animation (NAV-1). A designated initializer, as Swift imports UIKit's, so subclasses can
  /// call and override it. Raises what the push raises (ERR-12 (<doc:BehaviourRules>),
  /// ERR-25), leaving the stack empty.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    definesPresentationContext = true
    pushViewController(rootViewController, animated: false)
  }

  /// Creates an empty navigation controller with custom bar classes. The classes are
  /// recorded, as this runtime draws no bars.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    self.navigationBarClass = navigationBarClass
    self.toolbarClass = toolbarClass
    super.init(nibName: nil, bundle: nil)
    definesPresentationContext = true
  }

  /// The navigation bar class given to ``init(navigationBarClass:toolbarClass:)``.
  public private(set) var navigationBarClass: AnyClass?
  /// The toolbar class given to ``init(navigationBarClass:toolbarClass:)``.
  public private(set) var toolbarClass: AnyClass?

  /// The stack, root first (NAV-3). Setting it is ``setViewControllers(_:animated:)`` without
  /// animation, as in UIKit, which raises where UIKit does (ERR-14, ERR-25) and leaves the
  /// stack as it was.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Told when the top controller changes on screen.
  @exclusivity(unchecked) open weak var delegate: (any NavigationControllerDelegate)?

  /// The navigation bar, whose items are the stack's navigation items.
  public private(set) lazy var navigationBar: NavigationBar = {
    let bar = NavigationBar()
    bar.owner = self
    return bar
  }()

  /// The toolbar, whose items are the top controller's toolbar items.
  public private(set) lazy var toolbar: Toolbar = {
    let bar = Toolbar()
    bar.owner = self
    return bar
  }()

  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { navigationBar.isHidden = newValue }
  }

  /// Hides or shows the navigation bar; the animation is not simulated.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Whether the toolbar is hidden; it is by default, as in UIKit.
  open var isToolbarHidden: Bool {
    get { toolbar.isHidden }
    set { toolbar.isHidden = newValue }
  }

  /// Hides or shows the toolbar; the animation is not simulated.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  /// The gesture of the user's swipe back; ``swipeToPop(completing:)`` does nothing while it is
  /// disabled, as `interactivePopGestureRecognizer?.isEnabled = false` stops the user.
  public private(set) lazy var interactivePopGestureRecognizer: GestureRecognizer? =
    GestureRecognizer()

  /// Whether the bars hide when the user swipes. Inert: nothing in the simulation acts on it.
  open var hidesBarsOnSwipe = false
  /// Whether the bars hide when the user taps the content; inert.
  open var hidesBarsOnTap = false
  /// Whether the bars hide when the keyboard appears. Inert: nothing in the simulation acts on it.
  open var hidesBarsWhenKeyboardAppears = false
  /// Whether the bars hide in a compact height. Inert: nothing in the simulation acts on it.
  open var hidesBarsWhenVerticallyCompact = false
  /// The tap recognizer that hides the bars when ``hidesBarsOnTap`` is set.
  open private(set) lazy var barHideOnTapGestureRecognizer = TapGestureRecognizer()
  /// The pan recognizer that hides the bars when ``hidesBarsOnSwipe`` is set.
  open private(set) lazy var barHideOnSwipeGestureRecognizer = PanGestureRecognizer()
  /// How long hiding or showing the bars takes, in seconds: 0.2 (nothing is animated here).
  public static let hideShowBarDuration: CGFloat = 0.2

  /// The orientations the navigation controller supports: its delegate's answer, else a view
  /// controller's.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    delegate?.navigationControllerSupportedInterfaceOrientations(self)
      ?? super.supportedInterfaceOrientations
  }

  /// The orientation to present the navigation controller in: its delegate's answer,
  /// else a view controller's.
  open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self)
      ?? super.preferredInterfaceOrientationForPresentation
  }

  /// The last controller of the stack (NAV-8).
  public var topViewController: ViewController? { stack.last }

  /// The controller presented by this navigation controller if there is one, else the top of
  /// the stack (NAV-8).
  public var visibleViewController: ViewController? {
    presentedViewController ?? topViewController
  }

  /// Pushes `viewController` onto the stack (NAV-2, NAV-10).
  ///
  /// Order on screen: `willMove(toParent:)`, the new view loads, the old top's
  /// `viewWillDisappear`, the new top's `viewWillAppear`, `viewDidDisappear`, `viewDidAppear`,
  /// then `didMove(toParent:)`.
  ///
  /// Raises ERR-11b if it is already in the stack, ERR-12 (<doc:BehaviourRules>) for a
  /// navigation controller, ERR-25 if it belongs to another container; the stack is unchanged.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    Exceptions.raising { try push(viewController, animated: animated) }
  }

  private func push(_ viewController: ViewController, animated: Bool) throws {
    if stack.contains(where: { $0 === viewController }) {
      throw NavigationError.pushingSameInstance(
        navigationController: diagnosticName, viewController: viewController.diagnosticName)
    }
    try checkCanStack(viewController)
    let previousTop = stack.last
    attachChild(viewController, at: children.count)
    stack.append(viewController)
    let events = NavigationEventCenter.innermost
    events.emit {
      NavigationEvent(
        ControllerReference(self), .pushed(ControllerReference(viewController), animated: animated))
    }
    changeTop(from: previousTop, animated: animated, events: events)
    viewController.callDidMove(toParent: self)
  }

  /// Pops the top controller and returns it; does nothing and returns `nil` when only the root
  /// is left (NAV-4).
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1 else { return nil }
    return Exceptions.raising(nil) {
      popToViewController(at: stack.count - 2, animated: animated).first
    }
  }

  /// Pops until `viewController` is on top and returns the popped controllers, in stack order
  /// (NAV-5); an empty array when it is already on top. Off screen the stack changes the same
  /// and `nil` is returned, as UIKit does (Fleet's specs, run on UIKit). Raises ERR-13
  /// (<doc:BehaviourRules>) if `viewController` is not in the stack, and returns `nil`.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    Exceptions.raising(nil) {
      guard let index = stack.firstIndex(where: { $0 === viewController }) else {
        throw NavigationError.poppingToMissingViewController
      }
      let isOnScreen = isOnScreen
      let popped = popToViewController(at: index, animated: animated)
      return isOnScreen ? popped : nil
    }
  }

  /// Pops until only the root is left and returns the popped controllers (NAV-6); off screen,
  /// pops and returns `nil`, as UIKit does (Fleet's specs, run on UIKit).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard !stack.isEmpty else { return nil }
    let isOnScreen = isOnScreen
    return Exceptions.raising(nil) {
      let popped = popToViewController(at: 0, animated: animated)
      return isOnScreen ? popped : nil
    }
  }

  /// Replaces the stack (NAV-7). Controllers that leave are removed from the container, new
  /// ones are added; the change looks like a push when the new top was not in the stack, like
  /// a pop otherwise. Called while another stack change is in its will phase, it is ignored
  /// with ERR-15's warning. Raises ERR-14 (<doc:BehaviourRules>) for duplicates, ERR-12 for a
  /// navigation controller, ERR-25 for a controller that belongs to another container, and
  /// leaves the stack as it was.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    Exceptions.raising { try replaceStack(with: viewControllers, animated: animated) }
  }

  private func replaceStack(with viewControllers: [ViewController], animated: Bool) throws {
    if transitionsInWillPhase > 0 {
      warn(.setViewControllersDuringTransition(navigationController: diagnosticName))
      return
    }
    var seen = Set<ObjectIdentifier>()
    if viewControllers.contains(where: { !seen.insert(ObjectIdentifier($0)).inserted }) {
      throw NavigationError.duplicateViewControllers(viewControllers.map(\.diagnosticName))
    }
    for controller in viewControllers { try checkCanStack(controller) }
    let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
    let added = viewControllers.filter { new in !stack.contains { $0 === new } }
    let previousTop = stack.last
    // "simulate a push or pop depending on whether the new top view controller was
    // previously in the stack" (UINavigationController.h, NAV-7).
    let operation: Operation = stack.contains { $0 === viewControllers.last } ? .pop : .push
    for controller in removed { controller.callWillMove(toParent: nil) }
    for controller in added { attachChild(controller, at: children.count) }
    stack = viewControllers
    departing = removed
    children = stack + removed
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(self),
        .stackReplaced(viewControllers.map(ControllerReference.init), animated: animated))
    }
    changeTop(from: previousTop, animated: animated, operation: operation)
    departing = []
    for controller in removed { detachChild(controller) }
    children = stack + children.filter { child in !stack.contains { $0 === child } }
    for controller in added { controller.callDidMove(toParent: self) }
  }

  /// Makes `root` the only controller of an empty stack, outside any transition.
  func stack(root: ViewController) {
    attachChild(root, at: children.count)
    stack = [root]
    root.callDidMove(toParent: self)
  }

  // MARK: - Overrides

  /// Pushes `viewController` (SHOW-4). A navigation controller cannot be pushed, so one is
  /// presented modally instead, as a Show segue to a navigation controller does in UIKit.
  open override func show(_ viewController: ViewController, sender: Any?) {
    if viewController is NavigationController {
      present(viewController, animated: true)
    } else {
      pushViewController(viewController, animated: true)
    }
  }

  /// `true` for ``ShowAction/show``: a navigation controller is the target of `show`.
  open override func canPerformAction(_ action: ShowAction, withSender sender: Any?) -> Bool {
    action == .show
  }

  /// Pushes the split view controller's secondary onto this stack (SPLIT-2).
  open override func collapseSecondaryViewController(
    _ secondaryViewController: ViewController, for splitViewController: SplitViewController
  ) {
    allowsNestedNavigationController = true
    defer { allowsNestedNavigationController = false }
    _ = try? catching { pushViewController(secondaryViewController, animated: false) }
  }

  /// Pops the top controller, if it is not the root, to become the split view controller's
  /// secondary again (SPLIT-2).
  open override func separateSecondaryViewController(
    for splitViewController: SplitViewController
  ) -> ViewController? {
    popViewController(animated: false)
  }

  /// Pops to `subsequentViewController` when it is in the stack (UNW-5).
  open override func unwind(
    for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController
  ) {
    guard stack.contains(where: { $0 === subsequentViewController }) else { return }
    popToViewController(subsequentViewController, animated: unwindSegue.animates)
  }

  override func installStoryboardChildren(
    _ children: [(relationship: String, controller: ViewController)]
  ) {
    for (relationship, child) in children where relationship == "rootViewController" {
      stack(root: child)
    }
  }

  override func installVisibleChildViews() {
    swapChildView(from: nil, to: stack.last)
  }

  override var hierarchyChildren: [ViewController] { stack }

  /// A child added with `addChild(_:)` becomes the top, without animation.
  override func addChildOnRequest(_ child: ViewController) {
    let previousTop = stack.last
    attachChild(child, at: children.count)
    stack.append(child)
    changeTop(from: previousTop, animated: false)
  }

  /// A child that removes itself leaves the stack; when it was the top, the controller below
  /// shows, without animation. A tab shown in the More list leaves the tab bar controller's tabs.
  override func removeChildOnRequest(_ child: ViewController) {
    // The More list is part of More: it stays, as the root every tab shown through More sits on.
    if moreOwner != nil, stack.first === child { return }
    if let tabs = parent as? TabBarController, tabs.moreNavigationController === self,
      tabs.viewControllers?.contains(where: { $0 === child }) == true
    {
      return tabs.removeChildOnRequest(child)
    }
    guard let index = stack.firstIndex(where: { $0 === child }) else {
      return super.removeChildOnRequest(child)
    }
    let previousTop = stack.last
    stack.remove(at: index)
    if child === previousTop {
      departing = [child]
      changeTop(from: previousTop, animated: false)
      departing = []
    }
    detachChild(child)
  }

  override func containerViolations() -> [String] {
    let expected = stack + departing
    let matches =
      expected.count == children.count
      && expected.allSatisfy { member in children.contains { $0 === member } }
      && zip(stack, children).allSatisfy { $0 === $1 }
    return matches ? [] : ["The stack of \(self) is not its list of children."]
  }

  override var deepestVisibleChild: ViewController {
    stack.last?.deepestVisibleChild ?? self
  }

  // MARK: - Private

  private func checkCanStack(_ viewController: ViewController) throws {
    if viewController is NavigationController, !allowsNestedNavigationController {
      throw NavigationError.pushingNavigationController
    }
    try checkCanAdopt(viewController)
  }

  private func popToViewController(at index: Int, animated: Bool) -> [ViewController] {
    guard index + 1 < stack.count else { return [] }
    let popped = Array(stack[(index + 1)..<stack.count])
    let previousTop = stack.last
    for controller in popped.reversed() { controller.callWillMove(toParent: nil) }
    for _ in popped { stack.removeLast() }
    departing = popped
    let events = NavigationEventCenter.innermost
    events.emit {
      NavigationEvent(
        ControllerReference(self), .popped(popped.map(ControllerReference.init), animated: animated)
      )
    }
    changeTop(from: previousTop, animated: animated, events: events)
    departing = []
    for controller in popped.reversed() { detachChild(controller) }
    if let tabs = parent as? TabBarController, tabs.moreNavigationController === self {
      tabs.moreNavigationControllerPopped(popped)
    }
    return popped
  }

  /// Moves the displayed view from `previousTop` to the current top, with the callbacks. The
  /// delegate's animator is asked for `operation`: by default a push when `previousTop` stays
  /// in the stack, a pop otherwise.
  private func changeTop(
    from previousTop: ViewController?, animated: Bool, events: ObserverScope? = nil,
    operation: Operation? = nil
  ) {
    let newTop = stack.last
    let tellsDelegate = newTop !== previousTop ? delegate.flatMap { isOnScreen ? $0 : nil } : nil
    if let newTop, let tellsDelegate {
      Exceptions.callingBack {
        tellsDelegate.navigationController(self, willShow: newTop, animated: animated)
      }
    }
    defer {
      if let newTop, let tellsDelegate {
        let operation = operation ?? (stack.contains { $0 === previousTop } ? .push : .pop)
        if let previousTop,
          let animator = Exceptions.callingBack(
            nil,
            {
              tellsDelegate.navigationController(
                self, animationControllerFor: operation, from: previousTop, to: newTop)
            })
        {
          ImmediateTransition(from: previousTop, to: newTop, animated: animated).run(animator)
        }
        Exceptions.callingBack {
          tellsDelegate.navigationController(self, didShow: newTop, animated: animated)
        }
      }
    }
    transitionsInWillPhase += 1
    var inWillPhase = true
    Window.transition(
      in: viewIfLoaded?.window, animated: animated,
      afterWillPhase: {
        transitionsInWillPhase -= 1
        inWillPhase = false
      }, events: events
    ) {
      swapChildView(from: previousTop, to: stack.last)
    }
    if inWillPhase { transitionsInWillPhase -= 1 }
  }
}
