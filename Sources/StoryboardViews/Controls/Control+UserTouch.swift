import Foundation
import StoryboardRuntime

// What a user's touch can reach, and a user's tap: shared by StoryboardTesting's gestures and
// the simulator's steps. Fleet, which ran on UIKit, refuses a hidden, disabled or
// non-interactive button and then sends `.touchDown` and `.touchUpInside`; here the control
// must also be in a window, and every view it is in visible and interactive.

extension View {
  /// Throws when no user could touch this view: it or a view it is in is hidden, transparent
  /// or takes no touches, or it is in no window.
  package func checkTouchable(named name: String) throws(GestureError) {
    var view: View? = self
    while let current = view {
      if current.isHidden || current.alpha <= 0.01 { throw .hidden(name) }
      if !current.isUserInteractionEnabled { throw .noUserInteraction(name) }
      view = current.superview
    }
    guard window != nil else { throw .notInWindow(name) }
  }
}

extension Control {
  /// How failures name the control: its class, title and accessibility identifier.
  package var gestureDescription: String {
    var parts = ["\(type(of: self))"]
    if let title = (self as? Button)?.currentTitle { parts.append("'\(title)'") }
    if let identifier = accessibilityIdentifier { parts.append("(\(identifier))") }
    return parts.joined(separator: " ")
  }

  /// Throws when a user could not touch this control (disabled, or see
  /// ``View/checkTouchable(named:)``).
  package func checkTouchable() throws(GestureError) {
    guard isEnabled else { throw .disabled(gestureDescription) }
    try checkTouchable(named: gestureDescription)
  }

  /// A user's tap: `.touchDown`, then `.touchUpInside` — and, for a button,
  /// `.primaryActionTriggered`, which runs the action a button is made with
  /// (`UIButton(primaryAction:)`) — when a user could touch the control.
  package func tapAsUser() throws {
    try checkTouchable()
    try Exceptions.throwing {
      sendActions(for: .touchDown)
      sendActions(for: .touchUpInside)
      if self is Button { sendActions(for: .primaryActionTriggered) }
    }
  }
}

extension View {
  /// The first control in this view's tree whose accessibility identifier is `identifier`,
  /// else whose title (or button configuration's title) is, breadth-first; a table view in a
  /// window lays out its first rows (``VisibleContentLayingOut``) so that controls in its cells
  /// are found.
  package func firstControl(identifiedBy identifier: String) -> Control? {
    var queue: [View] = [self]
    var index = 0
    var titled: Control?
    while index < queue.count {
      let view = queue[index]
      (view as? VisibleContentLayingOut)?.layOutVisibleContent()
      if let control = view as? Control {
        if control.accessibilityIdentifier == identifier { return control }
        if titled == nil, let button = control as? Button,
          button.currentTitle == identifier || button.configuration?.title == identifier
        {
          titled = control
        }
      }
      queue += view.subviews
      index += 1
    }
    return titled
  }
}
