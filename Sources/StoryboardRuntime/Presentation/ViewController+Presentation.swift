// MARK: - Presentation (PRES-1..9)

extension ViewController {

  /// The body of ``present(_:animated:completion:)``.
  func presentModally(
    _ presented: ViewController, animated: Bool, completion: (() -> Void)?
  ) throws {
    // A verifier that captures presentations takes the call before UIKit's checks.
    if PresentationCapture.presentation(
      of: presented, by: self, animated: animated, completion: completion)
    {
      return
    }
    try checkCanPresent(presented)
    let sizeClass = loadedView?.window?.horizontalSizeClass ?? .compact
    let style = presented.adaptedPresentationStyle(in: sizeClass)
    if style == .popover, let popover = presented.popoverPresentationController {
      try Exceptions.callingOut { popover.popoverDelegate?.prepareForPopoverPresentation(popover) }
    }
    let host = presentationHost(for: style)
    if let current = host.storedPresentedViewController {
      warn(
        .alreadyPresenting(
          presented: presented.diagnosticName, presenter: host.diagnosticName,
          source: diagnosticName,
          current: current.diagnosticName))
      return
    }
    guard let hostView = host.loadedView, let window = hostView.window, window.isVisible else {
      warn(
        .notInWindowHierarchy(
          presented: presented.diagnosticName, presenter: host.diagnosticName,
          source: diagnosticName))
      return
    }
    presented.adoptCustomPresentationController(presenting: host, source: self)
    let controller = presented.presentationController
    host.storedPresentedViewController = presented
    presented.storedPresentingViewController = host
    presented.presentationStyle = style
    presented.isBeingPresented = true
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(presented),
        .presented(by: ControllerReference(host), style: style, animated: animated))
    }
    let container = hostView.superview ?? window
    controller?.containerView = container
    Exceptions.callingBack { controller?.presentationTransitionWillBegin() }
    let removesPresenter =
      style == .custom ? controller?.shouldRemovePresentersView == true : style.removesPresenterView
    Window.transition(in: window, order: .presentation, animated: animated) {
      container.addSubview(presented.view)
      if removesPresenter {
        presented.removedPresenterViewSlot = PresenterViewSlot(
          container: container, below: presented.view)
        hostView.removeFromSuperview()
      }
    }
    presented.isBeingPresented = false
    Exceptions.callingBack { controller?.presentationTransitionDidEnd(true) }
    if let animator = Exceptions.callingBack(
      nil,
      {
        presented.transitioningDelegate?.animationController(
          forPresented: presented, presenting: host, source: self)
      })
    {
      ImmediateTransition(from: host, to: presented, animated: animated).run(animator)
    }
    let kept = PresentationSpies.presented(
      presented, by: host, animated: animated, completion: completion)
    if !kept, let completion { Exceptions.callingBack(completion) }
    if style == .popover, presented.popoverPresentationController?.hasSource == false {
      PopoverSourceCheck(presented: presented, presenter: self).schedule()
    }
  }

  /// The body of ``dismiss(animated:completion:)``.
  func dismissModally(animated: Bool, completion: (() -> Void)?) {
    if PresentationCapture.dismissal(of: self, animated: animated, completion: completion) {
      return
    }
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
    let animator = Exceptions.callingBack(
      nil, { dismissed.transitioningDelegate?.animationController(forDismissed: dismissed) })
    let controller = dismissed.presentationController
    Exceptions.callingBack { controller?.dismissalTransitionWillBegin() }
    host.dismissPresentedChain(animated: animated)
    controller?.containerView = nil
    Exceptions.callingBack { controller?.dismissalTransitionDidEnd(true) }
    if let animator {
      ImmediateTransition(from: dismissed, to: host, animated: animated).run(animator)
    }
    let kept = PresentationSpies.dismissed(
      dismissed, from: host, animated: animated, completion: completion)
    if !kept, let completion { Exceptions.callingBack(completion) }
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
    if presented === self { throw NavigationError.presentingSelf(diagnosticName) }
    if let presenter = presented.storedPresentingViewController {
      throw NavigationError.alreadyPresented(
        viewController: presented.diagnosticName, presenter: presenter.diagnosticName)
    }
    // A More navigation controller is its tab bar controller's, shown or not.
    if let parent = presented.parent ?? (presented as? NavigationController)?.moreOwner {
      throw NavigationError.presentingChild(
        viewController: presented.diagnosticName, parent: parent.diagnosticName)
    }
    // Active: on screen, or in a hierarchy a full-screen presentation took off screen — a
    // window's root, a presenter, or an ancestor of this controller (a loop otherwise).
    if presented.loadedView?.window != nil || presented.isWindowRoot
      || presented.storedPresentedViewController != nil || isBelow(presented)
    {
      throw NavigationError.presentingActive(viewController: presented.diagnosticName)
    }
    if presented.modalPresentationStyle == .none {
      throw NavigationError.invalidPresentationStyle(viewController: presented.diagnosticName)
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
}

/// Where a presentation removed the presenter's view from, to put it back on dismissal. The
/// links are weak: the container is usually the window, which owns the presented controller
/// through its root, so a strong link would keep the whole hierarchy alive.
final class PresenterViewSlot {
  weak var container: View?
  weak var below: View?

  init(container: View, below: View) {
    self.container = container
    self.below = below
  }
}
