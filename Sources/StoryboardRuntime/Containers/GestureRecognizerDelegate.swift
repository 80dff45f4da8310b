/// UIKit's `UIGestureRecognizerDelegate`: asked before a recognizer begins and about the touches
/// it receives, each with UIKit's default. ``GestureRecognizer/recognize()`` and a navigation
/// controller's swipe back ask ``gestureRecognizerShouldBegin(_:)`` first, as UIKit does.
public protocol GestureRecognizerDelegate: ObjectiveCResponding {
  /// Whether the recognizer may begin; `false` makes it fail. `true` by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether both recognizers may recognise at once; `false` by default.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether the recognizer waits for `otherGestureRecognizer` to fail; `false` by default.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for the recognizer to fail; `false` by default.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether the recognizer receives `touch`; `true` by default.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  /// Whether the recognizer receives `event`; `true` by default.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event)
    -> Bool
}

extension GestureRecognizerDelegate {
  /// Returns `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }
  /// Returns `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// Returns `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// Returns `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// Returns `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool { true }
  /// Returns `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: Event
  ) -> Bool { true }
}
