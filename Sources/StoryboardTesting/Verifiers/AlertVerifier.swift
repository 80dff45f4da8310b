import Foundation

/// Alerts and action sheets, for assertions: ViewControllerPresentationSpy's `AlertVerifier`.
///
/// From its creation to its release it captures every alert presented anywhere in the process,
/// presenting none; any other presentation does nothing (as in ViewControllerPresentationSpy).
/// It cannot live beside a capturing ``PresentationVerifier``.
///
/// ```swift
/// let alertVerifier = AlertVerifier()
/// sut.deleteTapped()
/// alertVerifier.verify(
///   title: "Delete?", message: nil, animated: true,
///   actions: [.cancel("Cancel"), .destructive("Delete")], presentingViewController: sut)
/// try alertVerifier.executeAction(forButton: "Delete")
/// ```
public final class AlertVerifier: ModalTransitionVerifier {
  /// An action as `verify` expects it: its style and title.
  public enum Action: Equatable, Sendable, CustomStringConvertible {
    /// A default action.
    case `default`(String?)
    /// A cancel action.
    case cancel(String?)
    /// A destructive action.
    case destructive(String?)

    /// `.default(Optional("OK")`: as ViewControllerPresentationSpy prints an action in its
    /// failure messages, word for word (without a closing parenthesis).
    public var description: String {
      switch self {
      case .default(let title): ".default(\(String(describing: title))"
      case .cancel(let title): ".cancel(\(String(describing: title))"
      case .destructive(let title): ".destructive(\(String(describing: title))"
      }
    }
  }

  /// Why ``executeAction(forButton:)`` cannot run an action.
  public enum VerifierError: Error, Equatable, CustomStringConvertible {
    /// The alert has no button with that title.
    case buttonNotFound(String, titles: [String])

    /// What is missing and which buttons exist.
    public var description: String {
      switch self {
      case .buttonNotFound(let title, let titles):
        "The alert has no button titled '\(title)'. Its buttons: "
          + (titles.isEmpty ? "none." : titles.joined(separator: ", ") + ".")
      }
    }
  }

  /// A verifier that captures every alert from now until its release.
  public init() {
    super.init(capturing: .alert)
  }

  /// How many alerts were presented.
  public var presentedCount: Int { records.count }
  /// The controller the last alert was presented from.
  public var presentingViewController: UIViewController? { records.last?.presentingViewController }
  /// The last alert.
  public var alertController: UIAlertController? {
    records.last?.viewController as? UIAlertController
  }
  /// Its title.
  public var title: String? { alertController?.title }
  /// Its message.
  public var message: String? { alertController?.message }
  /// Its style.
  public var preferredStyle: UIAlertController.Style { alertController?.preferredStyle ?? .alert }
  /// Its actions, in order.
  public var actions: [UIAlertAction] { alertController?.actions ?? [] }
  /// Its preferred action.
  public var preferredAction: UIAlertAction? { alertController?.preferredAction }
  /// Its popover presentation controller (an action sheet's anchor).
  public var popover: UIPopoverPresentationController? {
    alertController?.popoverPresentationController
  }
  /// Its text fields.
  public var textFields: [UITextField]? { alertController?.textFields }

  override func captures(_ presented: UIViewController) -> Bool { presented is UIAlertController }

  /// Runs the handler of the last alert's button titled `title`, as a tap would (the alert is
  /// not dismissed: nothing was presented).
  /// - Throws: ``VerifierError/buttonNotFound(_:titles:)``.
  public func executeAction(forButton title: String) throws {
    guard let action = actions.first(where: { $0.title == title }) else {
      throw VerifierError.buttonNotFound(title, titles: actions.compactMap { $0.title })
    }
    TransitionCapture.runHandler(of: action)
  }

  /// Checks the one alert presented: its title, message, animation, actions in order, style
  /// and, when given, the controller it was presented from; each failure in
  /// ViewControllerPresentationSpy's words (`Expected Optional("TITLE"), but was
  /// Optional("Title") - alert title`…), reported to `failure`.
  public func verify(
    title: String?, message: String?, animated: Bool, actions: [Action],
    preferredStyle: UIAlertController.Style = .alert,
    presentingViewController: UIViewController? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    failure: any FailureReporting = TestFailureReporter()
  ) {
    verifyAlert(
      title: title, message: message, animated: animated, actions: actions,
      preferredStyle: preferredStyle, presentingViewController: presentingViewController,
      checks: VerifierChecks(
        failure: failure,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// The check with the labels of ViewControllerPresentationSpy before FailKit (`file:line:`).
  @_disfavoredOverload
  public func verify(
    title: String?, message: String?, animated: Bool, actions: [Action],
    preferredStyle: UIAlertController.Style = .alert,
    presentingViewController: UIViewController? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    verifyAlert(
      title: title, message: message, animated: animated, actions: actions,
      preferredStyle: preferredStyle, presentingViewController: presentingViewController,
      checks: VerifierChecks(
        failure: TestFailureReporter(),
        location: FailureLocation(fileID: "\(file)", filePath: file, line: line, column: 1)))
  }

  /// ViewControllerPresentationSpy's checks, in its order.
  private func verifyAlert(
    title: String?, message: String?, animated: Bool, actions: [Action],
    preferredStyle: UIAlertController.Style, presentingViewController: UIViewController?,
    checks: VerifierChecks
  ) {
    guard checks.calledOnce(presentedCount, action: "present") else { return }
    checks.equal(self.title, title, "alert title")
    checks.equal(self.message, message, "alert message")
    checks.animated(self.animated, expected: animated, action: "present")
    checks.actions(
      self.actions.map { action -> Action in
        switch action.style {
        case .default: .default(action.title)
        case .cancel: .cancel(action.title)
        case .destructive: .destructive(action.title)
        @unknown default: .default(action.title)
        }
      }, expected: actions)
    checks.preferredStyle(self.preferredStyle, expected: preferredStyle)
    checks.identical(
      self.presentingViewController, presentingViewController, "presenting view controller")
  }
}
