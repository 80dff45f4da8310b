/// What an ``AutoSegueViewController`` does with a segue it has no handler for.
public enum UnhandledSegues: Sendable, Equatable {
  /// Nothing (the default).
  case ignore
  /// The segue fails with ``RoutingError/unhandledSegue(identifier:controller:)``.
  case fail
}
