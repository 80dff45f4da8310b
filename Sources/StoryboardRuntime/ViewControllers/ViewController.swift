import Foundation
import Synchronization

/// A view controller: the node of the simulated view controller hierarchy.
///
/// Subclass it and override the lifecycle methods exactly as in UIKit (`viewDidLoad()`,
/// `viewWillAppear(_:)`, `prepare(for:sender:)`, …). Everything is synchronous: a push, a
/// presentation or a dismissal has finished, callbacks and completion blocks included, when the
/// call returns. Where UIKit raises an exception the method raises the typed error (see
/// ``catching(_:)``).
///
/// Every member a subclass may override is declared in this class body: Swift overrides only
/// what a class declares, not what its extensions add.
open class ViewController: Responder, CustomStringConvertible {
  /// The title; also the name the controller goes by in events (its class name when `nil`).
  ///
  /// Setting it also sets the title of the controller's ``navigationItem`` and ``tabBarItem``
  /// (UIKit: "assigning a value to this property updates the title text of those objects").
  open var title: String? {
    get { storedTitle }
    set {
      storedTitle = newValue
      extras?.navigationItem?.title = newValue
      extras?.tabBarItem?.title = newValue
    }
  }

  /// The container this controller is a child of, or `nil` (CONT-3: never the presenter).
  ///
  /// Back-pointers are not `weak`: a weak reference makes every retain of its target slow.
  /// Whoever owns the link clears it instead, at the latest in its `deinit`.
  public internal(set) var parent: ViewController? {
    get { storedParent }
    set { storedParent = newValue }
  }

  /// The child controllers, in order. Presented controllers are not children (CONT-3).
  public internal(set) var children: [ViewController] {
    get { storedChildren }
    set { storedChildren = newValue }
  }

  /// How the controller is shown when presented; `.automatic` resolves to a page sheet (PRES-7).
  open var modalPresentationStyle: ModalPresentationStyle = .automatic

  /// The transition used when the controller is presented.
  open var modalTransitionStyle: ModalTransitionStyle = .coverVertical

  /// Whether the user's swipe-down of a sheet is refused (PRES-10).
  open var isModalInPresentation = false

  /// Whether this controller's view is covered by a `.currentContext` or `.overCurrentContext`
  /// presentation made from it or a descendant (PRES-6). `false` by default, `true` for a
  /// ``NavigationController`` (NAV-9).
  open var definesPresentationContext = false

  /// Whether appearance callbacks are forwarded to the children whose views are in this
  /// controller's view (CONT-5). Return `false` in a custom container that calls
  /// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: - Bars, editing, traits and the status bar, as data

  /// What a navigation bar shows for this controller; created on first use with ``title``.
  open var navigationItem: NavigationItem { ensuredExtras.navigationItem(title: storedTitle) }

  /// The controller's tab: created on first use with ``title``. Implicitly unwrapped, as in
  /// UIKit, so that code that assigns it compiles unchanged.
  open var tabBarItem: TabBarItem! {
    get { ensuredExtras.tabBarItem(title: storedTitle) }
    set { ensuredExtras.tabBarItem = newValue }
  }

  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [BarButtonItem]? {
    get { extras?.toolbarItems }
    set { ensuredExtras.toolbarItems = newValue }
  }

  /// Sets ``toolbarItems``; the animation is not simulated.
  open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Whether a tab bar hides while this controller is pushed on a navigation stack.
  open var hidesBottomBarWhenPushed: Bool {
    get { extras?.hidesBottomBarWhenPushed ?? false }
    set { ensuredExtras.hidesBottomBarWhenPushed = newValue }
  }

  /// Whether the controller is in editing mode; ``setEditing(_:animated:)`` changes it.
  open var isEditing: Bool {
    get { extras?.isEditing ?? false }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode and retitles ``editButtonItem``. Override to update the
  /// controller and call `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    ensuredExtras.isEditing = editing
    extras?.editButtonItem?.title = editing ? "Done" : "Edit"
    extras?.editButtonItem?.style = editing ? .done : .plain
  }

  /// Whether a popover presentation is modal (deprecated in iOS 13; ``isModalInPresentation``).
  open var isModalInPopover: Bool {
    get { extras?.isModalInPopover ?? false }
    set { ensuredExtras.isModalInPopover = newValue }
  }

  /// Whether this controller's transition style is used for presentations in its context.
  open var providesPresentationContextTransitionStyle: Bool {
    get { extras?.providesPresentationContextTransitionStyle ?? false }
    set { ensuredExtras.providesPresentationContextTransitionStyle = newValue }
  }

  /// The traits of the window the controller is in, or a phone's when it is in none.
  open var traitCollection: TraitCollection {
    if let parent, let traits = parent.overrideTraitCollection(forChild: self) {
      return TraitCollection(traitsFrom: [parent.traitCollection, traits])
    }
    return TraitCollection(
      horizontalSizeClass: loadedView?.window?.horizontalSizeClass ?? .compact)
  }

  /// Gives `childViewController` traits of its own in place of this controller's (a `nil`
  /// collection removes them): its ``traitCollection`` reads them. Only a child can have
  /// them, as in UIKit; for another controller the call does nothing.
  open func setOverrideTraitCollection(
    _ collection: TraitCollection?, forChild childViewController: ViewController
  ) {
    guard childViewController.parent === self else { return }
    ensuredExtras.layout.childTraitOverrides[ObjectIdentifier(childViewController)] = collection
  }

  /// Replaces the view of the child `fromViewController` with that of the child
  /// `toViewController`, for custom containers: `toViewController`'s view takes
  /// `fromViewController`'s place in its superview (or goes into this controller's view),
  /// `animations` runs, `fromViewController`'s view leaves, then `completion` runs with
  /// `true`; the appearance callbacks follow when the views are in a visible window. Raises
  /// UIKit's exception (``NavigationError/transitionWithoutCommonParent(from:to:)``) unless
  /// both are children of this controller, and changes nothing.
  open func transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: TimeInterval, options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    Exceptions.raising {
      guard fromViewController.parent === self, toViewController.parent === self else {
        throw NavigationError.transitionWithoutCommonParent(
          from: fromViewController.diagnosticName, to: toViewController.diagnosticName)
      }
      let fromView = fromViewController.loadedView
      let container = fromView?.superview ?? view!
      Window.transition(in: container.window, animated: duration > 0) {
        let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
        container.insertSubview(toViewController.view, at: index + 1)
        if let animations { Exceptions.callingBack(animations) }
        fromView?.removeFromSuperview()
      }
      if let completion { Exceptions.callingBack { completion(true) } }
    }
  }

  /// The traits set for `childViewController` with
  /// ``setOverrideTraitCollection(_:forChild:)``, if any.
  open func overrideTraitCollection(forChild childViewController: ViewController)
    -> TraitCollection?
  {
    extras?.layout.childTraitOverrides[ObjectIdentifier(childViewController)]
  }

  /// Called when the window's traits change, with the traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the window's size changes (a rotation, ``Window/transition(toSize:)``).
  /// The default forwards the call to the children and the presented controller, as UIKit's:
  /// an override calls `super` to keep them told.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for controller in children + [storedPresentedViewController].compactMap({ $0 }) {
      Exceptions.callingBack { controller.viewWillTransition(to: size, with: coordinator) }
    }
  }

  /// Called before the window's traits change (a size-class change). The default forwards the
  /// call to the children, as UIKit's.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in children {
      Exceptions.callingBack { child.willTransition(to: newCollection, with: coordinator) }
    }
  }

  /// Called before the view lays out its subviews: when it appears and when traits change.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// The status bar style the controller prefers.
  /// Inert: nothing in the simulation acts on it.
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// Whether the controller prefers the status bar hidden.
  open var prefersStatusBarHidden: Bool { false }
  /// How the status bar animates when it changes.
  /// Inert: nothing in the simulation acts on it.
  open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
  /// The child whose status bar style is used. Inert: nothing in the simulation acts on it.
  open var childForStatusBarStyle: ViewController? { nil }
  /// The child whose status bar visibility is used.
  /// Inert: nothing in the simulation acts on it.
  open var childForStatusBarHidden: ViewController? { nil }
  /// Asks for the status bar to be updated. Inert: nothing in the simulation acts on it.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// The orientations the controller supports: every one but upside down, as on a phone.
  open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  /// Whether the controller rotates with the device.
  open var shouldAutorotate: Bool { true }
  /// The orientation a full-screen presentation prefers.
  open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }

  /// The size the controller prefers in a popover or form sheet.
  /// Inert: nothing in the simulation acts on it.
  open var preferredContentSize: CGSize {
    get { extras?.preferredContentSize ?? .zero }
    set { ensuredExtras.preferredContentSize = newValue }
  }
  /// Whether a presented controller decides the status bar's appearance.
  /// Inert: nothing in the simulation acts on it.
  open var modalPresentationCapturesStatusBarAppearance: Bool {
    get { extras?.modalPresentationCapturesStatusBarAppearance ?? false }
    set { ensuredExtras.modalPresentationCapturesStatusBarAppearance = newValue }
  }
  /// Whether the controller prefers the home indicator hidden.
  /// Inert: nothing in the simulation acts on it.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// Asks for the home indicator to be updated. Inert: nothing in the simulation acts on it.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

  // MARK: - Layout, restoration and system preferences, kept as data

  /// Insets added to the safe area of the controller's view.
  /// Inert: nothing in the simulation acts on it.
  open var additionalSafeAreaInsets: EdgeInsets {
    get { extras?.layout.additionalSafeAreaInsets ?? .zero }
    set { ensuredExtras.layout.additionalSafeAreaInsets = newValue }
  }
  /// The edges the view extends under bars to (all, as in UIKit).
  /// Inert: nothing in the simulation acts on it.
  open var edgesForExtendedLayout: RectEdge {
    get { extras?.layout.edgesForExtendedLayout ?? .all }
    set { ensuredExtras.layout.edgesForExtendedLayout = newValue }
  }
  /// Whether the view extends under opaque bars. Inert: nothing in the simulation acts on it.
  open var extendedLayoutIncludesOpaqueBars: Bool {
    get { extras?.layout.extendedLayoutIncludesOpaqueBars ?? false }
    set { ensuredExtras.layout.extendedLayoutIncludesOpaqueBars = newValue }
  }
  /// Whether scroll view insets adjust to bars (deprecated in iOS 11).
  /// Inert: nothing in the simulation acts on it.
  open var automaticallyAdjustsScrollViewInsets: Bool {
    get { extras?.layout.automaticallyAdjustsScrollViewInsets ?? true }
    set { ensuredExtras.layout.automaticallyAdjustsScrollViewInsets = newValue }
  }
  /// Whether the view's margins respect the system's minimum.
  /// Inert: nothing in the simulation acts on it.
  open var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { extras?.layout.viewRespectsSystemMinimumLayoutMargins ?? true }
    set { ensuredExtras.layout.viewRespectsSystemMinimumLayoutMargins = newValue }
  }
  /// The system's minimum layout margins: none, as nothing is laid out.
  /// Inert: nothing in the simulation acts on it.
  open var systemMinimumLayoutMargins: DirectionalEdgeInsets { .zero }
  /// Whether focus returns where it was after a transition.
  /// Inert: nothing in the simulation acts on it.
  open var restoresFocusAfterTransition: Bool {
    get { extras?.layout.restoresFocusAfterTransition ?? true }
    set { ensuredExtras.layout.restoresFocusAfterTransition = newValue }
  }
  /// The identifier state restoration saves the controller under.
  /// Inert: nothing in the simulation acts on it.
  open var restorationIdentifier: String? {
    get { extras?.layout.restorationIdentifier }
    set { ensuredExtras.layout.restorationIdentifier = newValue }
  }
  /// The keyboard shortcuts given to ``addKeyCommand(_:)``, or `nil` when there are none.
  open override var keyCommands: [KeyCommand]? {
    guard let commands = extras?.layout.keyCommands, !commands.isEmpty else { return nil }
    return commands
  }

  /// Adds `keyCommand` to the controller's ``keyCommands``.
  open func addKeyCommand(_ keyCommand: KeyCommand) {
    ensuredExtras.layout.keyCommands.append(keyCommand)
  }

  /// Removes `keyCommand` from the controller's ``keyCommands``.
  open func removeKeyCommand(_ keyCommand: KeyCommand) {
    extras?.layout.keyCommands.removeAll { $0 === keyCommand }
  }

  /// The identifier of the focus group the controller's view belongs to.
  /// Inert: nothing in the simulation acts on it.
  open var focusGroupIdentifier: String? {
    get { extras?.layout.focusGroupIdentifier }
    set { ensuredExtras.layout.focusGroupIdentifier = newValue }
  }

  /// Registers `delegate` for 3D Touch previews from `sourceView` (deprecated in iOS 13) and
  /// returns the registration; no preview is ever asked for here.
  open func registerForPreviewing(
    with delegate: any ViewControllerPreviewingDelegate, sourceView: View
  ) -> any ViewControllerPreviewing {
    let registration = PreviewingRegistration(delegate: delegate, sourceView: sourceView)
    ensuredExtras.layout.previewings.append(registration)
    return registration
  }

  /// Ends a registration ``registerForPreviewing(with:sourceView:)`` made.
  open func unregisterForPreviewing(withContext previewing: any ViewControllerPreviewing) {
    extras?.layout.previewings.removeAll { $0 === previewing }
  }

  /// The actions under the controller's 3D Touch preview (deprecated in iOS 13): none.
  open var previewActionItems: [any PreviewActionItem] { [] }

  /// The class that makes this controller when state is restored.
  /// Inert: nothing in the simulation acts on it.
  open var restorationClass: (any ViewControllerRestoration.Type)? {
    get { extras?.layout.restorationClass }
    set { ensuredExtras.layout.restorationClass = newValue }
  }
  /// The guide below the top bars, before safe areas (deprecated in iOS 11): length 0.
  open var topLayoutGuide: any LayoutSupport {
    if let guide = extras?.layout.topLayoutGuide { return guide }
    let guide = ControllerLayoutGuide()
    ensuredExtras.layout.topLayoutGuide = guide
    return guide
  }
  /// The guide above the bottom bars, before safe areas (deprecated in iOS 11): length 0.
  open var bottomLayoutGuide: any LayoutSupport {
    if let guide = extras?.layout.bottomLayoutGuide { return guide }
    let guide = ControllerLayoutGuide()
    ensuredExtras.layout.bottomLayoutGuide = guide
    return guide
  }
  /// The name of the exception UIKit raises for a hierarchy inconsistency (adding a child
  /// that belongs elsewhere): ``NavigationError/hierarchyInconsistency(child:parent:requestedParent:)``
  /// carries it.
  public static let hierarchyInconsistencyException = NSExceptionName(
    "UIViewControllerHierarchyInconsistencyException")

  // MARK: - Rotation before iOS 8 (deprecated; never called here)

  /// The view that rotates above the content (deprecated in iOS 8): `nil`.
  open func rotatingHeaderView() -> View? { nil }
  /// The view that rotates below the content (deprecated in iOS 8): `nil`.
  open func rotatingFooterView() -> View? { nil }
  /// Called before a rotation before iOS 8; the runtime calls
  /// ``viewWillTransition(to:with:)`` instead. Inert: nothing in the simulation acts on it.
  open func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval) {}
  /// Called after a rotation before iOS 8; never called here.
  /// Inert: nothing in the simulation acts on it.
  open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {}
  /// Called inside a rotation's animation before iOS 8; never called here.
  /// Inert: nothing in the simulation acts on it.
  open func willAnimateRotation(
    to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval
  ) {}
  /// Whether rotation callbacks reach the children (deprecated in iOS 8): `true`.
  open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }

  /// The base name of the controller's interaction activities.
  /// Inert: nothing in the simulation acts on it.
  open var interactionActivityTrackingBaseName: String? {
    get { extras?.layout.interactionActivityTrackingBaseName }
    set { ensuredExtras.layout.interactionActivityTrackingBaseName = newValue }
  }
  /// Whether a keyboard stays up when a form sheet's text field resigns (UIKit: `true` for a
  /// form sheet, else `false`).
  open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
  /// The edges whose system gestures defer to the app's; none.
  open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }
  /// The child whose preference about the home indicator counts; none.
  open var childForHomeIndicatorAutoHidden: ViewController? { nil }
  /// The child whose preference about screen-edge gestures counts; none.
  open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
  /// Whether the pointer is locked (iPad); never.
  open var prefersPointerLocked: Bool { false }
  /// The child whose pointer-lock preference counts; none.
  open var childViewControllerForPointerLock: ViewController? { nil }
  /// Whether the controller's actions run while it presents modally; `true`, as in UIKit.
  open var performsActionsWhilePresentingModally: Bool { true }
  /// The orientation of the interface (deprecated in iOS 8): the simulated device's.
  open var interfaceOrientation: InterfaceOrientation {
    loadedView?.window?.bounds.width ?? 0 > loadedView?.window?.bounds.height ?? 0
      ? .landscapeLeft : .portrait
  }
  /// Called when the controller's constraints should update; calls nothing, as nothing is
  /// laid out. Override and call `super`. Inert: nothing in the simulation acts on it.
  open func updateViewConstraints() {}
  /// Called when the view's safe area insets change; they never change here.
  /// Inert: nothing in the simulation acts on it.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the view's layout margins change; they never change here.
  /// Inert: nothing in the simulation acts on it.
  open func viewLayoutMarginsDidChange() {}
  /// Asks for the supported orientations to be read again.
  /// Inert: nothing in the simulation acts on it.
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  /// Asks for the screen-edge gestures preference to be read again.
  /// Inert: nothing in the simulation acts on it.
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
  /// Asks for the pointer-lock preference to be read again.
  /// Inert: nothing in the simulation acts on it.
  open func setNeedsUpdateOfPrefersPointerLocked() {}
  /// Saves the controller's state for restoration; nothing is saved here. Override and call
  /// `super`. Inert: nothing in the simulation acts on it.
  open func encodeRestorableState(with coder: NSCoder) {}
  /// Restores the controller's state; nothing is restored here.
  /// Inert: nothing in the simulation acts on it.
  open func decodeRestorableState(with coder: NSCoder) {}
  /// Called when state restoration finishes; it never runs here.
  /// Inert: nothing in the simulation acts on it.
  open func applicationFinishedRestoringState() {}
  /// The scroll view the bars at `edge` follow, if one was set (for several edges: the first
  /// edge's).
  open func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
    let first = [DirectionalRectEdge.top, .leading, .bottom, .trailing].first(where: edge.contains)
    return first.flatMap { extras?.layout.contentScrollViews[$0.rawValue] }
  }
  /// Sets the scroll view the bars at each edge of `edge` follow.
  open func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
    for single in [DirectionalRectEdge.top, .leading, .bottom, .trailing]
    where edge.contains(single) {
      ensuredExtras.layout.contentScrollViews[single.rawValue] = scrollView
    }
  }
  /// The presentation controller of the controller's presentation while it is presented, else
  /// `nil`.
  open var activePresentationController: PresentationController? {
    presentingViewController == nil ? nil : extras?.presentationController
  }

  /// The interface style forced on this controller and its children.
  open var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { extras?.overrideUserInterfaceStyle ?? .unspecified }
    set { ensuredExtras.overrideUserInterfaceStyle = newValue }
  }

  // MARK: - Containers, presentation and transitions (open, as UIKit's: a test double overrides them)

  /// The nearest ancestor that is a ``NavigationController``, or `nil`.
  open var navigationController: NavigationController? { nearestAncestor() }
  /// The nearest ancestor that is a ``TabBarController``, or `nil`.
  open var tabBarController: TabBarController? { nearestAncestor() }
  /// The nearest ancestor that is a ``SplitViewController``, or `nil`.
  open var splitViewController: SplitViewController? { nearestAncestor() }

  /// The controller presented by this controller or by its nearest ancestor (PRES-2).
  open var presentedViewController: ViewController? {
    storedPresentedViewController ?? parent?.presentedViewController
  }

  /// The controller that presented this controller or its farthest presented ancestor (PRES-2).
  open var presentingViewController: ViewController? {
    storedPresentingViewController ?? parent?.presentingViewController
  }

  /// The transition in progress while the controller's appearance changes (in its
  /// `viewWillAppear(_:)` and the like), else `nil`. The runtime's transitions finish within
  /// their call: animations alongside run at once.
  open var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    switch appearState {
    case .appearing: return ImmediateTransition(from: nil, to: self, animated: pendingAnimated)
    case .disappearing:
      return ImmediateTransition(from: self, to: nil, animated: pendingAnimated)
    default: return nil
    }
  }

  // MARK: - State kept by the runtime
  // Public properties read this internal storage, which the runtime uses directly. The state
  // only the runtime writes is `@exclusivity(unchecked)` (here and in `View`, `Window`,
  // `NavigationController`, `StoryboardSegue`, `StoryboardBundle`, `HookChain`): it is never
  // modified while calling out, and the run-time exclusivity checks would cost about a tenth
  // of a navigation step.

  @exclusivity(unchecked) var storedTitle: String?
  /// The navigation item, tab bar item, toolbar items and editing state, once used.
  @exclusivity(unchecked) var extras: ControllerExtras?
  @exclusivity(unchecked) unowned(unsafe) var storedParent: ViewController?
  @exclusivity(unchecked) var storedChildren: [ViewController] = []
  @exclusivity(unchecked) var loadedView: View?
  @exclusivity(unchecked) var appearState = AppearState.disappeared
  @exclusivity(unchecked) package var storedPresentedViewController: ViewController?
  @exclusivity(unchecked) unowned(unsafe) var storedPresentingViewController: ViewController?
  /// Where the presenter's view was before a presentation removed it (PRES-8).
  @exclusivity(unchecked) var removedPresenterViewSlot: PresenterViewSlot?
  /// The style the controller was presented in, after adaptation.
  @exclusivity(unchecked) public internal(set) var presentationStyle: ModalPresentationStyle?
  /// The class name a storyboard declared for this instance, when it differs from its type.
  @exclusivity(unchecked) var declaredClassName: String?
  /// Whether the appearance change in progress is animated.
  @exclusivity(unchecked) var pendingAnimated = false
  /// The class name once looked up.
  @exclusivity(unchecked) var cachedClassName: ClassName?

  /// `true` while the controller is being added to a container, in its appearance callbacks.
  @exclusivity(unchecked) open internal(set) var isMovingToParent = false
  /// `true` while the controller is being removed from a container, in its appearance callbacks.
  @exclusivity(unchecked) open internal(set) var isMovingFromParent = false
  /// `true` while the controller is being presented, in its appearance callbacks.
  @exclusivity(unchecked) open internal(set) var isBeingPresented = false
  /// `true` while the controller is being dismissed, in its appearance callbacks.
  @exclusivity(unchecked) open internal(set) var isBeingDismissed = false

  /// The window this controller is the root view controller of. Not `weak` (a weak reference
  /// makes every retain of the window slow): the window sets it and clears it when the
  /// controller stops being its root and in its `deinit`.
  @exclusivity(unchecked) unowned(unsafe) var rootOfWindow: Window?
  /// The storyboard this controller was instantiated from, or `nil` for one made in code.
  @exclusivity(unchecked) open internal(set) var storyboard: Storyboard?
  /// The scene this controller was instantiated from, or `nil` for one made in code.
  public var sceneDefinition: ControllerDefinition? { scene?.controller }
  /// The scene this controller was instantiated from.
  @exclusivity(unchecked) package var scene: StoryboardScene?

  /// Creates a controller with no view loaded: UIKit's designated initializer. The nib is
  /// recorded in ``nibName`` and ``nibBundle``, and loaded with the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
    if nibNameOrNil != nil || nibBundleOrNil != nil {
      ensuredExtras.nibName = nibNameOrNil
      ensuredExtras.nibBundle = nibBundleOrNil
    }
  }

  /// Creates a controller with no view loaded and no nib.
  ///
  /// Required, as UIKit's `init()` acts on iOS: code makes a controller from its metatype
  /// (`let controller = type.init()`), which Swift allows only through a required
  /// initializer. A subclass inherits it when it inherits ``init(nibName:bundle:)``; one that
  /// declares other designated initializers declares it too — compiled through
  /// UIKitSourcesPlugin, the build step writes it, calling `init(nibName: nil, bundle: nil)`
  /// where the class overrides that initializer and otherwise trapping as iOS does for an
  /// initializer the class does not implement.
  public required convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  deinit {
    for child in storedChildren where child.storedParent === self { child.storedParent = nil }
    if let presented = storedPresentedViewController,
      presented.storedPresentingViewController === self
    {
      presented.storedPresentingViewController = nil
    }
    if loadedView?.viewController === self { loadedView?.viewController = nil }
  }

  /// Creates a controller from a storyboard scene (LIFE-1). Every instantiation from a
  /// storyboard goes through this initializer with a ``StoryboardCoder``; subclasses that add
  /// their own designated initializers implement it and pass `coder` to `super.init(coder:)`,
  /// as in UIKit. Another coder creates a plain controller, as `NSCoder` data with no scene.
  public required init?(coder: NSCoder) {
    super.init()
    guard let coder = coder as? StoryboardCoder, !coder.isStandIn else { return }
    storyboard = coder.storyboard
    scene = coder.storyboardScene
    declaredClassName = coder.declaredClassName
    title = coder.storyboardScene.controller.title
    if let nibName = coder.storyboardScene.controller.nibName {
      // The scene's nib lies beside its storyboard.
      ensuredExtras.nibName = nibName
      ensuredExtras.nibBundle = coder.storyboard.resourceBundle
    }
    decodeBarItems(of: coder.storyboardScene)
    decodeSceneObjects(with: coder)
    coder.decodedControllerID = ObjectIdentifier(self)
    NavigationEventCenter.emit { NavigationEvent(ControllerReference(self), .initWithCoder) }
  }

  /// The controller that presented this one, else its view's superview (UIKit's responder
  /// chain, as Apple's "Using responders and the responder chain" describes it).
  open override var next: Responder? {
    if let presenter = storedPresentingViewController, storedParent == nil { return presenter }
    return loadedView?.superview
  }

  // MARK: - Storyboard hooks to override

  /// Called once the scene is decoded: after `init(coder:)`, the relationship children and the
  /// runtime attributes, before any segue's `prepare(for:sender:)` (SB-8, LIFE-3).
  open func awakeFromNib() {}

  /// Sets a user-defined runtime attribute (SB-8). Override to handle your keys and call
  /// `super` for the others.
  ///
  /// The default handles `title`, `definesPresentationContext`, and the placeholder keys
  /// `storyboardName`, `storyboardIdentifier` and `sceneIdentifier`. A stand-in (a controller
  /// whose storyboard class is not registered) keeps any other key in
  /// ``undefinedRuntimeAttributes``; a registered class throws, as UIKit's key-value coding
  /// raises `NSUnknownKeyException`.
  /// - Throws: ``StoryboardError/undefinedKey(className:keyPath:)``.
  open func setValue(_ value: RuntimeAttributeValue, forKeyPath keyPath: String) throws {
    switch (keyPath, value) {
    case ("title", .string(let string)): title = string
    case ("title", .null): title = nil
    case ("definesPresentationContext", .boolean(let flag)): definesPresentationContext = flag
    case ("storyboardName", _): storyboardName = value.stringValue
    case ("storyboardIdentifier", _): storyboardIdentifier = value.stringValue
    case ("sceneIdentifier", _): linkedSceneIdentifier = value.stringValue
    default:
      guard declaredClassName != nil else {
        throw StoryboardError.undefinedKey(className: className, keyPath: keyPath)
      }
      undefinedRuntimeAttributes[keyPath] = value
    }
  }

  /// Whether the segue with `identifier` should run; called only for triggered segues, not
  /// for ``performSegue(withIdentifier:sender:)`` (SEG-1, SEG-2). The default returns `true`.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called on the source before a segue is performed, once its destination exists (SEG-1).
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// The `@IBSegueAction` method named `selector` (`makeDetail:`), or `nil` if this class has
  /// none (SB-6). The default finds it in the class's member table (``ObjectiveCMembers``). The action creates the destination with the coder it receives, or returns
  /// `nil` to let the storyboard create it.
  open func segueAction(named selector: String) -> SegueAction? {
    guard let member = objectiveCMember(named: selector), member.isMethod else { return nil }
    return { coder, sender, identifier in
      let made = try member.invoke(with: [coder, sender, identifier])
      return made as? ViewController
    }
  }

  // MARK: - Unwinding to override (UNW-1..5)

  /// The unwind action named `action` (`unwindToList:`), or `nil` if this class has none
  /// (UNW-1). The default finds it in the class's member table (``ObjectiveCMembers``). A controller with the action is a candidate destination of unwind segues.
  open func unwindAction(named action: String) -> UnwindAction? {
    guard let member = objectiveCMember(named: action), member.isMethod else { return nil }
    return { segue in Exceptions.raising { _ = try member.invoke(with: [segue]) } }
  }

  /// Whether this controller is the destination of an unwind segue (UNW-3). The default
  /// returns `true` when it has the action and is not the source.
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: ViewController, sender: Any?
  ) -> Bool {
    unwindAction(named: action.methodName) != nil && fromViewController !== self
  }

  /// The form before iOS 9 (deprecated): the default asks
  /// ``canPerformUnwindSegueAction(_:from:sender:)``. The runtime's search asks the new form.
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: ViewController, withSender sender: Any
  ) -> Bool {
    canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
  }

  /// The controller below this one that handles `action`, as containers answered before
  /// iOS 9 (deprecated): the default searches the children the new search would, then this
  /// controller. The runtime's search does not call it.
  open func forUnwindSegueAction(
    _ action: Selector, from fromViewController: ViewController, withSender sender: Any?
  ) -> ViewController? {
    for child in children {
      if let found = child.forUnwindSegueAction(
        action, from: fromViewController, withSender: sender)
      {
        return found
      }
    }
    return canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
      ? self : nil
  }

  /// The segue that unwinds from `fromViewController` to `toViewController`, as containers
  /// made it before iOS 9 (deprecated): the default makes a plain segue, whose `perform()`
  /// unwinds as UNW-5 does. The runtime's unwind segues do not call it.
  open func segueForUnwinding(
    to toViewController: ViewController, from fromViewController: ViewController,
    identifier: String?
  ) -> StoryboardSegue? {
    let segue = StoryboardSegue(
      identifier: identifier, source: fromViewController, destination: toViewController)
    segue.storyboardKind = .unwind
    return segue
  }

  /// The children searched for an unwind destination (UNW-3). The default is every child
  /// except the one that contains the source.
  open func allowedChildrenForUnwinding(from source: UnwindSegueSource) -> [ViewController] {
    let containing = childContaining(source)
    return children.filter { $0 !== containing }
  }

  /// Reveals `subsequentViewController` during an unwind (UNW-5). The default does nothing;
  /// a ``NavigationController`` pops to it. Custom containers override it to show the child.
  /// Inert: nothing in the simulation acts on it.
  open func unwind(
    for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController
  ) {}

  // MARK: - Lifecycle to override

  /// Creates the view. Override to assign a custom ``View`` to ``view``; never call it directly.
  /// The default loads the storyboard scene's view, else the controller's nib (``nibName``, or
  /// one named after its class: see `loadViewFromNib()`), else creates a plain view.
  open func loadView() {
    if let graph = extras?.sceneObjects, let loaded = graph.loadView() {
      view = loaded
    } else if !loadViewFromNib() {
      view = View()
    }
  }

  /// Called once after the view is loaded.
  open func viewDidLoad() {}

  /// Called when the app receives a memory warning; the runtime sends none. Override it as in
  /// UIKit.
  open func didReceiveMemoryWarning() {}

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
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(self), .willMoveToParent(parent.map(ControllerReference.init)))
    }
  }

  /// Called after the controller was added to or removed from a container (`nil`).
  ///
  /// ``removeFromParent()`` calls it for you; after ``addChild(_:)`` you must call it yourself
  /// once the child's view is in place (CONT-1, CONT-2). Overrides must call `super`.
  open func didMove(toParent parent: ViewController?) {
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(self), .didMoveToParent(parent.map(ControllerReference.init)))
    }
  }

  // MARK: - Presenting (PRES-1..9) and segues (SEG-2)

  /// Presents `viewControllerToPresent` modally (PRES-1).
  ///
  /// The presentation is made by the controller that can host it: the topmost ancestor for
  /// full-screen and sheet styles, the nearest ancestor that `definesPresentationContext` for
  /// `.currentContext` / `.overCurrentContext` (PRES-6). The style adapts to the window's size
  /// class (``ModalPresentationStyle/resolved(for:)``). Appearance callbacks follow LIFE-6: the
  /// presenter side disappears only for styles that remove its view (PRES-8). `completion` runs
  /// after the presented controller's `viewDidAppear(_:)`.
  ///
  /// If the host is already presenting (ERR-21) or is not in a visible window (ERR-22), UIKit
  /// logs a warning and ignores the call: a ``RuntimeWarning`` event is emitted and `completion`
  /// does not run.
  ///
  /// Raises ``NavigationError`` for ERR-17..20 (<doc:BehaviourRules>) and for a `.none`
  /// style, presenting nothing.
  open func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    Exceptions.raising {
      try presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }
  }

  /// Dismisses the controller presented by this controller, or this controller itself (PRES-5).
  ///
  /// Called on a presenter, it dismisses what it presented and everything presented above;
  /// called on a presented controller (or one of its children) with nothing presented above, it
  /// asks its presenter to dismiss it. Only the top controller is animated; the others are
  /// removed. `completion` runs after the dismissed controller's `viewDidDisappear(_:)`. When
  /// nothing is presented, nothing happens and `completion` does not run.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    Exceptions.raising { dismissModally(animated: flag, completion: completion) }
  }

  /// Performs the segue with `identifier` from this controller's scene (SEG-2).
  ///
  /// `shouldPerformSegue(withIdentifier:sender:)` is **not** called; everything else follows
  /// SEG-1: the destination is instantiated, the segue created, `prepare(for:sender:)` called,
  /// then the segue performed. Raises ERR-8 (<doc:BehaviourRules>)
  /// (``StoryboardError/noSegue(receiver:identifier:)``) when the scene has no such segue or the
  /// controller does not come from a storyboard, and what the segue raises.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    Exceptions.raising { try performStoryboardSegue(withIdentifier: identifier, sender: sender) }
  }

  // MARK: - Containment (CONT-1..5)

  /// Adds `childController` as the last child of this controller (CONT-1).
  ///
  /// If `child` has another parent it is removed from it first. A container's own list
  /// follows, as in UIKit where it is the list of children: the child becomes the top of a
  /// navigation stack, the last tab, the last column. Calls
  /// `child.willMove(toParent: self)`; it does **not** call `didMove(toParent:)` — call it
  /// yourself after adding the child's view. Adding a controller that is already a child of
  /// this one does nothing.
  ///
  /// Adding this controller or one of its ancestors, a window's root view controller or a
  /// presented controller raises (ERR-25's kin) and changes nothing: each would be in two
  /// places at once. A split view controller raises for a third column.
  /// Overrides must call `super`, as in UIKit.
  open func addChild(_ childController: ViewController) {
    Exceptions.raising { try adopt(childController) }
  }

  /// Removes this controller from its parent (CONT-2).
  ///
  /// Does **not** call `willMove(toParent: nil)` — call it yourself first — but calls
  /// `didMove(toParent: nil)` once removed. The view stays where it is: remove it yourself. A
  /// container's own list follows, as in UIKit: a controller removed from a navigation stack,
  /// a tab bar or a split view is no longer one of its `viewControllers`.
  open func removeFromParent() {
    guard let parent else { return }
    Exceptions.raising { parent.removeChildOnRequest(self) }
  }

  // MARK: - Showing (SHOW-1..4)

  /// Shows `viewController` in the primary context (SHOW-2).
  ///
  /// The default finds `targetViewController(forAction:sender:)` for ``ShowAction/show`` and
  /// forwards to it (a ``NavigationController`` pushes, a ``SplitViewController`` replaces its
  /// primary); with no target, it presents `viewController` modally. Raises what the push or
  /// presentation raises.
  open func show(_ viewController: ViewController, sender: Any?) {
    Exceptions.raising { try forward(.show, viewController, sender: sender) }
  }

  /// Shows `viewController` in the secondary (detail) context (SHOW-3).
  ///
  /// The default forwards to the target for ``ShowAction/showDetail`` (a
  /// ``SplitViewController``); with no target, it presents `viewController` modally. Raises
  /// what the push or presentation raises.
  open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
    Exceptions.raising { try forward(.showDetail, viewController, sender: sender) }
  }

  /// Whether this controller handles `action` itself, making it a target of
  /// `targetViewController(forAction:sender:)` (SHOW-1).
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

  /// Installs the children a storyboard relationship gives a container (SB-10). The default
  /// adds each as a child.
  func installStoryboardChildren(_ children: [(relationship: String, controller: ViewController)]) {
    for (_, child) in children {
      attachChild(child, at: self.children.count)
      child.callDidMove(toParent: self)
    }
  }

  /// Puts the views of the children that are displayed into this controller's view.
  func installVisibleChildViews() {}

  /// Throws when this container has no room for another child; a split view controller holds
  /// two columns.
  func checkRoom(for child: ViewController) throws {}

  /// Adds `child` for ``addChild(_:)``; containers override it to put the child in their own
  /// lists as well.
  func addChildOnRequest(_ child: ViewController) {
    attachChild(child, at: children.count)
  }

  /// Removes `child` when it asks (``removeFromParent()``); containers override it to take the
  /// child out of their own lists as well.
  func removeChildOnRequest(_ child: ViewController) {
    detachChild(child)
  }

  /// The children in the order a hierarchy listing shows them.
  var hierarchyChildren: [ViewController] { children }

  /// The broken links of this container's own bookkeeping.
  func containerViolations() -> [String] { [] }

  /// The controller the user sees inside this one: the top of a stack, the selected tab.
  var deepestVisibleChild: ViewController { self }

  // MARK: - Names

  /// The controller as iOS prints it — `<UIViewController: 0x600003a04c80>`, or
  /// `<MyApp.SettingsViewController: 0x600003a04c80>` for an app's class (NSObject's
  /// `description`), which ViewControllerPresentationSpy's failure messages embed. Errors
  /// name a controller by ``diagnosticName`` instead.
  open var description: String { objectiveCDescription(of: self) }

  /// How this runtime's errors and warnings name the controller: `<ClassName: title>`, or
  /// `<ClassName>` without a title — the same on every run, unlike ``description``'s address.
  /// A test that builds the error it expects names its controllers this way.
  public var diagnosticName: String {
    if let title { return "<\(className): \(title)>" }
    return "<\(className)>"
  }
}
