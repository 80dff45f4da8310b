import CounterText
import UIKit

extension UILabel {
  /// Shows `count`: its digits, dimmed while nothing is counted.
  public func show(count: Int) {
    text = CountText.digits(count)
    textColor = CountText.isPlaceholder(count) ? .secondaryLabel : .label
  }
}
