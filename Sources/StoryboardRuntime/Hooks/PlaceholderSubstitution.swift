// MARK: - Placeholder substitution, built on the public hooks

extension StoryboardBundle {
  /// Installs placeholder substitution: a controller whose runtime attributes name another
  /// storyboard is replaced by the real controller from that storyboard — as a segue's
  /// destination, as the result of ``Storyboard/instantiateViewController(withIdentifier:)``,
  /// and as a child of a navigation, tab bar or split view controller.
  ///
  /// It is built only on the public ``hooks``, as the segregation technique is built on three
  /// swizzles, and keeps their side effects: the placeholder itself is instantiated first (its
  /// `init(coder:)` and `awakeFromNib()` run), the substitute's view loads once. Placeholders
  /// that lead to placeholders are followed; a cycle is
  /// ``StoryboardError/referenceCycle(_:)``, never a hang. Installing twice changes nothing.
  /// - Returns: The tokens that uninstall the three wrappers.
  @discardableResult
  public func installPlaceholderSubstitution(_ style: PlaceholderStyle = .segregation)
    -> [HookToken]
  {
    let key = "placeholder-substitution"
    return [
      hooks.segueCreation.install(key: key) { [unowned self] creation, next in
        var creation = creation
        if let substitute = try substitute(for: creation.destination, style: style) {
          creation.destination = substitute
        }
        return try next(creation)
      },
      hooks.instantiation.install(key: key) { [unowned self] instantiation, next in
        let controller = try next(instantiation)
        return try substitute(for: controller, style: style) ?? controller
      },
      hooks.awakening.install(key: key) { [unowned self] controller, next in
        try next(controller)
        try substituteChildren(of: controller, style: style)
      },
    ]
  }

  /// The real controller `placeholder` stands for, or `nil` when it is no placeholder.
  func substitute(for placeholder: ViewController, style: PlaceholderStyle) throws
    -> ViewController?
  {
    guard let name = placeholder.storyboardName, !name.isEmpty else { return nil }
    let identifier: String?
    switch style {
    case .segregation:
      guard let target = placeholder.storyboardIdentifier, !target.isEmpty else { return nil }
      identifier = target
    case .storyboardLink:
      identifier = placeholder.linkedSceneIdentifier.flatMap { $0.isEmpty ? nil : $0 }
    }
    let step = "\(name)#\(identifier ?? "initial")"
    if substitutionsInProgress.contains(step) {
      throw StoryboardError.referenceCycle(substitutionsInProgress + [step])
    }
    substitutionsInProgress.append(step)
    defer { substitutionsInProgress.removeLast() }
    let storyboard = try Storyboard.open(name, in: self)
    var substitute: ViewController
    if let identifier {
      substitute = try storyboard.viewController(withIdentifier: identifier)
    } else {
      guard let initial = try storyboard.initialViewController() else {
        throw StoryboardError.noInitialViewController(storyboard: name)
      }
      substitute = try self.substitute(for: initial, style: style) ?? initial
    }
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(placeholder), .substituted(by: ControllerReference(substitute)))
    }
    return substitute
  }

  /// Replaces the placeholder children of a container (what the Objective-C original does in a swizzled `awakeFromNib`).
  private func substituteChildren(of controller: ViewController, style: PlaceholderStyle) throws {
    func replaced(_ children: [ViewController]) throws -> [ViewController]? {
      var changed = false
      let result = try children.map { child in
        guard let substitute = try substitute(for: child, style: style) else { return child }
        changed = true
        return substitute
      }
      return changed ? result : nil
    }
    switch controller {
    case let navigation as NavigationController:
      if let stack = try replaced(navigation.viewControllers) {
        try Exceptions.throwing { navigation.setViewControllers(stack, animated: false) }
      }
    case let tabs as TabBarController:
      if let tabControllers = tabs.viewControllers, let new = try replaced(tabControllers) {
        try Exceptions.throwing { tabs.setViewControllers(new, animated: false) }
      }
    case let split as SplitViewController:
      if let columns = try replaced(split.viewControllers) {
        try Exceptions.throwing { split.viewControllers = columns }
      }
    default:
      break
    }
  }
}

extension ViewController {
  /// The controller with `identifier` in the storyboard named `storyboardName` of `bundle`, or
  /// `nil` when either name is empty (the Objective-C original's
  /// `viewControllerFromStoryboardWithName:withStoryboardIdentifier:`).
  /// - Throws: ERR-1 (<doc:BehaviourRules>) when there is no such storyboard, ERR-3 when it has no
  ///   such identifier.
  public static func viewControllerFromStoryboard(
    named storyboardName: String?, identifier: String?, bundle: StoryboardBundle
  ) throws -> ViewController? {
    guard let storyboardName, !storyboardName.isEmpty, let identifier, !identifier.isEmpty else {
      return nil
    }
    return try Storyboard.open(storyboardName, in: bundle)
      .viewController(withIdentifier: identifier)
  }
}
