import Foundation

extension BarButtonItem {
  /// A flexible space between items, as UIKit's `flexibleSpace()` (iOS 14).
  public class func flexibleSpace() -> BarButtonItem {
    BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A space of `width` points between items, as UIKit's `fixedSpace(_:)` (iOS 14).
  public class func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }
}
