import Foundation

#if canImport(QuartzCore)
  import QuartzCore
#endif

/// A view in the simulated view hierarchy: only what navigation needs (no frames, no drawing).
///
/// A controller's view is in a window when its chain of superviews reaches a ``Window``.
/// Appearance callbacks follow that fact (LIFE-4): a controller receives `viewWillAppear(_:)`
/// when its view enters a visible window and `viewWillDisappear(_:)` when it leaves. Containers
/// move their children's views for you; a custom container that adds a child's view with
/// ``addSubview(_:)`` while on screen makes the child appear, as in UIKit.
open class View: Responder, LayoutAnchoring, CoordinateSpace {
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
  /// Whether assistive apps see the view as one element: as set, else UIKit's default ("The
  /// default value for this property is false. If the receiver is a UIKit control, the
  /// default value is true", `isAccessibilityElement`): true for a control and a label.
  open var isAccessibilityElement: Bool {
    get { viewExtras?.isAccessibilityElement ?? resolvedStandardAccessibility.isElement }
    set { ensuredViewExtras.isAccessibilityElement = newValue }
  }
  /// What assistive apps call the view: as set (a storyboard's Label), else, for a control or
  /// a label, the one UIKit derives ("standard UIKit controls and views have labels that
  /// derive from their titles", `accessibilityLabel`): a button's title, a label's text;
  /// `nil` for another view.
  open var accessibilityLabel: String? {
    get { viewExtras?.accessibilityLabel ?? resolvedStandardAccessibility.label }
    set { ensuredViewExtras.accessibilityLabel = newValue }
  }
  /// What happens when the element is activated, in a few words.
  /// Inert: nothing in the simulation acts on it.
  open var accessibilityHint: String? {
    get { viewExtras?.accessibilityHint }
    set { ensuredViewExtras.accessibilityHint = newValue }
  }
  /// The element's value, as assistive apps read it. Inert: nothing in the simulation acts on it.
  open var accessibilityValue: String? {
    get { viewExtras?.accessibilityValue }
    set { ensuredViewExtras.accessibilityValue = newValue }
  }
  /// What the element is and how it behaves: as set, else, as "UIKit provides an appropriate
  /// combination of traits for all standard controls and views" (`accessibilityTraits`),
  /// this runtime's reading of that combination: a button's ``AccessibilityTraits/button``,
  /// a label's ``AccessibilityTraits/staticText``, with ``AccessibilityTraits/notEnabled``
  /// and ``AccessibilityTraits/selected`` following its state; none for another view.
  open var accessibilityTraits: AccessibilityTraits {
    get { viewExtras?.accessibilityTraits ?? resolvedStandardAccessibility.traits }
    set { ensuredViewExtras.accessibilityTraits = newValue }
  }
  /// What UIKit's accessibility gives the view when the app sets nothing: a plain view is no
  /// element; controls and labels override it.
  var standardAccessibility: (isElement: Bool, label: String?, traits: AccessibilityTraits) {
    (false, nil, [])
  }
  /// The standard accessibility, as a view of a module above the core refines it.
  private var resolvedStandardAccessibility:
    (isElement: Bool, label: String?, traits: AccessibilityTraits)
  {
    let standard = standardAccessibility
    return (self as? StandardAccessibilityRefining)?.refineStandardAccessibility(standard)
      ?? standard
  }
  /// The opacity, kept as data; a simulated tap refuses a view at 0.01 or less.
  open var alpha: CGFloat = 1
  /// Whether the view receives touches; a simulated tap refuses a control without them.
  open var isUserInteractionEnabled = true
  /// The gesture recognizers attached to the view.
  open var gestureRecognizers: [GestureRecognizer]?
  /// Whether the autoresizing mask becomes constraints.
  /// Inert: nothing in the simulation acts on it.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The active constraints whose first item is this view or one of its guides.
  var storedConstraints: [LayoutConstraint] = []
  /// The safe area's guide, made on first use.
  private var storedSafeArea: LayoutGuide?
  /// The background colour. Inert: nothing in the simulation acts on it.
  open var backgroundColor: Color?
  /// The tint colour. Inert: nothing in the simulation acts on it.
  open var tintColor: Color?
  /// The frame in the superview's coordinates, kept as data (nothing is laid out), consistent
  /// with ``bounds`` and ``center`` as UIKit keeps them without a transform: its size is the
  /// bounds' size and its midpoint the centre. Setting it sets both ("changing the frame
  /// rectangle automatically redisplays the receiver", and "the size of the bounds rectangle"
  /// and the center follow, `UIView.frame`).
  open var frame: CGRect {
    get {
      guard let extras = viewExtras else { return .zero }
      return CGRect(
        x: extras.center.x - extras.size.width / 2, y: extras.center.y - extras.size.height / 2,
        width: extras.size.width, height: extras.size.height)
    }
    set {
      guard newValue != .zero || viewExtras != nil else { return }
      let extras = ensuredViewExtras
      extras.size = newValue.size
      extras.center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }
  /// The bounds in the view's own coordinates, kept as data: setting them keeps the
  /// ``center`` and changes the ``frame``'s size, as `UIView.bounds` does.
  open var bounds: CGRect {
    get { CGRect(origin: viewExtras?.boundsOrigin ?? .zero, size: viewExtras?.size ?? .zero) }
    set {
      guard newValue != .zero || viewExtras != nil else { return }
      let extras = ensuredViewExtras
      extras.boundsOrigin = newValue.origin
      extras.size = newValue.size
    }
  }

  // MARK: - Data kept for the app (UIKit's defaults until set)

  /// What the view keeps beyond its common properties, made on first use.
  var viewExtras: ViewExtras?
  var ensuredViewExtras: ViewExtras {
    if let viewExtras { return viewExtras }
    let made = ViewExtras()
    viewExtras = made
    return made
  }

  /// The centre of the frame in the superview's coordinates; kept as data, and moving the
  /// ``frame`` with it.
  open var center: CGPoint {
    get { viewExtras?.center ?? .zero }
    set { ensuredViewExtras.center = newValue }
  }
  /// Whether subviews are clipped to the bounds. Inert: nothing in the simulation acts on it.
  open var clipsToBounds: Bool {
    get { viewExtras?.clipsToBounds ?? false }
    set { ensuredViewExtras.clipsToBounds = newValue }
  }
  /// How the content follows a change of size; kept as data.
  open var contentMode: ContentMode {
    get { viewExtras?.contentMode ?? .scaleToFill }
    set { ensuredViewExtras.contentMode = newValue }
  }
  /// Which edges and sizes follow the superview; kept as data.
  open var autoresizingMask: AutoresizingMask {
    get { viewExtras?.autoresizingMask ?? [] }
    set { ensuredViewExtras.autoresizingMask = newValue }
  }
  /// Whether subviews resize with the view. Inert: nothing in the simulation acts on it.
  open var autoresizesSubviews: Bool {
    get { viewExtras?.autoresizesSubviews ?? true }
    set { ensuredViewExtras.autoresizesSubviews = newValue }
  }
  /// Whether the view is opaque. Inert: nothing in the simulation acts on it.
  open var isOpaque: Bool {
    get { viewExtras?.isOpaque ?? true }
    set { ensuredViewExtras.isOpaque = newValue }
  }
  /// Whether the view takes touches alone. Inert: nothing in the simulation acts on it.
  open var isExclusiveTouch: Bool {
    get { viewExtras?.isExclusiveTouch ?? false }
    set { ensuredViewExtras.isExclusiveTouch = newValue }
  }
  /// Whether the view takes several touches.
  /// Inert: nothing in the simulation acts on it.
  open var isMultipleTouchEnabled: Bool {
    get { viewExtras?.isMultipleTouchEnabled ?? false }
    set { ensuredViewExtras.isMultipleTouchEnabled = newValue }
  }
  /// The scale of the view's content. Inert: nothing in the simulation acts on it.
  open var contentScaleFactor: CGFloat {
    get { viewExtras?.contentScaleFactor ?? 1 }
    set { ensuredViewExtras.contentScaleFactor = newValue }
  }
  /// The margins inside the view (8 points on each side by default); setting them calls
  /// ``layoutMarginsDidChange()``.
  open var layoutMargins: EdgeInsets {
    get { viewExtras?.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set {
      ensuredViewExtras.layoutMargins = newValue
      layoutMarginsDidChange()
    }
  }
  /// ``layoutMargins`` with leading and trailing edges (left to right here).
  open var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return DirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = EdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }
  /// Whether the superview's margins add to this view's.
  /// Inert: nothing in the simulation acts on it.
  open var preservesSuperviewLayoutMargins: Bool {
    get { viewExtras?.preservesSuperviewLayoutMargins ?? false }
    set { ensuredViewExtras.preservesSuperviewLayoutMargins = newValue }
  }
  /// Whether the margins are measured from the safe area.
  /// Inert: nothing in the simulation acts on it.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { viewExtras?.insetsLayoutMarginsFromSafeArea ?? true }
    set { ensuredViewExtras.insetsLayoutMarginsFromSafeArea = newValue }
  }
  /// The safe area's insets: zero, as nothing is laid out.
  /// Inert: nothing in the simulation acts on it.
  open var safeAreaInsets: EdgeInsets { .zero }
  /// The guide of the margins, made on first use.
  open var layoutMarginsGuide: LayoutGuide {
    if let guide = viewExtras?.layoutMarginsGuide { return guide }
    let guide = LayoutGuide()
    guide.owningView = self
    guide.identifier = "UIViewLayoutMarginsGuide"
    ensuredViewExtras.layoutMarginsGuide = guide
    return guide
  }
  /// The guide of a readable text width, made on first use.
  open var readableContentGuide: LayoutGuide {
    if let guide = viewExtras?.readableContentGuide { return guide }
    let guide = LayoutGuide()
    guide.owningView = self
    guide.identifier = "UIViewReadableContentGuide"
    ensuredViewExtras.readableContentGuide = guide
    return guide
  }
  /// The layout guides added with ``addLayoutGuide(_:)``.
  open var layoutGuides: [LayoutGuide] { viewExtras?.layoutGuides ?? [] }
  /// Adds `layoutGuide` to the view, which becomes its owning view.
  open func addLayoutGuide(_ layoutGuide: LayoutGuide) {
    guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
    layoutGuide.owningView = self
    ensuredViewExtras.layoutGuides.append(layoutGuide)
  }
  /// Removes `layoutGuide` from the view.
  open func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
    viewExtras?.layoutGuides.removeAll { $0 === layoutGuide }
    if layoutGuide.owningView === self { layoutGuide.owningView = nil }
  }
  /// Whether the tint shows dimmed; setting it calls ``tintColorDidChange()``.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { viewExtras?.tintAdjustmentMode ?? .automatic }
    set {
      ensuredViewExtras.tintAdjustmentMode = newValue
      tintColorDidChange()
    }
  }
  /// The identifier state restoration saves the view under.
  /// Inert: nothing in the simulation acts on it.
  open var restorationIdentifier: String? {
    get { viewExtras?.restorationIdentifier }
    set { ensuredViewExtras.restorationIdentifier = newValue }
  }
  /// The interface style the view and its subviews use, whatever the system's.
  /// Inert: nothing in the simulation acts on it.
  open var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { viewExtras?.overrideUserInterfaceStyle ?? .unspecified }
    set { ensuredViewExtras.overrideUserInterfaceStyle = newValue }
  }

  /// Called when the layout margins change. Override it; the default does nothing.
  open func layoutMarginsDidChange() {}
  /// Called when the safe area changes (never here, where it stays zero).
  /// Inert: nothing in the simulation acts on it.
  open func safeAreaInsetsDidChange() {}
  /// Called when the tint or its adjustment mode changes. Override it; the default does nothing.
  open func tintColorDidChange() {}

  /// The size that fits in `size`: the ``intrinsicContentSize`` where the view has one, else
  /// `size` as given.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == View.noIntrinsicMetric ? size.width : intrinsic.width,
      height: intrinsic.height == View.noIntrinsicMetric ? size.height : intrinsic.height)
  }
  /// Resizes the view to ``sizeThatFits(_:)`` of its bounds' size, keeping its frame's origin:
  /// UIKit's `sizeThatFits(_:)` "performs any needed calculations and returns them to this
  /// method, which then makes the change" (`UIView.sizeToFit()`).
  open func sizeToFit() {
    let fitting = sizeThatFits(bounds.size)
    guard fitting != bounds.size else { return }
    frame = CGRect(origin: frame.origin, size: fitting)
  }
  /// The size the content asks for: none by default (``noIntrinsicMetric`` on both axes).
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
  /// Tells Auto Layout the intrinsic size changed; nothing is laid out here.
  /// Inert: nothing in the simulation acts on it.
  open func invalidateIntrinsicContentSize() {}
  /// The size Auto Layout gives the view for `targetSize`: `targetSize`, as nothing is solved.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
  /// Whether the view prefers not to grow past its content on `axis`: 250 unless set.
  open func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    viewExtras?.hugging[axis.rawValue] ?? .defaultLow
  }
  /// Sets ``contentHuggingPriority(for:)`` on `axis`. Inert: nothing in the simulation acts on it.
  open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    ensuredViewExtras.hugging[axis.rawValue] = priority
  }
  /// Whether the view resists shrinking past its content on `axis`: 750 unless set.
  open func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    viewExtras?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }
  /// Sets ``contentCompressionResistancePriority(for:)`` on `axis`.
  /// Inert: nothing in the simulation acts on it.
  open func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    ensuredViewExtras.compressionResistance[axis.rawValue] = priority
  }
  /// Asks for ``updateConstraints()`` at the next ``updateConstraintsIfNeeded()``.
  open func setNeedsUpdateConstraints() { ensuredViewExtras.needsUpdateConstraints = true }
  /// Whether ``setNeedsUpdateConstraints()`` was called since the last update.
  open func needsUpdateConstraints() -> Bool { viewExtras?.needsUpdateConstraints ?? false }
  /// Calls ``updateConstraints()`` when an update was asked for.
  open func updateConstraintsIfNeeded() {
    guard needsUpdateConstraints() else { return }
    viewExtras?.needsUpdateConstraints = false
    updateConstraints()
  }
  /// Updates the view's constraints. Override it and call `super`; the default does nothing.
  /// Inert: nothing in the simulation acts on it.
  open func updateConstraints() {}
  /// Whether the view needs Auto Layout: `false`.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Draws the content in `rect`; nothing is drawn here.
  /// Inert: nothing in the simulation acts on it.
  open func draw(_ rect: CGRect) {}
  /// Asks for the content to be drawn again; nothing is drawn here.
  /// Inert: nothing in the simulation acts on it.
  open func setNeedsDisplay() {}
  /// Asks for part of the content to be drawn again; nothing is drawn here.
  /// Inert: nothing in the simulation acts on it.
  open func setNeedsDisplay(_ rect: CGRect) {}
  /// A snapshot of the view: a plain view of its bounds' size, as nothing is rendered.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? { View(frame: bounds) }

  /// `point`, in the view's coordinates, in `view`'s (in the window's when `view` is `nil`),
  /// through the frames and bounds the views keep (no transform is applied here).
  open func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let base = pointInBase(point)
    return view?.pointFromBase(base) ?? base
  }
  /// `point`, in `view`'s coordinates (the window's when `view` is `nil`), in the view's.
  open func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    pointFromBase(view?.pointInBase(point) ?? point)
  }
  /// `rect` in `view`'s coordinates: its origin converted, its size kept (no transforms).
  open func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }
  /// `rect` from `view`'s coordinates: its origin converted, its size kept.
  open func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
  /// The frontmost visible, interactive view at `point` (in the view's coordinates), by the
  /// frames the views keep: the view itself or one of its descendants, or `nil` (a test
  /// usually finds a control by identifier or title instead).
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    frontmostView(at: point, with: event)
  }
  /// Whether `point` is inside the view's bounds.
  open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.contains(point) }

  /// Makes the first responder in the view's tree resign; returns whether one did (or
  /// `force` made it).
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    var queue: [View] = [self]
    var index = 0
    while index < queue.count {
      let view = queue[index]
      if view.isFirstResponder { return view.resignFirstResponder() || force }
      queue += view.subviews
      index += 1
    }
    return true
  }

  /// Creates a view that is not in any hierarchy.
  public override init() {
    isWindow = false
    super.init()
    isUserInteractionEnabled = takesTouchesByDefault
  }

  /// Whether a view made in code takes touches: yes, as UIKit's views, but for image views
  /// and labels, whose classes, Apple says, each "changes the default value of this property
  /// to false" (`isUserInteractionEnabled`). A storyboard's element says it either way.
  private final var takesTouchesByDefault: Bool { !(self is ImageView || self is Label) }

  /// Creates a view with `frame` (kept as data: nothing is laid out).
  public init(frame: CGRect) {
    isWindow = false
    super.init()
    isUserInteractionEnabled = takesTouchesByDefault
    self.frame = frame
  }

  /// Creates a view from a storyboard's object (a ``SceneObjectCoder``), with the data it
  /// declares: tag, hidden, alpha, user interaction, accessibility identifier, label, hint
  /// and traits, and a named
  /// background or tint colour (an asset catalog's colour set). Another coder
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
    if let configuration = coder.object.states["accessibilityConfiguration"] {
      if let label = configuration["label"] { accessibilityLabel = label }
      if let hint = configuration["hint"] { accessibilityHint = hint }
    }
    if let traits = coder.object.states["accessibilityTraits"] {
      accessibilityTraits = AccessibilityTraits(
        traits.compactMap { $0.value == "YES" ? AccessibilityTraits.storyboardNames[$0.key] : nil })
    }
    if let color = coder.color(forKey: "backgroundColor") { backgroundColor = color }
    if let color = coder.color(forKey: "tintColor") { tintColor = color }
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

  /// Asks for layout: nothing is laid out here. Inert: nothing in the simulation acts on it.
  open func setNeedsLayout() {}
  /// Lays out now: nothing is laid out here.
  open func layoutIfNeeded() {}
  /// Lays out the subviews: nothing is laid out here; override to observe the call.
  /// Inert: nothing in the simulation acts on it.
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
  func addStoryboardSubview(_ view: View) {
    if let arranging = self as? StoryboardSubviewArranging {
      arranging.arrangeStoryboardSubview(view)
    } else {
      addSubview(view)
    }
  }

  /// Attaches `gestureRecognizer` to this view.
  open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from this view.
  open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
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
  ///
  /// The hierarchy callbacks come in UIKit's order (as logs of UIKit show it): `view` hears
  /// ``willMove(toSuperview:)`` (its old superview ``willRemoveSubview(_:)``), then, moved,
  /// ``didMoveToSuperview()``, this view ``didAddSubview(_:)``, and — when its window changes —
  /// `view` and its subviews ``willMove(toWindow:)`` and ``didMoveToWindow()``.
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    // A view with no superview is in no window, unless it is one.
    let source = view.superviewLink == nil && !view.isWindow ? nil : view.window
    let destination = window
    let movesSuperview = view.superviewLink?.toOpaque() != Unmanaged.passUnretained(self).toOpaque()
    if movesSuperview, !Exceptions.isUnwinding { view.willMove(toSuperview: self) }
    Window.transition(in: destination, and: source) {
      view.detachFromSuperview()
      storedSubviews.insert(clamping: view, at: index)
      view.superviewLink = Unmanaged.passUnretained(self)
    }
    guard movesSuperview, !Exceptions.isUnwinding else { return }
    view.didMoveToSuperview()
    didAddSubview(view)
    if source !== destination { view.tellMovedWindow(to: destination) }
  }

  /// Removes this view from its superview: it hears ``willMove(toSuperview:)`` with `nil`,
  /// then — when it was in a window — it and its subviews ``willMove(toWindow:)`` with `nil`;
  /// its superview ``willRemoveSubview(_:)``; then ``didMoveToWindow()`` and
  /// ``didMoveToSuperview()``, as UIKit orders them.
  public func removeFromSuperview() {
    guard superviewLink != nil else { return }
    let window = self.window
    let wasInWindow = window != nil
    let tells = !Exceptions.isUnwinding
    if tells {
      willMove(toSuperview: nil)
      if wasInWindow { forEachInSubtree { $0.willMove(toWindow: nil) } }
    }
    Window.transition(in: window) { detachFromSuperview() }
    guard tells, !Exceptions.isUnwinding else { return }
    if wasInWindow { forEachInSubtree { $0.didMoveToWindow() } }
    didMoveToSuperview()
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    if !Exceptions.isUnwinding { parent.willRemoveSubview(self) }
    parent.storedSubviews.remove(identicalTo: self)
    superviewLink = nil
  }

  // MARK: - Hierarchy callbacks (app code after a change: skipped while a raise unwinds)

  /// Tells this view and its subviews that their window changed to `window`.
  private final func tellMovedWindow(to window: Window?) {
    forEachInSubtree { $0.willMove(toWindow: window) }
    forEachInSubtree { $0.didMoveToWindow() }
  }

  /// Calls `body` for this view and every view below it, depth-first in pre-order (UIKit's
  /// order). Recursion goes 64 levels deep; a deeper tree goes on with a stack of its own, so
  /// no tree overflows the call stack (a view has one superview: no view is visited twice).
  private final func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    if !storedSubviews.isEmpty { forEachBelow(depth: 0, body) }
  }

  private final func forEachBelow(depth: Int, _ body: (View) -> Void) {
    guard depth < 64 else {
      var stack = Array(storedSubviews.reversed())
      while let view = stack.popLast() {
        body(view)
        stack += view.storedSubviews.reversed()
      }
      return
    }
    for subview in storedSubviews {
      body(subview)
      if !subview.storedSubviews.isEmpty { subview.forEachBelow(depth: depth + 1, body) }
    }
  }

  /// Called before the view moves to `newSuperview` (`nil`: it leaves its superview).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to another superview, or left its superview.
  open func didMoveToSuperview() {}
  /// Called before the view (or a view it is in) moves to `newWindow` (`nil`: it leaves its
  /// window).
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view's window changed.
  open func didMoveToWindow() {}
  /// Called after `subview` was added to this view.
  open func didAddSubview(_ subview: View) {}
  /// Called before `subview` leaves this view.
  open func willRemoveSubview(_ subview: View) {}

  // MARK: - Members apps override (kept in the class so that `override` compiles)

  /// The class of the view's layer.
  open class var layerClass: AnyClass { CALayer.self }
  /// The view's layer: made on first use, of ``layerClass``; what the app sets on it is kept.
  open var layer: CALayer {
    if let layer = viewExtras?.layer { return layer }
    #if canImport(QuartzCore)
      let made = CALayer()
    #else
      let made = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    #endif
    ensuredViewExtras.layer = made
    return made
  }
  /// Draws the view's content for printing: nothing is drawn here.
  /// Inert: nothing in the simulation acts on it.
  open func draw(_ rect: CGRect, for formatter: ViewPrintFormatter) {}
  /// Whether `gestureRecognizer` attached to the view may begin: `true`, UIKit's default.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  /// The insets of the view's content for Auto Layout: none.
  open var alignmentRectInsets: EdgeInsets { .zero }
  /// The view whose first baseline the view's is: itself.
  open var forFirstBaselineLayout: View { self }
  /// The view whose last baseline the view's is: itself.
  open var forLastBaselineLayout: View { self }
  /// The view whose baseline the view's is (deprecated in iOS 9): itself.
  open func forBaselineLayout() -> View { self }
  /// Whether the view can be focused: no, as focus is not simulated.
  /// Inert: nothing in the simulation acts on it.
  open var canBecomeFocused: Bool { false }
}
