import Foundation

/// A window: the root of a visible hierarchy.
///
/// Appearance callbacks fire only for controllers whose views are in a visible window (LIFE-4):
/// set ``rootViewController`` and call ``makeKeyAndVisible()`` to put a hierarchy on screen.
/// The window's ``horizontalSizeClass`` drives adaptive behaviour: popovers, split view collapse.
open class Window: View {
  /// UIKit's `UIWindow.Level`: where a window stacks among the others, kept as data.
  public struct Level: Hashable, RawRepresentable, Sendable {
    /// The level; windows of higher levels show above.
    public let rawValue: CGFloat
    /// The level `rawValue`.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The level `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// An app's windows: 0.
    public static let normal = Level(0)
    /// The status bar's: 1000.
    public static let statusBar = Level(1000)
    /// Alerts': 2000.
    public static let alert = Level(2000)
  }

  /// The window's level (``Level/normal`` by default), kept as data.
  open var windowLevel = Level.normal

  @exclusivity(unchecked) private var storedRootViewController: ViewController?
  @exclusivity(unchecked) private var isShown = false
  /// The controllers on screen after the last transition, in pre-order.
  @exclusivity(unchecked) var onScreen: [ViewController] = []
  /// The previous `onScreen` list, emptied and kept for its storage: the next transition
  /// collects into it.
  @exclusivity(unchecked) private var spareList: [ViewController] = []
  /// Non-zero while a transition of this window is collecting changes.
  @exclusivity(unchecked) var transitionDepth = 0
  /// Inconsistencies found after transitions (checked after every transition in debug builds).
  var violationsAfterTransitions: [String] = []

  /// Creates a hidden window.
  /// - Parameter horizontalSizeClass: `.compact` (an iPhone) or `.regular` (an iPad); by
  ///   default the simulated device's (``Device/current``): compact unless it is an iPad.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = Device.current.userInterfaceIdiom == .pad
      ? .regular : .compact
  ) {
    self.storedHorizontalSizeClass = horizontalSizeClass
    super.init(asWindow: ())
    if Application.isInUse.load(ordering: .relaxed) { track() }
  }

  /// Whether ``Application`` tracks this window.
  private var isTracked = false

  /// Has ``Application`` track this window.
  private func track() {
    guard !isTracked else { return }
    isTracked = true
    Application.shared.register(self)
  }

  /// A phone's window (horizontally compact) with `frame`, as `UIWindow(frame:)`; a designated
  /// initializer, as UIKit's, for subclasses to call.
  public override init(frame: CGRect) {
    self.storedHorizontalSizeClass = .compact
    super.init(asWindow: ())
    self.frame = frame
    track()
  }

  /// A phone's window in `windowScene`, as `UIWindow(windowScene:)` (designated, as UIKit's).
  public init(windowScene: WindowScene) {
    self.storedHorizontalSizeClass = .compact
    super.init(asWindow: ())
    self.frame = Screen.main.bounds
    self.windowScene = windowScene
    track()
  }

  /// The window's frame, as given; nothing is laid out.
  public override var frame: CGRect {
    get { storedFrame }
    set { storedFrame = newValue }
  }
  private var storedFrame = CGRect.zero
  /// The window's scene: the one given to ``init(windowScene:)``, or set.
  public weak var windowScene: WindowScene?

  /// A window from a storyboard or an archive: a compact window, as ``init(frame:)`` makes
  /// (designated, as UIKit's, for subclasses to call).
  public required init?(coder: NSCoder) {
    self.storedHorizontalSizeClass = .compact
    super.init(asWindow: ())
    track()
  }

  /// The application (UIKit's responder chain: a window's next responder).
  public override var next: Responder? { Application.shared }

  deinit {
    storedRootViewController?.rootOfWindow = nil
  }

  /// The controller whose view fills the window. Setting it installs (and loads) its view; if
  /// the window is visible, the old root disappears and the new one appears.
  ///
  /// A controller that is still a child or presented elsewhere is moved: it leaves its
  /// container (``ViewController/removeFromParent()``) or its presentation is dismissed without
  /// animation, and a controller that is another window's root leaves that window, so that it
  /// is never in two places at once.
  public var rootViewController: ViewController? {
    get { storedRootViewController }
    set {
      guard newValue !== storedRootViewController else { return }
      // A More navigation controller and its list are their tab bar controller's: they cannot
      // leave it.
      if let owner = newValue?.tabBarControllerOwningMore {
        let child = newValue?.description ?? ""
        return Exceptions.raising {
          throw NavigationError.hierarchyInconsistency(
            child: child, parent: owner.description, requestedParent: "\(self)")
        }
      }
      Exceptions.raising {
        if let newValue { Window.release(newValue) }
        Window.transition(in: self) {
          storedRootViewController?.viewIfLoaded?.removeFromSuperview()
          storedRootViewController?.rootOfWindow = nil
          storedRootViewController = newValue
          newValue?.rootOfWindow = self
          if let newValue { addSubview(newValue.view) }
        }
      }
    }
  }

  /// Takes `controller` out of wherever it is, to make it a window's root.
  private static func release(_ controller: ViewController) {
    if controller.parent != nil {
      controller.callWillMove(toParent: nil)
      controller.removeFromParent()
    }
    if let presenter = controller.storedPresentingViewController {
      presenter.dismiss(animated: false)
    }
    if let window = controller.rootOfWindow, window.rootViewController === controller {
      window.rootViewController = nil
    }
  }

  /// Whether this is the key window: the one most recently made key.
  open var isKeyWindow: Bool { storedIsKeyWindow }
  @exclusivity(unchecked) private var storedIsKeyWindow = false
  /// Whether the window can become key; `true`.
  open var canBecomeKey: Bool { true }
  /// The screen the window is on.
  open var screen = Screen.main

  /// Called when the window becomes the key window. Override and call `super`.
  open func becomeKey() {}
  /// Called when the window stops being the key window. Override and call `super`.
  open func resignKey() {}

  /// Makes the window key without showing it: the previous key window resigns (`resignKey()`,
  /// `didResignKeyNotification`), then this one becomes key (`becomeKey()`,
  /// `didBecomeKeyNotification`).
  open func makeKey() {
    guard canBecomeKey else { return }
    let wasKey = storedIsKeyWindow && (!isTracked || Application.shared.keyWindow === self)
    storedIsKeyWindow = true
    if isTracked { Application.shared.makeKey(self) }
    guard !wasKey else { return }
    becomeKey()
    NotificationCenter.default.post(name: Window.didBecomeKeyNotification, object: self)
  }

  /// Another window became key.
  func resignKeyStatus() {
    guard storedIsKeyWindow else { return }
    storedIsKeyWindow = false
    resignKey()
    NotificationCenter.default.post(name: Window.didResignKeyNotification, object: self)
  }

  /// Whether the window is hidden (it is until ``makeKeyAndVisible()``).
  public override var isHidden: Bool {
    get { !isShown }
    set { show(!newValue) }
  }

  @exclusivity(unchecked) private var storedHorizontalSizeClass: UserInterfaceSizeClass
  /// The horizontal size class of the window. Changing it tells the root controller first
  /// (`willTransition(to:with:)`, which reaches the children), adapts split view controllers
  /// (collapse in compact width, expand in regular width — SPLIT-2), then tells the
  /// controllers on screen: `traitCollectionDidChange(_:)` with the traits before, and a
  /// layout pass.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    get { storedHorizontalSizeClass }
    set {
      guard newValue != storedHorizontalSizeClass else { return }
      Exceptions.raising { changeHorizontalSizeClass(to: newValue) }
    }
  }

  private func changeHorizontalSizeClass(to newValue: UserInterfaceSizeClass) {
    let previous = TraitCollection(horizontalSizeClass: storedHorizontalSizeClass)
    if isVisible, let root = rootViewController {
      root.willTransition(
        to: TraitCollection(horizontalSizeClass: newValue),
        with: ImmediateTransition(from: root, to: root, animated: true))
    }
    Window.transition(in: self) { storedHorizontalSizeClass = newValue }
    for controller in onScreen {
      Exceptions.callingBack {
        controller.traitCollectionDidChange(previous)
        controller.viewWillLayoutSubviews()
        controller.viewDidLayoutSubviews()
      }
    }
  }

  /// Simulates the window changing size — a rotation, a resize on an iPad: the root controller
  /// is told `viewWillTransition(to:with:)` (its default reaches the children and the
  /// presented controllers), the window takes the size, and the controllers on screen get a
  /// layout pass. Geometry is data: nothing is laid out.
  public func transition(toSize size: CGSize) {
    guard size != frame.size else { return }
    Exceptions.raising {
      if isVisible, let root = rootViewController {
        root.viewWillTransition(
          to: size, with: ImmediateTransition(from: root, to: root, animated: true))
      }
      frame.size = size
      for controller in onScreen {
        Exceptions.callingBack {
          controller.viewWillLayoutSubviews()
          controller.viewDidLayoutSubviews()
        }
      }
    }
  }

  /// The order of the did-callbacks when a full-screen presentation is dismissed, which Apple
  /// does not document (PRES-9): by default the uncovered presenter's `viewDidAppear(_:)`
  /// comes first, mirroring presentation.
  public var dismissalCallbackOrder = DismissalCallbackOrder.presenterAppearsFirst

  /// Shows the window and makes it key: the root controller appears.
  open func makeKeyAndVisible() {
    if let root = rootViewController {
      NavigationEventCenter.emit {
        NavigationEvent(ControllerReference(root), .windowMadeKeyAndVisible)
      }
    }
    show(true)
    makeKey()
  }

  /// Whether the window shows its content.
  var isVisible: Bool { isShown }

  /// Shows or hides the window (its controllers appear or disappear), then posts
  /// `didBecomeVisibleNotification` or `didBecomeHiddenNotification` when that changed.
  private func show(_ shown: Bool) {
    let wasShown = isShown
    Window.transition(in: self) { isShown = shown }
    guard shown != wasShown else { return }
    NotificationCenter.default.post(
      name: shown ? Window.didBecomeVisibleNotification : Window.didBecomeHiddenNotification,
      object: self)
  }

  /// The controller the user sees: the top of the presentation chain, then, inside it, the top
  /// of navigation stacks and the selected tabs.
  public var visibleViewController: ViewController? {
    guard var current = rootViewController else { return nil }
    while let presented = current.storedPresentedViewController { current = presented }
    return current.deepestVisibleChild
  }
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
  /// Runs `changes` as one transition of `window` and `other` (those of them not already in
  /// one), then delivers the appearance callbacks of the controllers whose views entered or left
  /// them. When neither needs a transition of its own, `changes` simply runs.
  ///
  /// - Parameters:
  ///   - window, other: The windows the change may affect (`nil`s are skipped).
  ///   - order: The order of the will/did callbacks.
  ///   - animated: Passed to the callbacks.
  ///   - afterWillPhase: Runs once every `viewWill…` callback has been delivered.
  ///   - events: Where the callbacks' events go when the caller has just read the current
  ///     observers; `nil` reads them, only if the transition delivers callbacks.
  ///   - changes: The model changes: links, stacks, views.
  static func transition(
    in window: Window?, and other: Window? = nil, order: TransitionOrder = .navigation,
    animated: Bool = false, afterWillPhase: () -> Void = {},
    events: ObserverScope? = nil, _ changes: () throws -> Void
  ) rethrows {
    let ownsFirst = window?.transitionDepth == 0
    let ownsOther = other?.transitionDepth == 0 && other !== window
    switch (ownsFirst ? window : nil, ownsOther ? other : nil) {
    case (nil, nil):
      do {
        try changes()
      } catch {
        afterWillPhase()
        throw error
      }
      afterWillPhase()
    case (let only?, nil), (nil, let only?):
      only.transitionDepth += 1
      do {
        try changes()
      } catch {
        only.transitionDepth -= 1
        afterWillPhase()
        throw error
      }
      // The callbacks are app code: a raise in one ends the transition there, and is reported
      // by the outermost runtime call (``Exceptions/callingBack(_:)``).
      // The callbacks are app code: a raise in one ends the transition there, and is reported
      // by the outermost runtime call (``Exceptions/callingBack(_:)``).
      let entry = Exceptions.enter()
      defer { Exceptions.leave(entry) }
      let plan = only.finishTransition(events: events ?? NavigationEventCenter.innermost)
      plan.begin(animated: animated)
      afterWillPhase()
      plan.end(order: order)
      only.checkAfterTransition()
    case (let first?, let second?):
      try transition(
        in: [first, second], order: order, animated: animated, afterWillPhase: afterWillPhase,
        events: events, changes)
    }
  }

  /// ``transition(in:and:order:animated:afterWillPhase:_:)`` for any number of windows.
  static func transition(
    in windows: [Window?], order: TransitionOrder = .navigation, animated: Bool = false,
    afterWillPhase: () -> Void = {}, events: ObserverScope? = nil,
    _ changes: () throws -> Void
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
    let entry = Exceptions.enter()
    defer { Exceptions.leave(entry) }
    let events = events ?? NavigationEventCenter.innermost
    let plans = owned.map { $0.finishTransition(events: events) }
    for plan in plans { plan.begin(animated: animated) }
    afterWillPhase()
    for plan in plans { plan.end(order: order) }
    for window in owned { window.checkAfterTransition() }
  }

  /// Ends this window's transition: adapts its containers and compares what is on screen now
  /// with the last transition's result.
  private func finishTransition(events: ObserverScope) -> AppearancePlan {
    adaptContainers()
    transitionDepth -= 1
    var visible = spareList
    spareList = []
    visible.removeAll(keepingCapacity: true)
    if isVisible, let root = rootViewController {
      collectVisible(root, container: self, into: &visible)
    }
    var changes: [ViewController] = []
    changes.reserveCapacity(onScreen.count + visible.count)
    for old in onScreen where !visible.contains(where: { $0 === old }) { changes.append(old) }
    let firstAppearing = changes.count
    for new in visible where !onScreen.contains(where: { $0 === new }) { changes.append(new) }
    var previous = onScreen
    onScreen = visible
    previous.removeAll(keepingCapacity: true)
    spareList = previous
    return AppearancePlan(
      window: self, changes: changes, firstAppearing: firstAppearing, events: events)
  }

  /// Appends, in pre-order, `controller` and the controllers below it whose views are in this
  /// window and who receive appearance callbacks. `container` is the view of the nearest
  /// ancestor that forwards them, or `nil` when none does.
  private func collectVisible(
    _ controller: ViewController, container: View?, into result: inout [ViewController]
  ) {
    var isVisible = false
    if let container, let view = controller.loadedView {
      isVisible = view.isDescendant(of: container) || view.isIn(self)
    }
    if isVisible { result.append(controller) }
    let forwarding =
      isVisible && controller.shouldAutomaticallyForwardAppearanceMethods
      ? controller.loadedView : nil
    for child in controller.storedChildren {
      collectVisible(child, container: forwarding, into: &result)
    }
    if let presented = controller.storedPresentedViewController {
      collectVisible(presented, container: self, into: &result)
    }
  }

  /// Checks the hierarchy after a transition, in debug builds.
  private func checkAfterTransition() {
    #if DEBUG
      if transitionDepth == 0 { recordViolations() }
    #endif
  }

  /// Lets adaptive containers (split view controllers) follow the size class.
  private func adaptContainers() {
    guard SplitViewController.liveInstances.load(ordering: .relaxed) > 0,
      let root = rootViewController
    else { return }
    adapt(root, to: horizontalSizeClass)
  }

  private func adapt(_ controller: ViewController, to sizeClass: UserInterfaceSizeClass) {
    if let split = controller as? SplitViewController { split.adapt(to: sizeClass) }
    for child in controller.children { adapt(child, to: sizeClass) }
    if let presented = controller.storedPresentedViewController { adapt(presented, to: sizeClass) }
  }
}

/// The appearance callbacks a window owes once a transition's changes are made.
private struct AppearancePlan {
  let window: Window
  /// The controllers that disappear, then those that appear (one array: one allocation).
  let changes: [ViewController]
  let firstAppearing: Int
  var disappearing: ArraySlice<ViewController> { changes[..<firstAppearing] }
  var appearing: ArraySlice<ViewController> { changes[firstAppearing...] }
  /// Where the callbacks' events go: read once, the observers cannot change meanwhile.
  let events: ObserverScope

  /// The will-callbacks: disappearing controllers first.
  func begin(animated: Bool) {
    for controller in disappearing {
      controller.beginAppearance(false, animated: animated, events: events)
    }
    for controller in appearing {
      controller.beginAppearance(true, animated: animated, events: events)
    }
  }

  /// The did-callbacks, in `order` (LIFE-6, PRES-9).
  func end(order: TransitionOrder) {
    var order = order
    if order == .dismissal {
      order = window.dismissalCallbackOrder == .presenterAppearsFirst ? .presentation : .navigation
    }
    switch order {
    case .navigation, .dismissal:
      for controller in disappearing { controller.endAppearance(events: events) }
      for controller in appearing { controller.endAppearance(events: events) }
    case .presentation:
      for controller in appearing { controller.endAppearance(events: events) }
      for controller in disappearing { controller.endAppearance(events: events) }
    }
  }
}
