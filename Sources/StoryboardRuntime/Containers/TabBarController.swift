import Foundation

/// A container that shows one of several controllers, chosen with a tab bar (TAB-1..7).
///
/// All of ``viewControllers`` are children of the tab bar controller, except a controller
/// beyond the tab bar's capacity while it is shown through the ``moreNavigationController``
/// (TAB-2, TAB-3). Only the selected controller's view is loaded and on screen.
open class TabBarController: ViewController {
  /// `selectedIndex` while the More navigation controller itself is selected (`NSNotFound`).
  public static let notFound = Int.max

  private var tabs: [ViewController]?
  private var selected: ViewController?
  private var storedCustomizable: [ViewController]?

  /// The delegate told about user taps.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// The tab bar, whose items are the tabs' ``ViewController/tabBarItem``s.
  public private(set) lazy var tabBar: TabBar = {
    let bar = TabBar()
    bar.owner = self
    return bar
  }()

  /// How many items the tab bar holds: 5 on an iPhone (TAB-2). With more controllers than
  /// that, the bar shows the first `capacity - 1` and a More item.
  ///
  /// Setting it rearranges the tabs; fewer than two items raises
  /// ``NavigationError/invalidTabBarCapacity(_:)`` and changes nothing.
  public var tabBarCapacity: Int {
    get { storedCapacity }
    set {
      Exceptions.raising {
        guard newValue >= 2 else { throw NavigationError.invalidTabBarCapacity(newValue) }
        storedCapacity = newValue
        if let tabs { try replaceTabs(with: tabs, animated: false) }
      }
    }
  }

  private var storedCapacity = 5

  /// Creates a tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a tab bar controller from a storyboard scene.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The navigation controller that lists and shows the controllers beyond the tab bar's
  /// capacity (TAB-3). It always exists, and is never part of ``viewControllers``: giving it,
  /// or the list it shows, as a tab raises ERR-25 (it belongs to this controller). Made on
  /// first use, which no observer sees: reading it is not navigation.
  public private(set) lazy var moreNavigationController: NavigationController =
    NavigationEventCenter.$innermost.withValue(.none) {
      let more = NavigationController()
      more.title = "More"
      more.moreOwner = self
      let list = ViewController()
      list.title = "More List"
      more.stack(root: list)
      return more
    }

  /// The tabs, left-most first; `nil` until set (TAB-1). Setting it is
  /// ``setViewControllers(_:animated:)`` without animation, which raises where UIKit does
  /// (ERR-25) and then changes nothing.
  open var viewControllers: [ViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controllers the user may rearrange: the same as ``viewControllers`` (TAB-1) until the
  /// app sets others.
  open var customizableViewControllers: [ViewController]? {
    get { storedCustomizable ?? tabs }
    set { storedCustomizable = newValue }
  }

  /// The controllers beyond the tab bar's capacity, managed by the More navigation controller.
  public var moreViewControllers: [ViewController] {
    guard let tabs, tabs.count > tabBarCapacity else { return [] }
    return Array(tabs[(tabBarCapacity - 1)...])
  }

  /// The controller of the selected tab, or ``moreNavigationController`` (TAB-5). Setting it
  /// selects programmatically: no delegate call (TAB-5, TAB-6). A controller that is neither
  /// one of ``viewControllers`` nor the More navigation controller raises
  /// ``NavigationError/selectingForeignTab(viewController:)`` and changes nothing.
  open var selectedViewController: ViewController? {
    get { selected }
    set {
      Exceptions.raising {
        guard let newValue,
          newValue === moreNavigationController && (tabs?.count ?? 0) > tabBarCapacity
            || tabs?.contains(where: { $0 === newValue }) == true
        else {
          throw NavigationError.selectingForeignTab(
            viewController: newValue?.diagnosticName ?? "nil")
        }
        select(newValue)
      }
    }
  }

  /// The index of the selected tab in ``viewControllers``; ``notFound`` while the More
  /// navigation controller is selected (TAB-4) and before any tab is (xamarin-macios'
  /// `TabBarControllerTest.CheckDefault`, run on UIKit). Setting an index out of range does
  /// nothing.
  public var selectedIndex: Int {
    get {
      guard let selected else { return Self.notFound }
      return tabs?.firstIndex { $0 === selected } ?? Self.notFound
    }
    set {
      guard let tabs, tabs.indices.contains(newValue) else { return }
      Exceptions.raising { select(tabs[newValue]) }
    }
  }

  /// Replaces the tabs (TAB-1). The previously selected controller stays selected if it is
  /// still there; otherwise the one at the same index, otherwise the first.
  /// Raises ERR-25 (<doc:BehaviourRules>) if a controller belongs to another container, is
  /// presented, is a window's root or contains this one, and ERR-14's kin for duplicates;
  /// nothing changes then.
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    Exceptions.raising { try replaceTabs(with: viewControllers, animated: animated) }
  }

  func replaceTabs(with viewControllers: [ViewController]?, animated: Bool) throws {
    let new = viewControllers ?? []
    try checkDistinct(new)
    let more = moreNavigationController
    if new.contains(where: { $0 === more }) {
      throw NavigationError.hierarchyInconsistency(
        child: more.diagnosticName, parent: diagnosticName, requestedParent: diagnosticName)
    }
    // A tab shown through More has More as its parent, and stays a tab; any other controller
    // More holds (its list) is More's.
    let current = Set((tabs ?? []).map(ObjectIdentifier.init))
    for controller in new
    where !(isHostedInMore(controller) && current.contains(ObjectIdentifier(controller))) {
      try checkCanAdopt(controller)
    }
    let old = tabs ?? []
    let previousIndex = selectedIndex
    let previous = selected
    let oldDisplayed = displayedChild
    let newIDs = Set(new.map(ObjectIdentifier.init))
    let oldIDs = Set(old.map(ObjectIdentifier.init))
    let removed = old.filter { !newIDs.contains(ObjectIdentifier($0)) }
    let added = new.filter { !oldIDs.contains(ObjectIdentifier($0)) }
    Window.transition(in: viewIfLoaded?.window, animated: animated) {
      returnFromMore()
      for controller in removed { controller.callWillMove(toParent: nil) }
      for controller in added { attachChild(controller, at: children.count) }
      for controller in removed { detachChild(controller) }
      tabs = viewControllers
      if let previous, newIDs.contains(ObjectIdentifier(previous)) {
        selected = previous
      } else if previous === moreNavigationController, new.count > tabBarCapacity {
        selected = previous
      } else if new.indices.contains(previousIndex) {
        selected = new[previousIndex]
      } else {
        selected = new.first
      }
      arrangeChildren()
      hostSelectedInMore()
      swapChildView(from: oldDisplayed, to: displayedChild)
    }
    for controller in added where controller.parent === self {
      controller.callDidMove(toParent: self)
    }
    if animated { runDelegateAnimation(from: oldDisplayed) }
  }

  /// Simulates the user tapping the tab bar item at `index` (0 is left-most; with overflow,
  /// the last item is More). Asks the delegate `shouldSelect`; re-tapping the selected
  /// navigation controller pops it to its root; then tells the delegate `didSelect`, even for
  /// a re-selection (TAB-6, TAB-7). A tab whose ``ViewController/tabBarItem`` is disabled
  /// ignores the tap, as a disabled item ignores the user's.
  /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)`` when there is no such item.
  open func tapTabBarItem(at index: Int) throws {
    try Exceptions.throwing { try tapItem(at: index) }
  }

  private func tapItem(at index: Int) throws {
    let items = tabBarItemControllers
    guard items.indices.contains(index) else {
      throw NavigationError.tabIndexOutOfRange(index: index, count: items.count)
    }
    let tapped = items[index]
    guard tapped.extras?.tabBarItem?.isEnabled ?? true else { return }  // a disabled tab
    if let delegate,
      try !Exceptions.callingOut({ delegate.tabBarController(self, shouldSelect: tapped) })
    {
      return
    }
    if tapped === displayedChild, let navigation = tapped as? NavigationController {
      if navigation === moreNavigationController {
        Window.transition(in: viewIfLoaded?.window, animated: true) { returnFromMore() }
        selected = navigation
      } else {
        navigation.popToRootViewController(animated: true)
      }
    } else {
      select(tapped)
    }
    if let delegate {
      Exceptions.callingBack { delegate.tabBarController(self, didSelect: tapped) }
    }
  }

  /// Simulates the user tapping row `row` of the More list (the tabs beyond the tab bar, in
  /// ``moreViewControllers`` order): More is tapped first when its list is not shown (asking
  /// the delegate, TAB-6), then the row's controller is pushed on the
  /// ``moreNavigationController`` and becomes the selected tab (TAB-4). The row itself asks the
  /// delegate nothing, as a programmatic selection.
  /// - Throws: ``NavigationError/moreRowOutOfRange(row:count:)`` when there is no such row.
  open func tapMoreListRow(at row: Int) throws {
    let rows = moreViewControllers
    guard rows.indices.contains(row) else {
      throw NavigationError.moreRowOutOfRange(row: row, count: rows.count)
    }
    if selected !== moreNavigationController {
      try tapTabBarItem(at: tabBarCapacity - 1)
      guard selected === moreNavigationController else { return }  // the delegate said no
    }
    select(rows[row])
  }

  // MARK: - Overrides

  /// Selects the tab that leads to `subsequentViewController` (UNW-5; UIKit is silent here).
  open override func unwind(
    for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController
  ) {
    if tabs?.contains(where: { $0 === subsequentViewController }) == true,
      selected !== subsequentViewController
    {
      select(subsequentViewController)
    }
  }

  override func installStoryboardChildren(
    _ children: [(relationship: String, controller: ViewController)]
  ) {
    let tabs = children.filter { $0.relationship == "viewControllers" }.map(\.controller)
    try? replaceTabs(with: tabs, animated: false)
  }

  override func installVisibleChildViews() {
    swapChildView(from: nil, to: displayedChild)
  }

  override var hierarchyChildren: [ViewController] { tabs ?? [] }

  /// A child added with `addChild(_:)` becomes the last tab, as if the tabs were set with it.
  override func addChildOnRequest(_ child: ViewController) {
    if (try? replaceTabs(with: (tabs ?? []) + [child], animated: false)) == nil {
      super.addChildOnRequest(child)
    }
  }

  /// A tab that removes itself leaves the tabs, as if they were set without it.
  override func removeChildOnRequest(_ child: ViewController) {
    // More is this controller's own: it shows and hides with the overflow, not on request.
    if child === moreNavigationController { return }
    guard let tabs, tabs.contains(where: { $0 === child }),
      (try? replaceTabs(with: tabs.filter { $0 !== child }, animated: false)) != nil
    else { return super.removeChildOnRequest(child) }
  }

  override func containerViolations() -> [String] {
    var violations: [String] = []
    if let selected, selected !== moreNavigationController,
      tabs?.contains(where: { $0 === selected }) != true
    {
      violations.append("\(self) selects \(selected), which is not one of its tabs.")
    }
    if selected === moreNavigationController, (tabs?.count ?? 0) <= tabBarCapacity {
      violations.append("\(self) selects More, which its tab bar does not show.")
    }
    if selected == nil, tabs?.isEmpty == false {
      violations.append("\(self) has tabs but selects none.")
    }
    for tab in tabs ?? [] where tab.parent !== self && tab.parent !== moreNavigationController {
      violations.append("The tab \(tab) of \(self) has another parent.")
    }
    return violations
  }

  override var deepestVisibleChild: ViewController {
    displayedChild?.deepestVisibleChild ?? self
  }

  // MARK: - Private

  /// The controllers behind the tab bar's items, More last when there is overflow.
  /// The controllers whose items the tab bar shows: the first tabs, then More when they
  /// overflow.
  var tabBarItemControllers: [ViewController] {
    guard let tabs else { return [] }
    guard tabs.count > tabBarCapacity else { return tabs }
    return Array(tabs[..<(tabBarCapacity - 1)]) + [moreNavigationController]
  }

  /// The controller whose item is selected: the selected tab, or More for a tab it hosts.
  var selectedTabBarItemController: ViewController? { displayedChild }

  private var displayedChild: ViewController? {
    guard let selected else { return nil }
    if selected === moreNavigationController || isMoreManaged(selected) {
      return moreNavigationController
    }
    return selected
  }

  private func isMoreManaged(_ controller: ViewController) -> Bool {
    moreViewControllers.contains { $0 === controller }
  }

  /// The orientations the tab bar controller supports: its delegate's answer, else a view
  /// controller's.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    delegate?.tabBarControllerSupportedInterfaceOrientations(self)
      ?? super.supportedInterfaceOrientations
  }

  /// The orientation to present the tab bar controller in: its delegate's answer, else a view
  /// controller's.
  open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self)
      ?? super.preferredInterfaceOrientationForPresentation
  }

  private func isHostedInMore(_ controller: ViewController) -> Bool {
    controller.parent === moreNavigationController && controller.parent != nil
  }

  private func select(_ controller: ViewController) {
    let oldDisplayed = displayedChild
    Window.transition(in: viewIfLoaded?.window) {
      if controller === moreNavigationController || isMoreManaged(controller) { returnFromMore() }
      selected = controller
      hostSelectedInMore()
      swapChildView(from: oldDisplayed, to: displayedChild)
    }
    runDelegateAnimation(from: oldDisplayed)
    let index = selectedIndex
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(self), .tabSelected(index: index, ControllerReference(controller)))
    }
  }

  /// On screen, a change of the displayed tab from `oldDisplayed` runs the delegate's
  /// animator, as UIKit asks for one: for a selection, and for an animated replacement of the
  /// tabs that displays another controller (XCoordinator's `AnimationTests`, run on UIKit,
  /// wait for the animator of `setViewControllers(_:animated: true)` before its completion).
  private func runDelegateAnimation(from oldDisplayed: ViewController?) {
    guard let delegate, isOnScreen, let from = oldDisplayed, let to = displayedChild, from !== to,
      let animator = Exceptions.callingBack(
        nil, { delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to) }
      )
    else { return }
    Exceptions.callingBack {
      _ = delegate.tabBarController(self, interactionControllerFor: animator)
    }
    ImmediateTransition(from: from, to: to, animated: true).run(animator)
  }

  /// Children: the tabs not shown through More, then the More navigation controller.
  private func arrangeChildren() {
    let more = moreNavigationController
    let needsMore = (tabs?.count ?? 0) > tabBarCapacity
    if needsMore, more.parent !== self {
      attachChild(more, at: children.count)
      more.callDidMove(toParent: self)
    } else if !needsMore, more.parent === self {
      more.callWillMove(toParent: nil)
      detachChild(more)
    }
    let ordered = (tabs ?? []).filter { $0.parent === self }
    let orderedIDs = Set(ordered.map(ObjectIdentifier.init))
    let others = children.filter { child in
      child !== more && !orderedIDs.contains(ObjectIdentifier(child))
    }
    children = ordered + (needsMore ? [more] : []) + others
  }

  /// Shows the selected controller inside the More navigation controller when it is beyond
  /// the tab bar's capacity.
  private func hostSelectedInMore() {
    guard let selected, isMoreManaged(selected), selected.parent !== moreNavigationController
    else { return }
    returnFromMore()
    selected.callWillMove(toParent: nil)
    detachChild(selected)
    let more = moreNavigationController
    more.allowsNestedNavigationController = true
    _ = try? catching { more.pushViewController(selected, animated: false) }
    more.allowsNestedNavigationController = false
  }

  /// Gives the controller shown through More back to the tab bar controller.
  private func returnFromMore() {
    let more = moreNavigationController
    guard more.viewControllers.count > 1 else { return }
    more.popToRootViewController(animated: false)  // moreNavigationControllerPopped adopts it
  }

  /// The More navigation controller popped `popped` — Back tapped in a tab shown through More,
  /// or the tab bar controller taking it back: the tabs among them return to this controller,
  /// and when the selected one left, the More list is what is selected (TAB-4).
  func moreNavigationControllerPopped(_ popped: [ViewController]) {
    let returning = popped.filter { controller in
      controller.parent == nil && tabs?.contains(where: { $0 === controller }) == true
    }
    guard !returning.isEmpty else { return }
    for controller in returning {
      attachChild(controller, at: children.count)
      controller.callDidMove(toParent: self)
    }
    arrangeChildren()
    if let selected, returning.contains(where: { $0 === selected }) {
      self.selected = moreNavigationController
    }
  }
}
