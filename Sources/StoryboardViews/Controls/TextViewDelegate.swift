import Foundation
import StoryboardRuntime

/// UIKit's `UITextViewDelegate`: asked and told of a user's editing of a text view, with
/// UIKit's defaults.
public protocol TextViewDelegate: ScrollViewDelegate {
  /// Whether editing may begin; `true` by default.
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  /// Whether editing may end; `true` by default.
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: TextView)
  /// Whether the user's change of the text in `range` may happen; `true` by default.
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: TextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: TextView)
  /// Whether a tap on a link to `URL` opens it; `true` by default.
  func textView(_ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange)
    -> Bool
}

extension TextViewDelegate {
  /// `true`.
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  /// `true`.
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// Inert: nothing in the simulation acts on it.
  public func textViewDidEndEditing(_ textView: TextView) {}
  /// `true`.
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func textViewDidChange(_ textView: TextView) {}
  /// Inert: nothing in the simulation acts on it.
  public func textViewDidChangeSelection(_ textView: TextView) {}
  /// `true`.
  public func textView(
    _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange
  ) -> Bool { true }
}
