/// Launches a storyboard in a window and plays user actions on it, as `storyboard-tool
/// simulate` does.
///
/// ```swift
/// let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
/// try simulator.run(.perform("showDetail"))
/// print(simulator.window.hierarchyDescription)
/// ```
public final class StoryboardSimulator {
  /// The window the storyboard's initial controller was launched in.
  public let window: Window

  /// Puts the initial controller of `storyboard` in a visible window.
  /// - Throws: ERR-1 (<doc:BehaviourRules>) for a missing storyboard;
  ///   ``SimulationError/noInitialViewController(storyboard:)``
  ///   (ERR-7) when it has no entry point; what instantiation throws.
  public init(
    bundle: StoryboardBundle, storyboard name: String = "Main",
    horizontalSizeClass: UserInterfaceSizeClass = .compact
  ) throws {
    let storyboard = try Storyboard(name: name, bundle: bundle)
    guard let initial = try storyboard.instantiateInitialViewController() else {
      throw SimulationError.noInitialViewController(storyboard: name)
    }
    window = Window(horizontalSizeClass: horizontalSizeClass)
    window.rootViewController = initial
    window.makeKeyAndVisible()
  }

  /// Runs one step on what is on screen.
  /// - Throws: ``SimulationError`` when the step has nothing to act on; what the navigation
  ///   throws.
  public func run(_ step: SimulationStep) throws {
    guard let visible = window.visibleViewController else { return }
    switch step {
    case .perform(let identifier):
      let owner = selfOrAncestor(of: visible) { $0.identifier == identifier } ?? visible
      try owner.performSegue(withIdentifier: identifier, sender: nil)
    case .tap(let id):
      guard let owner = selfOrAncestor(of: visible, where: { $0.id == id }) else {
        throw SimulationError.noSegueWithID(id)
      }
      try owner.triggerSegue(withID: id)
    case .tapTab(let index):
      guard let tabs = visible.tabBarController ?? (window.rootViewController as? TabBarController)
      else { throw SimulationError.noTabBarController }
      try tabs.tapTabBarItem(at: index)
    case .pop:
      guard let navigation = visible.navigationController, navigation.viewControllers.count > 1
      else { throw SimulationError.nothingToPop }
      navigation.popViewController(animated: true)
    case .dismiss:
      guard let presented = topPresented else { throw SimulationError.nothingToDismiss }
      presented.dismiss(animated: true)
    case .unwind(let action):
      let isUnwind: (SegueDefinition) -> Bool = { $0.kind == .unwind && $0.unwindAction == action }
      guard let owner = selfOrAncestor(of: visible, where: isUnwind),
        let segue = owner.storyboardSegues.first(where: isUnwind)
      else { throw SimulationError.noUnwindSegue(action: action) }
      try owner.triggerSegue(withID: segue.id)
    }
  }

  /// The visible controller or its nearest ancestor whose scene has a matching segue.
  private func selfOrAncestor(
    of controller: ViewController, where matches: (SegueDefinition) -> Bool
  ) -> ViewController? {
    var current: ViewController? = controller
    while let candidate = current {
      if candidate.storyboardSegues.contains(where: matches) { return candidate }
      current = candidate.parent
    }
    return nil
  }

  private var topPresented: ViewController? {
    var top = window.rootViewController?.storedPresentedViewController
    while let next = top?.storedPresentedViewController { top = next }
    return top
  }
}
