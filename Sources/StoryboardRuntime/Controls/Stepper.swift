import Foundation

/// UIKit's `UIStepper`: a value changed by steps.
open class Stepper: Control {
  /// The value, kept between ``minimumValue`` and ``maximumValue``.
  open var value: Double = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// The minimum value.
  open var minimumValue: Double = 0
  /// The maximum value.
  open var maximumValue: Double = 100
  /// The step.
  open var stepValue: Double = 1
  /// Whether the value wraps around at the ends.
  open var wraps = false
  /// Whether holding repeats.
  open var autorepeat = true
  /// Whether value changes are sent while holding.
  open var isContinuous = true

  /// A stepper at 0 of 0...100.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A stepper at 0 of 0...100.
  public override init() { super.init() }

  /// A stepper from a storyboard's `<stepper>`: its value, range and step.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    minimumValue = coder.number("minimumValue") ?? 0
    maximumValue = coder.number("maximumValue") ?? 100
    stepValue = coder.number("stepValue") ?? 1
    value = coder.number("value") ?? 0
    wraps = coder.boolean("wraps") ?? false
  }
}
