import Foundation
import Synchronization

/// A container with a primary and a secondary controller, side by side in regular width and
/// collapsed onto the primary in compact width (the classic API: SPLIT-1, SPLIT-2).
///
/// The split follows its window's ``Window/horizontalSizeClass``; out of a window it is
/// expanded.
open class SplitViewController: ViewController {
  /// The delegate asked about showing, collapsing and expanding.
  public weak var delegate: (any SplitViewControllerDelegate)?

  /// How the columns are arranged (UIKit's `UISplitViewController.DisplayMode`).
  public enum DisplayMode: Int, Sendable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
    case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

    /// The name before iOS 14 of ``secondaryOnly``.
    @available(*, deprecated, renamed: "secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    /// The name before iOS 14 of ``oneBesideSecondary``.
    @available(*, deprecated, renamed: "oneBesideSecondary")
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    /// The name before iOS 14 of ``oneOverSecondary``.
    @available(*, deprecated, renamed: "oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }

  /// The column-based styles of iOS 14 (UIKit's `UISplitViewController.Style`).
  public enum Style: Int, Sendable {
    /// The classic split view controller, with `viewControllers`.
    case unspecified
    /// A primary and a secondary column.
    case doubleColumn
    /// A primary, a supplementary and a secondary column; the supplementary is not simulated.
    case tripleColumn
  }

  /// The columns (UIKit's `UISplitViewController.Column`).
  public enum Column: Int, Sendable {
    case primary, supplementary, secondary, compact
  }

  /// The style given at creation.
  open private(set) var style = Style.unspecified

  /// A split view controller of `style` (iOS 14). Its primary and secondary columns are the
  /// first and second of ``viewControllers``.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
    Self.liveInstances.add(1, ordering: .relaxed)
  }

  /// The controller of `column`: the primary, the secondary, or `nil` for the columns the
  /// runtime does not simulate.
  open func viewController(for column: Column) -> ViewController? {
    switch column {
    case .primary: return children.first
    case .secondary: return children.count > 1 ? children[1] : nil
    case .supplementary, .compact: return nil
    }
  }

  /// Puts `viewController` in `column` (primary or secondary; the others are not simulated).
  open func setViewController(_ viewController: ViewController?, for column: Column) {
    var columns = viewControllers
    switch (column, viewController) {
    case (.primary, let controller?):
      if columns.isEmpty { columns = [controller] } else { columns[0] = controller }
    case (.secondary, let controller?):
      if columns.count < 2 { columns.append(controller) } else { columns[1] = controller }
    case (.secondary, nil) where columns.count > 1: columns.removeLast()
    default: return
    }
    viewControllers = columns
  }

  /// Shows `column`: a column-style split's delegate hears `willShow` (iOS 14); nothing is
  /// laid out.
  open func show(_ column: Column) {
    guard style != .unspecified, let delegate else { return }
    Exceptions.raising {
      Exceptions.callingBack { delegate.splitViewController(self, willShow: column) }
    }
  }
  /// Hides `column`: a column-style split's delegate hears `willHide` (iOS 14); nothing is
  /// laid out.
  open func hide(_ column: Column) {
    guard style != .unspecified, let delegate else { return }
    Exceptions.raising {
      Exceptions.callingBack { delegate.splitViewController(self, willHide: column) }
    }
  }

  /// Whether a gesture shows and hides the primary column.
  /// Inert: nothing in the simulation acts on it.
  open var presentsWithGesture = true

  /// How the secondary column sits beside the others (UIKit's `SplitBehavior`).
  public enum SplitBehavior: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Side by side.
    case tile = 1
    /// Over the secondary.
    case overlay = 2
    /// Pushing the secondary aside.
    case displace = 3
  }

  /// When the display mode button shows (UIKit's `DisplayModeButtonVisibility`).
  public enum DisplayModeButtonVisibility: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Never.
    case never = 1
    /// Always.
    case always = 2
  }

  /// The edge the primary column is on (UIKit's `PrimaryEdge`).
  public enum PrimaryEdge: Int, Sendable {
    /// The leading edge.
    case leading = 0
    /// The trailing edge.
    case trailing = 1
  }

  /// The primary column's background (UIKit's `BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable {
    /// None.
    case none = 0
    /// A sidebar's.
    case sidebar = 1
  }

  /// The value that asks for the system's size (UIKit's `automaticDimension`).
  public static let automaticDimension = -CGFloat(Float.greatestFiniteMagnitude)

  /// The split behavior the app prefers. Inert: nothing in the simulation acts on it.
  open var preferredSplitBehavior = SplitBehavior.automatic
  /// The split behavior in use: the preferred one, tiling when the system chooses.
  open var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }
  /// When the display mode button shows. Inert: nothing in the simulation acts on it.
  open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
  /// Whether the secondary-only button shows. Inert: nothing in the simulation acts on it.
  open var showsSecondaryOnlyButton = false
  /// The edge of the primary column. Inert: nothing in the simulation acts on it.
  open var primaryEdge = PrimaryEdge.leading
  /// The primary column's background. Inert: nothing in the simulation acts on it.
  open var primaryBackgroundStyle = BackgroundStyle.none
  /// The primary column's preferred width as a fraction of the whole.
  /// Inert: nothing in the simulation acts on it.
  open var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension
  /// The primary column's preferred width. Inert: nothing in the simulation acts on it.
  open var preferredPrimaryColumnWidth = SplitViewController.automaticDimension
  /// The primary column's minimum width. Inert: nothing in the simulation acts on it.
  open var minimumPrimaryColumnWidth = SplitViewController.automaticDimension
  /// The primary column's maximum width. Inert: nothing in the simulation acts on it.
  open var maximumPrimaryColumnWidth = SplitViewController.automaticDimension
  /// The supplementary column's preferred width as a fraction.
  /// Inert: nothing in the simulation acts on it.
  open var preferredSupplementaryColumnWidthFraction = SplitViewController.automaticDimension
  /// The supplementary column's preferred width. Inert: nothing in the simulation acts on it.
  open var preferredSupplementaryColumnWidth = SplitViewController.automaticDimension
  /// The supplementary column's minimum width. Inert: nothing in the simulation acts on it.
  open var minimumSupplementaryColumnWidth = SplitViewController.automaticDimension
  /// The supplementary column's maximum width. Inert: nothing in the simulation acts on it.
  open var maximumSupplementaryColumnWidth = SplitViewController.automaticDimension
  /// The primary column's width: 0, as nothing is laid out.
  /// Inert: nothing in the simulation acts on it.
  open var primaryColumnWidth: CGFloat { 0 }
  /// The supplementary column's width: 0, as nothing is laid out.
  /// Inert: nothing in the simulation acts on it.
  open var supplementaryColumnWidth: CGFloat { 0 }
  /// The button that shows or hides the primary column, as UIKit's: its action shows the
  /// primary column when only the secondary shows, else hides it.
  open private(set) lazy var displayModeButtonItem: BarButtonItem = BarButtonItem(
    primaryAction: Action { [unowned self] _ in
      displayMode == .secondaryOnly ? show(.primary) : hide(.primary)
    })
  /// The arrangement the app prefers. Changing it tells the delegate
  /// `splitViewController(_:willChangeTo:)` first when the arrangement shown changes.
  open var preferredDisplayMode: DisplayMode {
    get { storedPreferredDisplayMode }
    set {
      let shown = Self.displayMode(preferred: newValue, isCollapsed: isCollapsed)
      Exceptions.raising {
        if shown != displayMode, let delegate {
          try Exceptions.callingOut { delegate.splitViewController(self, willChangeTo: shown) }
        }
        storedPreferredDisplayMode = newValue
      }
    }
  }
  private var storedPreferredDisplayMode = DisplayMode.automatic

  private static func displayMode(preferred: DisplayMode, isCollapsed: Bool) -> DisplayMode {
    isCollapsed ? .secondaryOnly : (preferred == .automatic ? .oneBesideSecondary : preferred)
  }
  /// The arrangement shown: the secondary only when collapsed, else the preferred one.
  open var displayMode: DisplayMode {
    Self.displayMode(preferred: preferredDisplayMode, isCollapsed: isCollapsed)
  }

  /// Whether the split is collapsed onto its primary (compact width).
  open private(set) var isCollapsed = false

  /// The column a column-style split shows once collapsed: the delegate's answer when it
  /// collapsed (``Column/secondary`` proposed), else the secondary.
  /// Inert: nothing in the simulation acts on it.
  public private(set) var topColumnWhenCollapsed = Column.secondary

  /// The orientations the split view controller supports: its delegate's answer, else a view
  /// controller's.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    delegate?.splitViewControllerSupportedInterfaceOrientations(self)
      ?? super.supportedInterfaceOrientations
  }

  /// The orientation to present the split view controller in: its delegate's answer, else a
  /// view controller's.
  open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self)
      ?? super.preferredInterfaceOrientationForPresentation
  }

  /// Creates a split view controller with no children.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    Self.liveInstances.add(1, ordering: .relaxed)
  }

  deinit { Self.liveInstances.subtract(1, ordering: .relaxed) }

  /// How many split view controllers exist: windows skip adapting their hierarchy to the size
  /// class when there are none.
  static let liveInstances = Atomic<Int>(0)

  /// Creates a split view controller from a storyboard scene.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    Self.liveInstances.add(1, ordering: .relaxed)
  }

  /// `[primary, secondary]`; only `[primary]` once collapsed (SPLIT-2). Setting it replaces
  /// the children: the first is the primary, the second the secondary. Raises ERR-25
  /// (<doc:BehaviourRules>) if a controller belongs to another container, is presented, is a
  /// window's root or contains this one, and ERR-14's kin for duplicates; nothing changes then.
  open var viewControllers: [ViewController] {
    get { children }
    set { Exceptions.raising { try replaceColumns(with: newValue) } }
  }

  func replaceColumns(with viewControllers: [ViewController]) throws {
    guard viewControllers.count <= 2 else {
      throw NavigationError.tooManyColumns(container: diagnosticName, count: viewControllers.count)
    }
    try checkDistinct(viewControllers)
    for controller in viewControllers { try checkCanAdopt(controller) }
    let old = children
    let removed = old.filter { child in !viewControllers.contains { $0 === child } }
    let added = viewControllers.filter { new in !old.contains { $0 === new } }
    Window.transition(in: viewIfLoaded?.window) {
      for controller in removed { controller.callWillMove(toParent: nil) }
      for controller in added { attachChild(controller, at: children.count) }
      for controller in removed {
        controller.viewIfLoaded?.removeFromSuperview()
        detachChild(controller)
      }
      children = viewControllers
      installVisibleChildViews()
    }
    for controller in added { controller.callDidMove(toParent: self) }
    // Collapsed, the split shows its primary alone: a secondary given now collapses onto it,
    // as one does when the split collapses (SPLIT-2).
    if isCollapsed, children.count > 1 {
      Window.transition(in: viewIfLoaded?.window) { collapseSecondary() }
    }
  }

  /// Shows `viewController` as the primary, or pushes it onto a navigation primary once
  /// collapsed; the delegate may handle it first (SPLIT-1).
  open override func show(_ viewController: ViewController, sender: Any?) {
    Exceptions.raising {
      if let delegate,
        try Exceptions.callingOut({
          delegate.splitViewController(self, show: viewController, sender: sender)
        })
      {
        return
      }
      if isCollapsed, let navigation = children.first as? NavigationController {
        navigation.pushViewController(viewController, animated: true)
      } else {
        try replaceChild(at: 0, with: viewController)
      }
    }
  }

  /// Shows `viewController` as the secondary; once collapsed, calls ``show(_:sender:)``
  /// instead. Does nothing when it is already the secondary (SPLIT-1, SHOW-3).
  open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
    Exceptions.raising {
      if let delegate,
        try Exceptions.callingOut({
          delegate.splitViewController(self, showDetail: viewController, sender: sender)
        })
      {
        return
      }
      if isCollapsed {
        show(viewController, sender: sender)
      } else if children.count < 2 || children[1] !== viewController {
        try replaceChild(at: 1, with: viewController)
      }
    }
  }

  /// `true`: a split view controller handles both show actions.
  open override func canPerformAction(_ action: ShowAction, withSender sender: Any?) -> Bool {
    true
  }

  override func installStoryboardChildren(
    _ children: [(relationship: String, controller: ViewController)]
  ) {
    let order = ["masterViewController", "detailViewController"]
    let columns = order.compactMap { name in children.first { $0.relationship == name }?.controller
    }
    try? replaceColumns(with: columns)
  }

  override func installVisibleChildViews() {
    guard let container = viewIfLoaded else { return }
    for child in (isCollapsed ? Array(children.prefix(1)) : children)
    where child.viewIfLoaded?.superview !== container {
      container.addSubview(child.view)
    }
  }

  /// A third column does not fit: a classic split view controller has two.
  override func checkRoom(for child: ViewController) throws {
    if children.count >= 2 {
      throw NavigationError.tooManyColumns(container: diagnosticName, count: children.count + 1)
    }
  }

  /// A child added with `addChild(_:)` becomes the last column, as if the columns were set
  /// with it.
  override func addChildOnRequest(_ child: ViewController) {
    if (try? replaceColumns(with: children + [child])) == nil { super.addChildOnRequest(child) }
  }

  /// A column that removes itself leaves the split view, as if its columns were set without it.
  override func removeChildOnRequest(_ child: ViewController) {
    guard children.contains(where: { $0 === child }),
      (try? replaceColumns(with: children.filter { $0 !== child })) != nil
    else { return super.removeChildOnRequest(child) }
  }

  override func containerViolations() -> [String] {
    let columns = children.filter { $0 !== departing }
    return columns.count > 2
      ? ["\(self) has \(columns.count) columns; a split view holds two."] : []
  }

  /// The column being replaced: a child until its `didMove(toParent: nil)`, as in a
  /// navigation controller's pop (NAV-3).
  private var departing: ViewController?

  override var deepestVisibleChild: ViewController {
    (isCollapsed ? children.first : children.last)?.deepestVisibleChild ?? self
  }

  // MARK: - Adaptation (SPLIT-2)

  /// Collapses in compact width and expands in regular width.
  func adapt(to sizeClass: UserInterfaceSizeClass) {
    switch (sizeClass, isCollapsed) {
    case (.compact, false) where !children.isEmpty: collapse()
    case (.regular, true): expand()
    default: return
    }
  }

  private func collapse() {
    if let proposed = Exceptions.callingBack(
      nil, { delegate?.primaryViewController(forCollapsing: self) }),
      proposed !== children.first
    {
      try? replaceChild(at: 0, with: proposed)
    }
    isCollapsed = true
    if style != .unspecified {
      topColumnWhenCollapsed = Exceptions.callingBack(
        .secondary,
        {
          delegate?.splitViewController(
            self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        })
    }
    collapseSecondary()
    NavigationEventCenter.emit { NavigationEvent(ControllerReference(self), .collapsed) }
    if style != .unspecified {
      Exceptions.callingBack { delegate?.splitViewControllerDidCollapse(self) }
    }
  }

  /// Takes the secondary out and gives it to the delegate or the primary (SPLIT-2).
  private func collapseSecondary() {
    guard children.count > 1 else { return }
    let primary = children[0]
    let secondary = children[1]
    secondary.callWillMove(toParent: nil)
    secondary.viewIfLoaded?.removeFromSuperview()
    detachChild(secondary)
    Exceptions.callingBack {
      if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
        primary.collapseSecondaryViewController(secondary, for: self)
      }
    }
  }

  private func expand() {
    if let proposed = Exceptions.callingBack(
      nil, { delegate?.primaryViewController(forExpanding: self) }),
      proposed !== children.first
    {
      try? replaceChild(at: 0, with: proposed)
    }
    isCollapsed = false
    if style != .unspecified, let delegate {
      let proposed = displayMode
      let answer = Exceptions.callingBack(
        proposed,
        {
          delegate.splitViewController(
            self, displayModeForExpandingToProposedDisplayMode: proposed)
        })
      if answer != proposed, answer != .automatic { storedPreferredDisplayMode = answer }
    }
    guard let primary = children.first else { return }
    let secondary = Exceptions.callingBack(
      nil,
      {
        delegate?.splitViewController(self, separateSecondaryFrom: primary)
          ?? primary.separateSecondaryViewController(for: self)
      })
    if let secondary, secondary.parent == nil {
      attachChild(secondary, at: 1)
      installVisibleChildViews()
      secondary.callDidMove(toParent: self)
    }
    NavigationEventCenter.emit { NavigationEvent(ControllerReference(self), .expanded) }
    if style != .unspecified {
      Exceptions.callingBack { delegate?.splitViewControllerDidExpand(self) }
    }
  }

  /// Puts `viewController` at `index` (0 primary, 1 secondary), replacing the one there.
  /// A controller that is already a column stays where it is.
  private func replaceChild(at index: Int, with viewController: ViewController) throws {
    guard viewController.parent !== self else { return }
    try checkCanAdopt(viewController)
    let old = children.indices.contains(index) ? children[index] : nil
    departing = old
    defer { departing = nil }
    Window.transition(in: viewIfLoaded?.window) {
      old?.callWillMove(toParent: nil)
      attachChild(viewController, at: index)
      if let old {
        storedChildren.remove(identicalTo: old)
        storedChildren.append(old)
        swapChildView(from: old, to: viewController)
      } else {
        installVisibleChildViews()
      }
    }
    if let old { detachChild(old) }
    viewController.callDidMove(toParent: self)
  }
}
