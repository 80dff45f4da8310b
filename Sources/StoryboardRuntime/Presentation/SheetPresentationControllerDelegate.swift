/// UIKit's `UISheetPresentationControllerDelegate`: an adaptive presentation delegate that also
/// hears when the user drags a sheet to another detent. Set it as the sheet's `delegate`.
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// The user moved the sheet to another detent (not a change made in code, as in UIKit).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
  /// Does nothing: the requirement is optional in UIKit.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {}
}
