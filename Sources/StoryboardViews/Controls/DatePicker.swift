import Foundation
import StoryboardRuntime

/// UIKit's `UIDatePicker`: a date and its bounds, kept as data; a user's change sends
/// `.valueChanged`.
open class DatePicker: Control {
  /// UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    /// Time.
    case time = 0
    /// Date.
    case date = 1
    /// Date and time.
    case dateAndTime = 2
    /// A countdown.
    case countDownTimer = 3
  }

  /// The date shown.
  open var date = Date()
  /// The mode.
  open var datePickerMode = Mode.dateAndTime
  /// The earliest date a user can pick.
  open var minimumDate: Date?
  /// The latest date a user can pick.
  open var maximumDate: Date?

  /// A picker showing now.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A picker showing now.
  public override init() { super.init() }

  /// A picker from a storyboard's `<datePicker>`, with its mode.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    datePickerMode =
      switch (coder as? SceneObjectCoder)?.string("datePickerMode") {
      case "time": .time
      case "date": .date
      case "countDownTimer": .countDownTimer
      default: .dateAndTime
      }
  }

  /// Shows `date`, kept within the bounds; sends no action, as in UIKit.
  open func setDate(_ date: Date, animated: Bool) {
    var picked = date
    if let minimumDate, picked < minimumDate { picked = minimumDate }
    if let maximumDate, picked > maximumDate { picked = maximumDate }
    self.date = picked
  }

  /// The locale of the picker's text, or the current one.
  open var locale: Locale?
  /// The calendar of the picker.
  open var calendar: Calendar! = .current
  /// The time zone of the picker, or the current one.
  open var timeZone: TimeZone?
  /// The duration of a count-down timer, in seconds.
  open var countDownDuration: TimeInterval = 0
  /// The minutes between the picker's times, 1 to 30.
  open var minuteInterval = 1
  /// The style the app prefers.
  open var preferredDatePickerStyle = DatePickerStyle.automatic
  /// The style shown: the preferred one, else wheels.
  open var datePickerStyle: DatePickerStyle {
    preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
  }
  /// Whether a count-down's duration rounds to the minute interval.
  open var roundsToMinuteInterval = true
}
