import Foundation

/// UIKit's `UITapGestureRecognizer`: a tap, recognised by ``GestureRecognizer/recognize()``
/// (what a test's tap on its view does).
open class TapGestureRecognizer: GestureRecognizer {
  /// The taps the gesture needs.
  open var numberOfTapsRequired = 1
  /// The buttons a click must press (iPad with a pointer).
  open var buttonMaskRequired = Event.ButtonMask.primary
  /// The fingers the gesture needs.
  open var numberOfTouchesRequired = 1
}
