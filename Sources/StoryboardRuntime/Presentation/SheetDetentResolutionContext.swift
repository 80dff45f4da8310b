import Foundation

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
public protocol SheetDetentResolutionContext {
  /// The largest height a detent may have.
  var maximumDetentValue: Double { get }
}
