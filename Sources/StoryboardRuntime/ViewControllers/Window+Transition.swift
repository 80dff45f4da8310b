import Foundation

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
