import Foundation

/// A view in the simulated view hierarchy: only what navigation needs (no frames, no drawing).
///
/// A controller's view is in a window when its chain of superviews reaches a ``Window``.
/// Appearance callbacks follow that fact (LIFE-4): a controller receives `viewWillAppear(_:)`
/// when its view enters a visible window and `viewWillDisappear(_:)` when it leaves. Containers
/// move their children's views for you; a custom container that adds a child's view with
/// ``addSubview(_:)`` while on screen makes the child appear, as in UIKit.
open class View: Responder, LayoutAnchoring {
  /// The view that contains this one, or `nil` if it is not in a hierarchy.
  public var superview: View? { superviewLink?.takeUnretainedValue() }
  /// The views this one contains, back to front.
  public var subviews: [View] { storedSubviews }
  // The storage the public properties read. The back-pointer is unmanaged: a superview owns
  // its subviews and clears their links in its `deinit`, and walking up the chain costs no
  // reference counting.
  @exclusivity(unchecked) private var superviewLink: Unmanaged<View>?
  @exclusivity(unchecked) private var storedSubviews: [View] = []
  /// The controller whose view this is, or `nil` for a plain subview.
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var viewController: ViewController?

  /// Whether this view is a ``Window`` (cheaper to read than a dynamic cast).
  private let isWindow: Bool

  /// Whether the view is hidden; kept as data (a hidden view's controller still appears). A
  /// simulated tap refuses a control that is hidden or inside a hidden view.
  open var isHidden = false
  /// An integer the app identifies the view by (``viewWithTag(_:)``).
  open var tag = 0
  /// The identifier UI tests find the view by.
  open var accessibilityIdentifier: String?
  /// The opacity, kept as data; a simulated tap refuses a view at 0.01 or less.
  open var alpha: CGFloat = 1
  /// Whether the view receives touches; a simulated tap refuses a control without them.
  open var isUserInteractionEnabled = true
  /// The gesture recognizers attached to the view.
  open var gestureRecognizers: [GestureRecognizer]?
  /// Whether the autoresizing mask becomes constraints; kept as data.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The active constraints whose first item is this view or one of its guides.
  var storedConstraints: [LayoutConstraint] = []
  /// The safe area's guide, made on first use.
  private var storedSafeArea: LayoutGuide?
  /// The background colour; kept as data.
  open var backgroundColor: Color?
  /// The tint colour; kept as data.
  open var tintColor: Color?
  /// The frame: views have no geometry here, so it is always zero and setting it does nothing.
  open var frame: CGRect {
    get { .zero }
    set {}
  }
  /// The bounds: always zero, as ``frame``.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// Creates a view that is not in any hierarchy.
  public override init() {
    isWindow = false
    super.init()
  }

  /// Creates a view; the frame is not kept (views have no geometry here).
  public init(frame: CGRect) {
    isWindow = false
    super.init()
  }

  /// Creates a view from a storyboard's object (a ``SceneObjectCoder``), with the data it
  /// declares: tag, hidden, alpha, user interaction, accessibility identifier. Another coder
  /// creates a plain view.
  public required init?(coder: NSCoder) {
    isWindow = false
    super.init()
    guard let coder = coder as? SceneObjectCoder else { return }
    tag = coder.integer("tag") ?? 0
    isHidden = coder.boolean("hidden") ?? false
    alpha = coder.number("alpha").map { CGFloat($0) } ?? 1
    isUserInteractionEnabled = coder.boolean("userInteractionEnabled") ?? true
    accessibilityIdentifier = coder.object.accessibilityIdentifier
  }

  /// Called once the storyboard object and its subviews are decoded and its outlets are
  /// connected (SB-8).
  open func awakeFromNib() {}

  /// The view's controller if it has one, else its superview (UIKit's responder chain).
  open override var next: Responder? { viewController ?? superview }

  /// The view's key-value coding keys (`tag`, `alpha`, `hidden`, `userInteractionEnabled`,
  /// `accessibilityIdentifier`), for runtime attributes and `setValue(_:forKey:)`.
  open override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    switch name {
    case "tag":
      return .property(
        get: { self.tag }, set: { self.tag = try ObjectiveCMember.cast($0, member: name) })
    case "alpha":
      return .property(
        get: { self.alpha }, set: { self.alpha = try ObjectiveCMember.cast($0, member: name) })
    case "hidden", "isHidden":
      return .property(
        get: { self.isHidden }, set: { self.isHidden = try ObjectiveCMember.cast($0, member: name) }
      )
    case "userInteractionEnabled", "isUserInteractionEnabled":
      return .property(
        get: { self.isUserInteractionEnabled },
        set: { self.isUserInteractionEnabled = try ObjectiveCMember.cast($0, member: name) })
    case "accessibilityIdentifier":
      return .property(
        get: { self.accessibilityIdentifier },
        set: { self.accessibilityIdentifier = try ObjectiveCMember.cast($0, member: name) })
    default: return super.objectiveCMember(named: name)
    }
  }

  /// The active constraints that involve this view first (layout is not simulated).
  open var constraints: [LayoutConstraint] { storedConstraints }

  /// Activates `constraint`.
  open func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
  /// Activates `constraints`.
  open func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }
  /// Deactivates `constraint`.
  open func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
  /// Deactivates `constraints`.
  open func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  /// The safe area's guide.
  open var safeAreaLayoutGuide: LayoutGuide {
    if let storedSafeArea { return storedSafeArea }
    let guide = LayoutGuide()
    guide.owningView = self
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    storedSafeArea = guide
    return guide
  }

  /// Asks for layout: nothing is laid out here.
  open func setNeedsLayout() {}
  /// Lays out now: nothing is laid out here.
  open func layoutIfNeeded() {}
  /// Lays out the subviews: nothing is laid out here; override to observe the call.
  open func layoutSubviews() {}

  /// The first view with `tag` among this one and its descendants, in breadth-first order, as
  /// UIKit searches.
  public func viewWithTag(_ tag: Int) -> View? {
    var queue: [View] = [self]
    var index = 0
    while index < queue.count {
      let view = queue[index]
      if view.tag == tag { return view }
      queue += view.storedSubviews
      index += 1
    }
    return nil
  }

  /// Adds a subview the storyboard declares (a stack view arranges it).
  func addStoryboardSubview(_ view: View) { addSubview(view) }

  /// Attaches `gestureRecognizer` to this view.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from this view.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// Creates the root view of a window.
  init(asWindow: Void) {
    isWindow = true
    super.init()
  }

  deinit {
    let selfLink = Unmanaged.passUnretained(self).toOpaque()
    for subview in storedSubviews where subview.superviewLink?.toOpaque() == selfLink {
      subview.superviewLink = nil
    }
  }

  /// The window this view is in, or `nil` if its chain of superviews does not reach one.
  public var window: Window? {
    // The walk follows the superview links without retaining each view on the way.
    let top = topmostSuperview
    return top.isWindow ? unsafeDowncast(top, to: Window.self) : nil
  }

  /// Whether this view is in a visible window, found without retaining the window (whose
  /// reference counting is slower: the application keeps weak references to it).
  var isInVisibleWindow: Bool {
    var view = Unmanaged.passUnretained(self)
    while let next = view._withUnsafeGuaranteedRef({ $0.superviewLink }) { view = next }
    return view._withUnsafeGuaranteedRef { top in
      top.isWindow && unsafeDowncast(top, to: Window.self).isVisible
    }
  }

  /// The end of the chain of superviews (the view itself when it has none), found without
  /// retaining the views on the way.
  private var topmostSuperview: View {
    var view = Unmanaged.passUnretained(self)
    while let next = view._withUnsafeGuaranteedRef({ $0.superviewLink }) { view = next }
    return view.takeUnretainedValue()
  }

  /// Whether this view is in `window` (``window`` `=== window`, without retaining anything).
  func isIn(_ window: Window) -> Bool {
    topmostSuperview === window
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current = Unmanaged.passUnretained(self)
    while current.toOpaque() != Unmanaged.passUnretained(view).toOpaque() {
      guard let next = current._withUnsafeGuaranteedRef({ $0.superviewLink }) else { return false }
      current = next
    }
    return true
  }

  /// Adds `view` on top of the subviews, removing it from its previous superview first.
  ///
  /// When this view is in a visible window, the controllers whose views enter (or leave) the
  /// window receive their appearance callbacks.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` just below `sibling`, or on top if `sibling` is not a subview.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubview(view, nextTo: sibling, offset: 0)
  }

  /// Inserts `view` just above `sibling`, or on top if `sibling` is not a subview.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    insertSubview(view, nextTo: sibling, offset: 1)
  }

  /// Inserts `view` at `sibling`'s index plus `offset`, counted without `view` (which may
  /// already be a subview), or on top if `sibling` is not a subview.
  private func insertSubview(_ view: View, nextTo sibling: View, offset: Int) {
    guard view !== sibling else { return }
    if view.superview === self {
      storedSubviews.remove(identicalTo: view)
      let index = storedSubviews.firstIndex { $0 === sibling }.map { $0 + offset }
      storedSubviews.insert(clamping: view, at: index ?? storedSubviews.count)
      return
    }
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + offset } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Moves the subview `view` to the front (the end of ``subviews``).
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    storedSubviews.remove(identicalTo: view)
    storedSubviews.append(view)
  }

  /// Moves the subview `view` to the back (the start of ``subviews``).
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    storedSubviews.remove(identicalTo: view)
    storedSubviews.insert(view, at: 0)
  }

  /// Swaps the subviews at two indexes; out-of-range indexes change nothing (UIKit does not
  /// document what it does then).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
      return
    }
    storedSubviews.swapAt(index1, index2)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    // A view with no superview is in no window, unless it is one.
    let source = view.superviewLink == nil && !view.isWindow ? nil : view.window
    Window.transition(in: window, and: source) {
      view.detachFromSuperview()
      storedSubviews.insert(clamping: view, at: index)
      view.superviewLink = Unmanaged.passUnretained(self)
    }
  }

  /// Removes this view from its superview.
  public func removeFromSuperview() {
    Window.transition(in: window) { detachFromSuperview() }
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.storedSubviews.remove(identicalTo: self)
    superviewLink = nil
  }
}
