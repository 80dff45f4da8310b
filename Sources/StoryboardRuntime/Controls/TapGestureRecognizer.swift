import Foundation

/// UIKit's `UITapGestureRecognizer`: a tap, recognised by ``GestureRecognizer/recognize()``
/// (what a test's tap on its view does).
open class TapGestureRecognizer: GestureRecognizer {
  /// The taps the gesture needs.
  open var numberOfTapsRequired = 1
  /// The fingers the gesture needs.
  open var numberOfTouchesRequired = 1
}
