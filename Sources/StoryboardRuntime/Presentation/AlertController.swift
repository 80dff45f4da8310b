import Foundation

/// UIKit's `UIAlertController`: an alert or action sheet, presented like any controller.
///
/// An alert is presented over the presenter, which stays on screen (no disappearance
/// callbacks). An action sheet is a popover: in a regular-width window it raises, as on an
/// iPad, unless its ``ViewController/popoverPresentationController`` has a source view or a
/// bar button item; in compact width it adapts. ``tapAction(titled:)`` simulates the user's
/// choice: the alert is dismissed, then the action's handler runs.
open class AlertController: ViewController {
  /// Alert or action sheet (UIKit's `UIAlertController.Style`).
  public enum Style: Int, Sendable {
    /// A sheet of actions anchored to the control that presented it.
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  /// The message under the title.
  open var message: String?
  /// The style given at creation.
  open private(set) var preferredStyle = Style.alert
  /// The actions, in the order they were added.
  open private(set) var actions: [AlertAction] = []
  /// The text fields of an alert, in order: empty, never `nil`, when it has none — an action
  /// sheet's too (ViewControllerPresentationSpy's test "text fields are not added to action
  /// sheets", run on UIKit, expects `textFields?.count == 0`).
  open private(set) var textFields: [TextField]? = []
  /// The action the return key triggers.
  open var preferredAction: AlertAction?
  /// How serious the alert is (Mac Catalyst, iOS 16). Inert: nothing in the simulation acts on it.
  open var severity = AlertControllerSeverity.default

  /// An alert or action sheet.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .overFullScreen
  }

  /// An alert with no title.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .overFullScreen
  }

  /// An alert from a storyboard, which UIKit does not offer; kept for subclasses.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .overFullScreen
  }

  /// Adds `action`. A second `.cancel` action raises, as in UIKit.
  open func addAction(_ action: AlertAction) {
    Exceptions.raising {
      if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
        throw NavigationError.secondCancelAction(alert: diagnosticName)
      }
      actions.append(action)
    }
  }

  /// Adds a text field, configured by `configurationHandler`. On an action sheet it raises.
  open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    Exceptions.raising {
      guard preferredStyle == .alert else {
        throw NavigationError.textFieldOnActionSheet(alert: diagnosticName)
      }
      let field = TextField()
      configurationHandler?(field)
      textFields = (textFields ?? []) + [field]
    }
  }

  /// Simulates the user choosing the action titled `title`: the alert is dismissed, then the
  /// action's handler runs. A disabled action does nothing.
  /// - Throws: ``NavigationError/alertActionNotFound(title:alert:titles:)``.
  public func tapAction(titled title: String) throws {
    guard let action = actions.first(where: { $0.title == title }) else {
      throw NavigationError.alertActionNotFound(
        title: title, alert: diagnosticName, titles: actions.compactMap(\.title))
    }
    guard action.isEnabled else { return }
    // The alert outlives its dismissal until the handler has run, as in UIKit, where handlers
    // read the alert's text fields.
    try Exceptions.throwing {
      dismiss(animated: true) { withExtendedLifetime(self) { action.handler?(action) } }
    }
  }
}
