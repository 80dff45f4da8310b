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
