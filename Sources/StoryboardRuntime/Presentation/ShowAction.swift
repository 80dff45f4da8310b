/// The two adaptive show actions that `targetViewController(forAction:sender:)`
/// looks for a target of (SHOW-1).
public enum ShowAction: Sendable, Equatable {
  /// ``ViewController/show(_:sender:)``.
  case show
  /// ``ViewController/showDetailViewController(_:sender:)``.
  case showDetail
}
