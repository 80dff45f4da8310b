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

  /// The window's level (``Level/normal`` by default). Inert: nothing in the simulation acts on it.
  open var windowLevel = Level.normal

  @exclusivity(unchecked) private var storedRootViewController: ViewController?
  @exclusivity(unchecked) private var isShown = false
  /// The controllers on screen after the last transition, in pre-order.
  @exclusivity(unchecked) var onScreen: [ViewController] = []
  /// The previous `onScreen` list, emptied and kept for its storage: the next transition
  /// collects into it.
  @exclusivity(unchecked) var spareList: [ViewController] = []
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
        let child = newValue?.diagnosticName ?? ""
        return Exceptions.raising {
          throw NavigationError.hierarchyInconsistency(
            child: child, parent: owner.diagnosticName, requestedParent: "\(self)")
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

  /// The safe area's part that keeps the content's aspect ratio (iOS 16); its ratio is data.
  open var safeAreaAspectFitLayoutGuide: any LayoutGuide & LayoutGuideAspectFitting {
    if let guide = aspectFitGuide { return guide }
    let guide = AspectFitLayoutGuide()
    guide.owningView = self
    aspectFitGuide = guide
    return guide
  }
  private var aspectFitGuide: AspectFitLayoutGuide?

  /// Whether the window may resize to fit its content (Mac Catalyst).
  /// Inert: nothing in the simulation acts on it.
  open var canResizeToFitContent = false

  /// Delivers `event` to the window's views: nothing is hit-tested here, so the event goes
  /// nowhere; override it to watch the events a test sends.
  /// Inert: nothing in the simulation acts on it.
  open func sendEvent(_ event: Event) {}

  /// `point` in `window`'s coordinates: unchanged, as every window here fills the screen at
  /// its origin.
  open func convert(_ point: CGPoint, to window: Window?) -> CGPoint { point }
  /// `point` from `window`'s coordinates: unchanged, as in the other direction.
  open func convert(_ point: CGPoint, from window: Window?) -> CGPoint { point }
  /// `rect` in `window`'s coordinates: unchanged.
  open func convert(_ rect: CGRect, to window: Window?) -> CGRect { rect }
  /// `rect` from `window`'s coordinates: unchanged.
  open func convert(_ rect: CGRect, from window: Window?) -> CGRect { rect }

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
