import Foundation

/// The methods a popover presentation's delegate may implement: the adaptive ones, and whether
/// a tap outside dismisses it (UIKit's `UIPopoverPresentationControllerDelegate`).
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// Called before the popover is presented, to set its source if it has none.
  func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
  /// Whether a tap outside may dismiss the popover (deprecated in iOS 13 for
  /// `presentationControllerShouldDismiss(_:)`). The default returns `true`.
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: PopoverPresentationController
  ) -> Bool
  /// The popover was dismissed by a tap outside (deprecated in iOS 13 for
  /// `presentationControllerDidDismiss(_:)`). The default does nothing.
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
  /// Returns `true`.
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: PopoverPresentationController
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
}
