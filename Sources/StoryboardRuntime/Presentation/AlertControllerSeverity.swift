/// How serious an alert is (UIKit's `UIAlertControllerSeverity`): a Mac shows a critical one
/// with a caution symbol.
public enum AlertControllerSeverity: Int, Sendable {
  /// An ordinary alert.
  case `default` = 0
  /// An alert about a serious consequence.
  case critical = 1
}
