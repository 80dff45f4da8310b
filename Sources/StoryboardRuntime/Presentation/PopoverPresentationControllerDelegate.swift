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
