// MARK: - Finding a destination through containers

extension ViewController {
  /// This controller as a `Controller`, or the first one inside it: the top of a navigation
  /// stack, the selected tab (then the others), the split's columns — searched depth first.
  /// `nil` when there is none.
  public func contained<Controller: ViewController>(_ type: Controller.Type) -> Controller? {
    if let match = self as? Controller { return match }
    let inside: [ViewController]
    switch self {
    case let navigation as NavigationController:
      inside = navigation.topViewController.map { [$0] } ?? []
    case let tabs as TabBarController:
      let selected = tabs.selectedViewController.map { [$0] } ?? []
      inside = selected + (tabs.viewControllers ?? []).filter { $0 !== tabs.selectedViewController }
    case let split as SplitViewController:
      inside = split.viewControllers
    default:
      inside = []
    }
    for controller in inside {
      if let match = controller.contained(type) { return match }
    }
    return nil
  }
}

extension StoryboardSegue {
  /// The destination as a `Controller`, looking through navigation, tab bar and split view
  /// controllers that wrap it; `nil` when there is none.
  public func destination<Controller: ViewController>(as type: Controller.Type) -> Controller? {
    destination.contained(type)
  }

  /// Reports an error from `prepare(for:sender:)`, which cannot throw: `error` is raised (see
  /// ``catching(_:)``), so the segue is not performed and nothing has changed, as when UIKit's
  /// exception unwinds `prepare(for:sender:)`.
  public func fail(with error: Error) {
    Exceptions.raise(error)
  }

  /// Reports the `default:` branch of a `prepare(for:sender:)` that switches over destination
  /// types: the segue fails with ``RoutingError/unexpectedSegue(source:destination:)``.
  public func failAsUnexpected() {
    fail(
      with: RoutingError.unexpectedSegue(
        source: source.diagnosticName, destination: destination.diagnosticName))
  }
}
