import Foundation
import StoryboardRuntime

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

  private var backgroundImages: [State: Image] = [:]
  private var incrementImages: [State: Image] = [:]
  private var decrementImages: [State: Image] = [:]
  private var dividerImages: [String: Image] = [:]

  /// Sets the background image of `state`.
  open func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state] = image
  }
  /// The background image of `state`, or the normal state's.
  open func backgroundImage(for state: State) -> Image? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }
  /// Sets the divider image between segments in `leftState` and `rightState`.
  open func setDividerImage(
    _ image: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State
  ) { dividerImages["\(leftState.rawValue)/\(rightState.rawValue)"] = image }
  /// The divider image between segments in `leftState` and `rightState`.
  open func dividerImage(forLeftSegmentState state: State, rightSegmentState rightState: State)
    -> Image?
  { dividerImages["\(state.rawValue)/\(rightState.rawValue)"] }
  /// Sets the increment button's image in `state`.
  open func setIncrementImage(_ image: Image?, for state: State) { incrementImages[state] = image }
  /// The increment button's image in `state`, or the normal state's.
  open func incrementImage(for state: State) -> Image? {
    incrementImages[state] ?? incrementImages[.normal]
  }
  /// Sets the decrement button's image in `state`.
  open func setDecrementImage(_ image: Image?, for state: State) { decrementImages[state] = image }
  /// The decrement button's image in `state`, or the normal state's.
  open func decrementImage(for state: State) -> Image? {
    decrementImages[state] ?? decrementImages[.normal]
  }
}
