/// UIKit's `UIEditingInteractionConfiguration`: whether a responder offers the editing
/// gestures (three-finger undo).
public enum EditingInteractionConfiguration: Int, Sendable {
  /// No editing gestures.
  case none = 0
  /// The standard gestures.
  case `default` = 1
}
