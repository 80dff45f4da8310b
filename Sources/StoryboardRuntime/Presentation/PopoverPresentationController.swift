import Foundation

/// UIKit's `UIPopoverPresentationController`: where a popover points, kept as data, and its
/// delegate, asked how to adapt in a compact environment.
open class PopoverPresentationController: PresentationController {
  /// The view the popover points at.
  open var sourceView: View?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  open var barButtonItem: BarButtonItem?
  /// The arrow directions the popover may use (UIKit's default: ``PopoverArrowDirection/any``).
  open var permittedArrowDirections: PopoverArrowDirection = .any
  /// Whether the popover may cover its source rectangle; `false`, as UIKit's default.
  open var canOverlapSourceViewRect = false
  /// Views the user can touch while the popover shows. Inert: nothing in the simulation acts on it.
  open var passthroughViews: [View]?
  /// The popover's background colour. Inert: nothing in the simulation acts on it.
  open var backgroundColor: Color?
  /// The class of a custom popover background.
  open var popoverBackgroundViewClass: (any PopoverBackgroundViewMethods.Type)?
  /// What the popover points at (iOS 16): a view, a bar button item, a layout guide or a tab
  /// bar item, kept strongly as UIKit's property is. Setting a view or a bar button item sets
  /// ``sourceView`` or ``barButtonItem``, which it reads back; another item reads back as set.
  open var sourceItem: (any PopoverPresentationControllerSourceItem)? {
    get { barButtonItem ?? sourceView ?? otherSourceItem }
    set {
      sourceView = newValue as? View
      barButtonItem = newValue as? BarButtonItem
      otherSourceItem = sourceView == nil && barButtonItem == nil ? newValue : nil
    }
  }
  /// A ``sourceItem`` that is neither a view nor a bar button item.
  private var otherSourceItem: (any PopoverPresentationControllerSourceItem)?
  /// The margins the popover keeps from the screen's edges.
  /// Inert: nothing in the simulation acts on it.
  open var popoverLayoutMargins = EdgeInsets.zero
  /// The sheet the popover becomes when it adapts to a compact environment (iOS 15): the
  /// presented controller's sheet presentation controller, made on first use.
  open var adaptiveSheetPresentationController: SheetPresentationController {
    if let sheet = adaptiveSheet { return sheet }
    let sheet = SheetPresentationController(
      presentedViewController: presentedViewController, presenting: nil)
    adaptiveSheet = sheet
    return sheet
  }
  private var adaptiveSheet: SheetPresentationController?

  /// The direction the arrow points: the first permitted one of up, down, left and right
  /// while the popover is presented (nothing is laid out to choose otherwise), else
  /// ``PopoverArrowDirection/unknown``, as UIKit's before it is shown.
  open var arrowDirection: PopoverArrowDirection {
    guard presentedViewController.presentingViewController != nil else { return .unknown }
    let permitted = permittedArrowDirections.intersection(.any)
    for direction in [PopoverArrowDirection.up, .down, .left, .right]
    where permitted.contains(direction) {
      return direction
    }
    return .unknown
  }

  /// Whether the popover has somewhere to point: a source view or a bar button item.
  public var hasSource: Bool { sourceView != nil || barButtonItem != nil }

  /// The popover delegate: the presentation controller's delegate, when it is one.
  public var popoverDelegate: (any PopoverPresentationControllerDelegate)? {
    get { delegate as? any PopoverPresentationControllerDelegate }
    set { delegate = newValue }
  }
}
