import Foundation

/// UIKit's `UIPanGestureRecognizer`: a drag, recognised by ``GestureRecognizer/recognize()``;
/// its translation is what the app or a test sets (nothing is dragged here), its velocity zero.
open class PanGestureRecognizer: GestureRecognizer {
  /// The fewest fingers the drag needs.
  open var minimumNumberOfTouches = 1
  /// The most fingers the drag may use.
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  /// The translation of the drag so far, as set by ``setTranslation(_:in:)`` (a simulated
  /// drag sets it before it recognises).
  open func translation(in view: View?) -> CGPoint { translation }

  /// Sets the translation of the drag, as a recogniser's action resets it.
  open func setTranslation(_ translation: CGPoint, in view: View?) {
    self.translation = translation
  }

  /// The drag's velocity: zero, as nothing moves here.
  open func velocity(in view: View?) -> CGPoint { .zero }

  /// The kinds of scroll events the recognizer takes: none, by default.
  open var allowedScrollTypesMask: ScrollTypeMask = []
}
