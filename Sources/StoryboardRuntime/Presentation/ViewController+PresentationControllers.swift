import Foundation

extension ViewController {
  /// The nearest popover presentation controller: this controller's when its
  /// ``modalPresentationStyle`` is `.popover`, else its parent's — Apple: "If the view
  /// controller or one of its ancestors is managed by a popover presentation controller, this
  /// property contains that object" —, else `nil`.
  public var popoverPresentationController: PopoverPresentationController? {
    if storedPresentingViewController == nil, let parent {
      return parent.popoverPresentationController
    }
    return presentationController as? PopoverPresentationController
  }

  /// The sheet presentation controller when ``modalPresentationStyle`` is a sheet (page, form
  /// or automatic), else `nil`.
  public var sheetPresentationController: SheetPresentationController? {
    presentationController as? SheetPresentationController
  }

  /// The class of the presentation controller for `style`: a popover's, a sheet's or a plain
  /// one.
  static func presentationControllerClass(for style: ModalPresentationStyle)
    -> PresentationController.Type
  {
    switch style {
    case .popover: return PopoverPresentationController.self
    case .pageSheet, .formSheet, .automatic: return SheetPresentationController.self
    default: return PresentationController.self
    }
  }

  /// A presentation controller for `presented` in `style`.
  static func makePresentationController(
    for presented: ViewController, style: ModalPresentationStyle
  ) -> PresentationController {
    switch style {
    case .popover: return PopoverPresentationController(presentedViewController: presented)
    case .pageSheet, .formSheet, .automatic:
      return SheetPresentationController(presentedViewController: presented)
    default: return PresentationController(presentedViewController: presented)
    }
  }

  /// Asks the transitioning delegate for the presentation controller of a `.custom`
  /// presentation, and keeps it as this controller's for the presentation.
  func adoptCustomPresentationController(presenting: ViewController, source: ViewController) {
    guard modalPresentationStyle == .custom,
      let custom = transitioningDelegate?.presentationController(
        forPresented: self, presenting: presenting, source: source)
    else { return }
    custom.delegate = custom.delegate ?? extras?.presentationController?.delegate
    ensuredExtras.presentationController = custom
  }

  /// The style a presentation resolves to in a window of `sizeClass`: the system's adaptation
  /// (``ModalPresentationStyle/resolved(for:)``), unless the presentation controller's delegate
  /// answers otherwise in a compact environment (`.none` keeps the style).
  func adaptedPresentationStyle(in sizeClass: UserInterfaceSizeClass) -> ModalPresentationStyle {
    let system = modalPresentationStyle.resolved(for: sizeClass)
    guard sizeClass == .compact, system != modalPresentationStyle,
      let controller = presentationController, let delegate = controller.delegate
    else { return system }
    let answer = delegate.adaptivePresentationStyle(
      for: controller, traitCollection: TraitCollection(horizontalSizeClass: sizeClass))
    switch answer {
    case .none: return modalPresentationStyle
    case .automatic: return system
    default: return answer
    }
  }
}

extension ViewController {
  /// The presentation controller of this controller's presentation, created on first use as
  /// UIKit does, so a delegate can be set before presenting. Optional, as in UIKit, so that
  /// `presentationController?.delegate = self` ports as is; never `nil` here. Its class
  /// follows ``modalPresentationStyle``: a ``PopoverPresentationController`` for a popover, a
  /// ``SheetPresentationController`` for a sheet; a change of style before the presentation
  /// makes a new one, with the same delegate.
  public var presentationController: PresentationController? {
    if let stored = extras?.presentationController,
      storedPresentingViewController != nil
        || type(of: stored) == Self.presentationControllerClass(for: modalPresentationStyle)
        || (modalPresentationStyle == .custom && !(stored is PopoverPresentationController)
          && !(stored is SheetPresentationController))
    {
      return stored
    }
    let made = Self.makePresentationController(for: self, style: modalPresentationStyle)
    made.delegate = extras?.presentationController?.delegate
    ensuredExtras.presentationController = made
    return made
  }
}
