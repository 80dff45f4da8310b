import Foundation

/// The methods a popover presentation's delegate may implement: the adaptive ones, and whether
/// a tap outside dismisses it (UIKit's `UIPopoverPresentationControllerDelegate`).
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// Called before the popover is presented, to set its source if it has none.
  func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
}

/// UIKit's `UIPopoverPresentationController`: where a popover points, kept as data, and its
/// delegate, asked how to adapt in a compact environment.
open class PopoverPresentationController: PresentationController {
  /// The view the popover points at.
  open var sourceView: View?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  open var barButtonItem: BarButtonItem?
  /// The arrow directions the popover may use, as UIKit's raw mask.
  open var permittedArrowDirections: UInt = 15

  /// Whether the popover has somewhere to point: a source view or a bar button item.
  public var hasSource: Bool { sourceView != nil || barButtonItem != nil }

  /// The popover delegate: the presentation controller's delegate, when it is one.
  public var popoverDelegate: (any PopoverPresentationControllerDelegate)? {
    get { delegate as? any PopoverPresentationControllerDelegate }
    set { delegate = newValue }
  }
}

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
public protocol SheetDetentResolutionContext {
  /// The largest height a detent may have.
  var maximumDetentValue: Double { get }
}

/// UIKit's `UISheetPresentationController` (iOS 15): the sheet's detents, kept as data.
open class SheetPresentationController: PresentationController {
  /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
  public struct Detent: Hashable, Sendable {
    /// The detent's identifier.
    public let identifier: Identifier
    /// About half the screen's height.
    public static func medium() -> Detent { Detent(identifier: .medium) }
    /// The full height.
    public static func large() -> Detent { Detent(identifier: .large) }
    /// A detent whose height `resolver` computes (iOS 16); the height is not simulated.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any SheetDetentResolutionContext) -> Double?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: "custom"))
    }

    /// A detent's identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The raw value.
      public let rawValue: String
      /// The identifier `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The medium detent.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
  }

  /// The heights the sheet may rest at.
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at, or `nil` for the smallest.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// The corner radius, or `nil` for the system's.
  open var preferredCornerRadius: Double?
  /// The largest detent that does not dim the presenter.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
}

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
    presentationControllerClass(for: style).init(presentedViewController: presented)
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
    {
      return stored
    }
    let made = Self.makePresentationController(for: self, style: modalPresentationStyle)
    made.delegate = extras?.presentationController?.delegate
    ensuredExtras.presentationController = made
    return made
  }
}
