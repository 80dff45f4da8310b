import Foundation

/// UIKit's `UISlider`: a value between a minimum and a maximum.
open class Slider: Control {
  /// The value, kept between ``minimumValue`` and ``maximumValue``.
  open var value: Float = 0.5 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// The minimum value.
  open var minimumValue: Float = 0
  /// The maximum value.
  open var maximumValue: Float = 1
  /// Whether value changes are sent while dragging.
  open var isContinuous = true

  /// A slider at 0.5 of 0...1.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A slider at 0.5 of 0...1.
  public override init() { super.init() }

  /// A slider from a storyboard's `<slider>`: its value and range.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    minimumValue = coder.number("minValue").map(Float.init) ?? 0
    maximumValue = coder.number("maxValue").map(Float.init) ?? 1
    value = coder.number("value").map(Float.init) ?? 0.5
    isContinuous = coder.boolean("continuous") ?? true
  }

  /// Sets the value; sends no action, as in UIKit.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
}
