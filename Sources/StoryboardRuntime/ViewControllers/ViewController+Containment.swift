// MARK: - Containment (CONT-1..5)

extension ViewController {
  /// The body of ``addChild(_:)``.
  func adopt(_ child: ViewController) throws {
    guard child.parent !== self else { return }
    // More and its list are their tab bar controller's: `addChild` does not move them.
    if let owner = child.tabBarControllerOwningMore, !(child.parent == nil && owner === self) {
      throw NavigationError.hierarchyInconsistency(
        child: child.diagnosticName, parent: (child.parent ?? owner).diagnosticName,
        requestedParent: diagnosticName)
    }
    if let parent = child.parent {
      try checkCanAdopt(child, leaving: parent)
    } else {
      try checkCanAdopt(child)
    }
    try checkRoom(for: child)
    if child.parent != nil { child.removeFromParent() }
    addChildOnRequest(child)
  }

  /// ``checkCanAdopt(_:)`` for a child that leaves `parent` first, as `addChild(_:)` moves it.
  private func checkCanAdopt(_ child: ViewController, leaving parent: ViewController) throws {
    let savedParent = child.storedParent
    child.storedParent = nil
    defer { child.storedParent = savedParent }
    try checkCanAdopt(child)
  }

  /// Whether this controller is `ancestor` or below it, through parents, presenters and the
  /// tab bar controller that owns a More navigation controller: making `ancestor` a child of
  /// this controller would close a loop.
  func isBelow(_ ancestor: ViewController) -> Bool {
    var current: ViewController? = self
    while let candidate = current {
      if candidate === ancestor { return true }
      current =
        candidate.parent ?? candidate.storedPresentingViewController
        ?? (candidate as? NavigationController)?.moreOwner
    }
    return false
  }

  /// Whether this controller is `ancestor` or below it in the parent chain.
  package func isDescendant(of ancestor: ViewController) -> Bool {
    var current: ViewController? = self
    while let candidate = current {
      if candidate === ancestor { return true }
      current = candidate.parent
    }
    return false
  }

  /// The runtime's call of `willMove(toParent:)`, app code reached after a change
  /// (``Exceptions/callingBack(_:)``).
  @inline(__always)
  func callWillMove(toParent parent: ViewController?) {
    if !Exceptions.isUnwinding { willMove(toParent: parent) }
  }

  /// The runtime's call of `didMove(toParent:)` (``Exceptions/callingBack(_:)``).
  @inline(__always)
  func callDidMove(toParent parent: ViewController?) {
    if !Exceptions.isUnwinding { didMove(toParent: parent) }
  }

  /// Links `child` at `index`, calling `willMove(toParent:)` first.
  func attachChild(_ child: ViewController, at index: Int) {
    child.callWillMove(toParent: self)
    storedChildren.insert(clamping: child, at: index)
    child.storedParent = self
    child.isMovingToParent = true
  }

  /// Unlinks `child`, then calls `didMove(toParent: nil)`.
  func detachChild(_ child: ViewController) {
    storedChildren.remove(identicalTo: child)
    child.storedParent = nil
    child.isMovingToParent = false
    child.callDidMove(toParent: nil)
    child.isMovingFromParent = false
  }

  /// Throws ERR-25 when `child` already belongs to another container, and its kin when it is
  /// this container or one of its ancestors, or a window's root.
  func checkCanAdopt(_ child: ViewController) throws {
    // A More navigation controller belongs to its tab bar controller, which alone adopts it.
    if let owner = (child as? NavigationController)?.moreOwner, owner !== self {
      throw NavigationError.hierarchyInconsistency(
        child: child.diagnosticName, parent: owner.diagnosticName, requestedParent: diagnosticName)
    }
    if let current = child.parent, current !== self {
      throw NavigationError.hierarchyInconsistency(
        child: child.diagnosticName, parent: current.diagnosticName, requestedParent: diagnosticName
      )
    }
    if isBelow(child) {
      throw NavigationError.containmentCycle(child: child.diagnosticName, parent: diagnosticName)
    }
    if child.isWindowRoot {
      throw NavigationError.childIsWindowRoot(
        child: child.diagnosticName, requestedParent: diagnosticName)
    }
    if let presenter = child.storedPresentingViewController {
      throw NavigationError.childIsPresented(
        child: child.diagnosticName, presenter: presenter.diagnosticName,
        requestedParent: diagnosticName)
    }
  }

  /// Throws ERR-14's kin when a controller is in `viewControllers` twice.
  func checkDistinct(_ viewControllers: [ViewController]) throws {
    var seen = Set<ObjectIdentifier>()
    if viewControllers.contains(where: { !seen.insert(ObjectIdentifier($0)).inserted }) {
      throw NavigationError.duplicateChildren(
        container: diagnosticName, viewControllers: viewControllers.map(\.diagnosticName))
    }
  }

  /// Whether this controller is the root view controller of a window.
  var isWindowRoot: Bool { rootOfWindow?.rootViewController === self }

  /// Replaces `old` by `new` in this controller's view (when loaded), loading `new`'s view.
  /// Call it inside a window transition so the appearance callbacks follow.
  func swapChildView(from old: ViewController?, to new: ViewController?) {
    guard let container = loadedView, old !== new else { return }
    if let new {
      let newView: View = new.view
      if let oldView = old?.loadedView, oldView.superview === container {
        container.insertSubview(newView, belowSubview: oldView)
      } else {
        container.addSubview(newView)
      }
    }
    if let oldView = old?.loadedView, oldView.superview === container {
      oldView.removeFromSuperview()
    }
  }
}

// MARK: - Hierarchy lists

extension Array where Element: AnyObject {
  /// Removes `element`, compared by identity, which a hierarchy list holds at most once.
  /// (Cheaper than `removeAll(where:)`, which rebuilds the array.)
  mutating func remove(identicalTo element: Element) {
    if let index = firstIndex(where: { $0 === element }) { remove(at: index) }
  }

  /// Inserts `element` at `index`, clamped to the valid range; appends at the end (cheaper
  /// than `insert(_:at:)`, which goes through a generic range replacement).
  mutating func insert(clamping element: Element, at index: Int) {
    if index >= count {
      append(element)
    } else {
      insert(element, at: Swift.max(index, 0))
    }
  }
}

// MARK: - Ancestors (CONT-6)

extension ViewController {

  func nearestAncestor<Container: ViewController>() -> Container? {
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
