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
  public private(set) var preferredStyle = Style.alert
  /// The actions, in the order they were added.
  public private(set) var actions: [AlertAction] = []
  /// The text fields of an alert, in order; `nil` when it has none.
  public private(set) var textFields: [TextField]?
  /// The action the return key triggers.
  open var preferredAction: AlertAction?

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
        throw NavigationError.secondCancelAction(alert: description)
      }
      actions.append(action)
    }
  }

  /// Adds a text field, configured by `configurationHandler`. On an action sheet it raises.
  open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    Exceptions.raising {
      guard preferredStyle == .alert else {
        throw NavigationError.textFieldOnActionSheet(alert: description)
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
        title: title, alert: description, titles: actions.compactMap(\.title))
    }
    guard action.isEnabled else { return }
    // The alert outlives its dismissal until the handler has run, as in UIKit, where handlers
    // read the alert's text fields.
    try Exceptions.throwing {
      dismiss(animated: true) { withExtendedLifetime(self) { action.handler?(action) } }
    }
  }
}

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

  /// An action with UIKit's initializer.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// UIKit's `UITextField`, as an alert holds one: text kept as data.
open class TextField: View {
  /// The text.
  open var text: String?
  /// The placeholder.
  open var placeholder: String?
  /// Whether the text is hidden as typed.
  open var isSecureTextEntry = false
}

/// UIKit's `UISearchController`: a plain presentable controller that holds the controller
/// showing the results.
open class SearchController: ViewController {
  /// The controller that shows the results, or `nil` to show them in place.
  public private(set) var searchResultsController: ViewController?
  /// Whether the search is active.
  open var isActive = false
  /// Whether the content is obscured while searching.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching.
  open var hidesNavigationBarDuringPresentation = true

  /// A search controller showing its results in `searchResultsController`.
  public convenience init(searchResultsController: ViewController?) {
    self.init(nibName: nil, bundle: nil)
    self.searchResultsController = searchResultsController
  }
}

/// UIKit's `UIActivityViewController`: a plain presentable controller holding the items to
/// share.
open class ActivityViewController: ViewController {
  /// The items to share.
  public private(set) var activityItems: [Any] = []
  /// Called when the sheet is dismissed: activity type, whether it completed, returned items,
  /// error.
  open var completionWithItemsHandler: ((String?, Bool, [Any]?, (any Error)?) -> Void)?

  /// A share sheet for `activityItems`.
  public convenience init(activityItems: [Any], applicationActivities: [AnyObject]?) {
    self.init(nibName: nil, bundle: nil)
    self.activityItems = activityItems
  }
}
