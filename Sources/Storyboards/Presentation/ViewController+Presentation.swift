// MARK: - Presentation (PRES-1..9)

extension ViewController {
  /// The controller presented by this controller or by its nearest ancestor (PRES-2).
  public var presentedViewController: ViewController? {
    storedPresentedViewController ?? parent?.presentedViewController
  }

  /// The controller that presented this controller or its farthest presented ancestor (PRES-2).
  public var presentingViewController: ViewController? {
    storedPresentingViewController ?? parent?.presentingViewController
  }

  /// Presents `viewController` modally (PRES-1).
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
  /// - Throws: ``NavigationError`` for ERR-16..20 (<doc:BehaviourRules>), and for a `.none` style.
  public func present(
    _ viewController: ViewController?, animated: Bool, completion: (() -> Void)? = nil
  ) throws {
    guard let presented = viewController else {
      throw NavigationError.presentingNil(target: description)
    }
    try checkCanPresent(presented)
    let sizeClass = loadedView?.window?.horizontalSizeClass ?? .compact
    let style = presented.modalPresentationStyle.resolved(for: sizeClass)
    let host = presentationHost(for: style)
    if let current = host.storedPresentedViewController {
      warn(
        .alreadyPresenting(
          presented: presented.description, presenter: host.description, source: description,
          current: current.description))
      return
    }
    guard let hostView = host.loadedView, let window = hostView.window, window.isVisible else {
      warn(
        .notInWindowHierarchy(
          presented: presented.description, presenter: host.description, source: description))
      return
    }
    host.storedPresentedViewController = presented
    presented.storedPresentingViewController = host
    presented.presentationStyle = style
    presented.isBeingPresented = true
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(presented),
        .presented(by: ControllerReference(host), style: style, animated: animated))
    }
    Window.transition(in: window, order: .presentation, animated: animated) {
      let container = hostView.superview ?? window
      container.addSubview(presented.view)
      if style.removesPresenterView {
        presented.removedPresenterViewSlot = PresenterViewSlot(
          container: container, below: presented.view)
        hostView.removeFromSuperview()
      }
    }
    presented.isBeingPresented = false
    let kept = PresentationSpies.presented(
      presented, by: host, animated: animated, completion: completion)
    if !kept { completion?() }
  }

  /// Dismisses the controller presented by this controller, or this controller itself (PRES-5).
  ///
  /// Called on a presenter, it dismisses what it presented and everything presented above;
  /// called on a presented controller (or one of its children) with nothing presented above, it
  /// asks its presenter to dismiss it. Only the top controller is animated; the others are
  /// removed. `completion` runs after the dismissed controller's `viewDidDisappear(_:)`. When
  /// nothing is presented, nothing happens and `completion` does not run.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let host: ViewController
    if let presented = presentedViewController,
      let presenter = presented.storedPresentingViewController
    {
      host = presenter
    } else if let presenter = presentingViewController {
      host = presenter
    } else {
      return
    }
    guard let dismissed = host.storedPresentedViewController else { return }
    host.dismissPresentedChain(animated: animated)
    let kept = PresentationSpies.dismissed(
      dismissed, from: host, animated: animated, completion: completion)
    if !kept { completion?() }
  }

  private func dismissPresentedChain(animated: Bool) {
    var chain: [ViewController] = []
    var next = storedPresentedViewController
    while let presented = next {
      chain.append(presented)
      next = presented.storedPresentedViewController
    }
    guard !chain.isEmpty else { return }
    for presented in chain { presented.isBeingDismissed = true }
    let windows = chain.map { $0.loadedView?.window } + [loadedView?.window]
    // The presentation links go once the will-callbacks have run: the uncovered presenter's
    // viewDidAppear and the dismissed controllers' viewDidDisappear see them nil (WinObjC's
    // functional tests of UIViewController; see the Behaviour Rules, PRES-9).
    var unlinked: [(presented: ViewController, presenter: ViewController)] = []
    Window.transition(
      in: windows, order: .dismissal, animated: animated,
      afterWillPhase: {
        for presented in chain.reversed() {
          guard let presenter = presented.storedPresentingViewController else { continue }
          presenter.storedPresentedViewController = nil
          presented.storedPresentingViewController = nil
          unlinked.append((presented, presenter))
        }
      }
    ) {
      for presented in chain.reversed() {
        if let slot = presented.removedPresenterViewSlot, let container = slot.container,
          let below = slot.below,
          let presenterView = presented.storedPresentingViewController?.loadedView
        {
          container.insertSubview(presenterView, belowSubview: below)
        }
        presented.removedPresenterViewSlot = nil
        presented.loadedView?.removeFromSuperview()
      }
    }
    for presented in chain { presented.isBeingDismissed = false }
    for (presented, presenter) in unlinked {
      NavigationEventCenter.emit {
        NavigationEvent(
          ControllerReference(presented),
          .dismissed(from: ControllerReference(presenter), animated: animated))
      }
    }
  }

  /// ERR-17..20 and the `.none` style.
  private func checkCanPresent(_ presented: ViewController) throws {
    if presented === self { throw NavigationError.presentingSelf(description) }
    if let presenter = presented.storedPresentingViewController {
      throw NavigationError.alreadyPresented(
        viewController: presented.description, presenter: presenter.description)
    }
    if let parent = presented.parent {
      throw NavigationError.presentingChild(
        viewController: presented.description, parent: parent.description)
    }
    // Active: on screen, or in a hierarchy a full-screen presentation took off screen — a
    // window's root, a presenter, or an ancestor of this controller (a loop otherwise).
    if presented.loadedView?.window != nil || presented.isWindowRoot
      || presented.storedPresentedViewController != nil || isBelow(presented)
    {
      throw NavigationError.presentingActive(viewController: presented.description)
    }
    if presented.modalPresentationStyle == .none {
      throw NavigationError.invalidPresentationStyle(viewController: presented.description)
    }
  }

  /// The controller that hosts a presentation in `style` requested by this controller.
  private func presentationHost(for style: ModalPresentationStyle) -> ViewController {
    if style.usesPresentationContext {
      var current: ViewController? = self
      while let candidate = current {
        if candidate.definesPresentationContext { return candidate }
        current = candidate.parent
      }
    }
    return rootAncestor
  }

  func warn(_ warning: RuntimeWarning) {
    NavigationEventCenter.emit { NavigationEvent(ControllerReference(self), .warning(warning)) }
  }

  /// Runs the throwing method behind a property setter: where it throws (UIKit raises), the
  /// change is not made and an ``RuntimeWarning/exceptionInSetter(property:reason:)`` warning is
  /// emitted, which `assertNoRuntimeWarnings` turns into a test failure.
  func setReportingRaise(_ property: String, _ body: () throws -> Void) {
    do { try body() } catch { warn(.exceptionInSetter(property: property, reason: "\(error)")) }
  }
}
