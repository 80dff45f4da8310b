extension TextField {
  /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
  public enum DidEndEditingReason: Int, Sendable {
    /// The text was committed: the field resigned first responder.
    case committed = 0
  }
}
