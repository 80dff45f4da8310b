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
