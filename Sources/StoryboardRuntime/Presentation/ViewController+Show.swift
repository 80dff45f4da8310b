// MARK: - The target walk (SHOW-1..4)

extension ViewController {
  /// The controller that handles `action`: this controller or its nearest ancestor whose
  /// ``canPerformAction(_:withSender:)`` returns `true` (SHOW-1), or `nil`.
  ///
  /// The walk goes up the parent chain, then — where UIKit is silent — continues through the
  /// controller that presented the topmost ancestor.
  public func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? {
    var current: ViewController? = self
    while let candidate = current {
      if candidate.canPerformAction(action, withSender: sender) { return candidate }
      current = candidate.parent ?? candidate.storedPresentingViewController
    }
    return nil
  }

  /// The controller that handles the action `action` names, as UIKit's: the show actions'
  /// selectors (`showViewController:sender:`, which `#selector(show(_:sender:))` names, and
  /// `showDetailViewController:sender:`) walk as `targetViewController(forAction:sender:)`
  /// with a ``ShowAction``; any other walks the same chain asking each controller's
  /// ``Responder/canPerformAction(_:withSender:)``.
  public func targetViewController(forAction action: Selector, sender: Any?) -> ViewController? {
    switch action.name {
    case "showViewController:sender:", "show:sender:":
      return targetViewController(forAction: ShowAction.show, sender: sender)
    case "showDetailViewController:sender:":
      return targetViewController(forAction: ShowAction.showDetail, sender: sender)
    default:
      var current: ViewController? = self
      while let candidate = current {
        if candidate.canPerformAction(action, withSender: sender) { return candidate }
        current = candidate.parent ?? candidate.storedPresentingViewController
      }
      return nil
    }
  }

  /// SHOW-2 / SHOW-3: forwards to the target, or presents modally when there is none.
  func forward(_ action: ShowAction, _ viewController: ViewController, sender: Any?) throws {
    // `present`, `show` and `showDetailViewController` are open: app code, behind the boundary.
    guard let target = targetViewController(forAction: action, sender: sender), target !== self
    else {
      return try Exceptions.callingOut { present(viewController, animated: true) }
    }
    try Exceptions.callingOut {
      switch action {
      case .show: target.show(viewController, sender: sender)
      case .showDetail: target.showDetailViewController(viewController, sender: sender)
      }
    }
  }
}
