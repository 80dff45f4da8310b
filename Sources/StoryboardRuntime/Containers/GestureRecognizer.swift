/// UIKit's `UIGestureRecognizer`, reduced to whether it is enabled: the runtime's simulated
/// gestures (``NavigationController/swipeToPop(completing:)``) respect it.
open class GestureRecognizer {
  /// Whether the gesture is recognised.
  open var isEnabled = true
  /// The delegate; kept, never asked.
  open weak var delegate: (any GestureRecognizerDelegate)?

  /// An enabled recognizer.
  public init() {}
}
