import Foundation

/// UIKit's `UIAlertAction`: a button of an alert.
open class AlertAction {
  /// The action's style (UIKit's `UIAlertAction.Style`).
  public enum Style: Int, Sendable {
    /// An ordinary button.
    case `default` = 0
    /// The button that cancels; at most one per alert.
    case cancel = 1
    /// A button that destroys data.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button can be tapped.
  open var isEnabled = true
  /// What runs once the alert is dismissed.
  let handler: ((AlertAction) -> Void)?

  /// Runs the handler, if any, as ViewControllerPresentationSpy's `executeAction` does (the
  /// alert is not dismissed).
  package func runHandler() { handler?(self) }

  /// An action with UIKit's initializer.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
