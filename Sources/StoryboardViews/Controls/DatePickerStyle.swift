import StoryboardRuntime

/// UIKit's `UIDatePickerStyle`: how a date picker looks.
public enum DatePickerStyle: Int, Sendable {
  /// The system chooses.
  case automatic = 0
  /// Wheels.
  case wheels = 1
  /// A compact label that opens a calendar.
  case compact = 2
  /// An inline calendar.
  case inline = 3
}
