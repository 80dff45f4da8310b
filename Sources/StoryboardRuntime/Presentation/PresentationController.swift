import Foundation

/// UIKit's `UIPresentationController`: what manages a controller's presentation — who to ask
/// about the user's swipe-down dismissal (PRES-10) and about adapting the style to a compact
/// environment, and, subclassed for a `.custom` presentation, the hooks UIKit calls around it.
///
/// A subclass returned by the presented controller's transitioning delegate
/// (`presentationController(forPresented:presenting:source:)`) manages a `.custom`
/// presentation: `presentationTransitionWillBegin()` before the presented view is added,
/// `presentationTransitionDidEnd(true)` once it is, `dismissalTransitionWillBegin()` and
/// `dismissalTransitionDidEnd(true)` around the dismissal, and ``shouldRemovePresentersView``
/// decides whether the presenter's view leaves the window. Geometry is kept as data.
open class PresentationController: ObjectiveCMembers {
  /// The member named `name`, or `nil`: a subclass lists its own (see ``ObjectiveCMembers``).
  open func objectiveCMember(named name: String) -> ObjectiveCMember? { nil }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }

  /// The controller presented (or to be presented).
  public unowned let presentedViewController: ViewController
  /// The delegate asked about swipe-down dismissal and adaptation.
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?
  /// The traits the presented controller sees in place of its container's.
  /// Inert: nothing in the simulation acts on it.
  open var overrideTraitCollection: TraitCollection?
  private weak var givenPresentingViewController: ViewController?
  /// The view the presentation happens in, while it is on screen.
  public internal(set) weak var containerView: View?

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController` (or, when `nil`, by the controller found when it is presented).
  public init(
    presentedViewController: ViewController, presenting presentingViewController: ViewController?
  ) {
    self.presentedViewController = presentedViewController
    givenPresentingViewController = presentingViewController
  }

  /// A presentation controller for `presentedViewController`; the presenter is found when it
  /// is presented.
  public convenience init(presentedViewController: ViewController) {
    self.init(presentedViewController: presentedViewController, presenting: nil)
  }

  /// The controller hosting the presentation: the one given, else the presenter once
  /// presented, else — before any presentation, where UIKit has none to give — the presented
  /// controller itself.
  open var presentingViewController: ViewController {
    givenPresentingViewController ?? presentedViewController.presentingViewController
      ?? presentedViewController
  }

  /// The style the presentation was made for: the presented controller's
  /// `modalPresentationStyle`.
  open var presentationStyle: ModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// The style the presentation adapts to in the current environment: the presented
  /// controller's.
  open var adaptivePresentationStyle: ModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// The style the presentation adapts to for `traitCollection`: the system's adaptation of
  /// the presented controller's style.
  open func adaptivePresentationStyle(for traitCollection: TraitCollection)
    -> ModalPresentationStyle
  {
    presentedViewController.modalPresentationStyle.resolved(
      for: traitCollection.horizontalSizeClass)
  }

  /// The view that is presented: the presented controller's.
  open var presentedView: View? { presentedViewController.viewIfLoaded }

  /// Where the presented view goes in ``containerView``: its whole bounds (geometry is data).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presentation covers the screen; `true`, as UIKit's default.
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenter's view leaves the window for a `.custom` presentation; `false`, as
  /// UIKit's default.
  open var shouldRemovePresentersView: Bool { false }

  /// Called before the presented view is added.
  open func presentationTransitionWillBegin() {}
  /// Called once the presented view is added; `completed` is `true` here (nothing cancels).
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal.
  open func dismissalTransitionWillBegin() {}
  /// Called once the presented view is removed; `completed` is `true` here.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container lays out its views; layout is not simulated.
  /// Inert: nothing in the simulation acts on it.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its views; layout is not simulated.
  /// Inert: nothing in the simulation acts on it.
  open func containerViewDidLayoutSubviews() {}
}

// MARK: - Swipe-down dismissal (PRES-10)

extension ViewController {
  /// Simulates the user swiping a sheet down (PRES-10).
  ///
  /// Only a controller presented as a sheet (page or form sheet) can be swiped away. With
  /// ``isModalInPresentation`` set, or when the delegate's `presentationControllerShouldDismiss`
  /// answers `false`, the sheet stays and the delegate hears
  /// `presentationControllerDidAttemptToDismiss`; otherwise `presentationControllerWillDismiss`,
  /// the dismissal, then `presentationControllerDidDismiss`.
  /// - Returns: Whether the sheet was dismissed.
  @discardableResult
  public func swipeToDismiss() -> Bool {
    guard let presenter = storedPresentingViewController,
      presentationStyle == .pageSheet || presentationStyle == .formSheet
    else { return false }
    guard let controller = presentationController else { return false }
    let delegate = controller.delegate
    return Exceptions.raising(false) {
      if try isModalInPresentation
        || Exceptions.callingOut({ delegate?.presentationControllerShouldDismiss(controller) })
          == false
      {
        Exceptions.callingBack { delegate?.presentationControllerDidAttemptToDismiss(controller) }
        return false
      }
      try Exceptions.callingOut { delegate?.presentationControllerWillDismiss(controller) }
      presenter.dismiss(animated: true)
      Exceptions.callingBack { delegate?.presentationControllerDidDismiss(controller) }
      return true
    }
  }
}
