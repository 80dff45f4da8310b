/// The methods a presentation controller's delegate may implement for the user's swipe-down
/// dismissal of a sheet (PRES-10). They are called only for that gesture, never for
/// `dismiss(animated:completion:)`.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a compact environment: `.none` keeps the presentation's own
  /// style (a popover stays a popover), another style replaces the system's adaptation. The
  /// default returns `.automatic`: the system's adaptation.
  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle
  /// The older form, asked when the trait collection form is not implemented. The default
  /// returns `.automatic`: the system's adaptation.
  func adaptivePresentationStyle(for controller: PresentationController)
    -> ModalPresentationStyle
  /// Whether the swipe may dismiss the sheet. The default returns `true`.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  /// The sheet is about to be dismissed by the swipe.
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// The sheet was dismissed by the swipe.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// The swipe was refused: `isModalInPresentation`, or `presentationControllerShouldDismiss`
  /// answered `false`.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// Asks ``adaptivePresentationStyle(for:)``.
  public func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  /// Returns `.automatic`: the system's adaptation.
  public func adaptivePresentationStyle(for controller: PresentationController)
    -> ModalPresentationStyle
  { .automatic }
  /// Returns `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: PresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
}

/// What manages a controller's presentation: here, who to ask about the user's swipe-down
/// dismissal (PRES-10) and about adapting the style to a compact environment.
open class PresentationController {
  /// The controller presented (or to be presented).
  public unowned let presentedViewController: ViewController
  /// The delegate asked about swipe-down dismissal.
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  /// A presentation controller for `presentedViewController`; the presenter is found when it
  /// is presented.
  public required init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
  }

  /// The controller hosting the presentation, once presented.
  public var presentingViewController: ViewController? {
    presentedViewController.presentingViewController
  }
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
    if isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    delegate?.presentationControllerWillDismiss(controller)
    presenter.dismiss(animated: true)
    delegate?.presentationControllerDidDismiss(controller)
    return true
  }
}
