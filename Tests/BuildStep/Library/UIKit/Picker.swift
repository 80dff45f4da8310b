import UIKit

/// What a picker tells: every requirement optional, as UIKit's delegates are.
@objc public protocol PickerDelegate: AnyObject {
  @objc optional func picker(_ picker: Picker, didPick item: Int)
  @objc optional func pickerShouldClose(_ picker: Picker) -> Bool
  func pickerDidAppear(_ picker: Picker)
}

/// A picker that asks its delegate through optional requirements.
public final class Picker: UIViewController {
  /// What it tells.
  public weak var delegate: PickerDelegate?

  /// Picks `item`; returns whether the picker closes (yes unless the delegate says no).
  public func pick(_ item: Int) -> Bool {
    delegate?.picker?(self, didPick: item)
    delegate?
      .pickerDidAppear(self)
    return delegate?
      .pickerShouldClose?(self) ?? true
  }
}
