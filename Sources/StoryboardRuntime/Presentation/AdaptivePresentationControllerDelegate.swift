/// The methods a presentation controller's delegate may implement for the user's swipe-down
/// dismissal of a sheet (PRES-10). They are called only for that gesture, never for
/// `dismiss(animated:completion:)`.
public protocol AdaptivePresentationControllerDelegate: ObjectiveCResponding {
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
  /// Called before an adaptation, with the presentation controller that takes over (a popover
  /// adapting to a sheet hands over to its sheet). The default does nothing.
  func presentationController(
    _ presentationController: PresentationController,
    prepare adaptivePresentationController: PresentationController)
  /// The controller to present in place of the presented one once adapted to `style` (often
  /// the presented controller in a navigation controller); `nil` keeps it. The default
  /// returns `nil`.
  func presentationController(
    _ controller: PresentationController,
    viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
  ) -> ViewController?
  /// Called before the presentation shows adapted to `style`. The default does nothing.
  func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any ViewControllerTransitionCoordinator)?)
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
  /// Inert: nothing in the simulation acts on it.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Inert: nothing in the simulation acts on it.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func presentationController(
    _ presentationController: PresentationController,
    prepare adaptivePresentationController: PresentationController
  ) {}
  /// Returns `nil`: the presented controller stays.
  public func presentationController(
    _ controller: PresentationController,
    viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
  ) -> ViewController? { nil }
  /// Inert: nothing in the simulation acts on it.
  public func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any ViewControllerTransitionCoordinator)?
  ) {}
}
