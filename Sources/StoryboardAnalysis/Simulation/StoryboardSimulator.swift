import Foundation
import StoryboardRuntime
import StoryboardViews

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
  ///   ``StoryboardError/noInitialViewController(storyboard:)`` (ERR-7)
  ///   (ERR-7) when it has no entry point; what instantiation throws.
  public init(
    bundle: StoryboardBundle, storyboard name: String = "Main",
    horizontalSizeClass: UserInterfaceSizeClass = .compact
  ) throws {
    let storyboard = try Storyboard.open(name, in: bundle)
    guard let initial = try storyboard.initialViewController() else {
      throw StoryboardError.noInitialViewController(storyboard: name)
    }
    window = Window(horizontalSizeClass: horizontalSizeClass)
    window.rootViewController = initial
    window.makeKeyAndVisible()
  }

  /// Runs one step on what the user can reach (see ``SimulationStep``), then turns the run
  /// loop once, as the app's would between two taps: the checks UIKit makes when a
  /// presentation begins (a popover's source) run then.
  /// - Throws: ``SimulationError`` when the step has nothing to act on or several candidates;
  ///   what the navigation throws or raises, the turn's checks included.
  public func run(_ step: SimulationStep) throws {
    try Exceptions.throwing {
      try runStep(step)
      RunLoop.current.run(until: Date())
    }
  }

  private func runStep(_ step: SimulationStep) throws {
    guard let visible = window.visibleViewController else { return }
    switch step {
    case .perform(let identifier, let name):
      let owner = try actor(for: step, named: name) { controller in
        controller.storyboardSegues.contains { $0.identifier == identifier }
      }
      // With no owner, the named controller (or else the visible one) performs, and raises
      // UIKit's "Receiver (…) has no segue with identifier" error, as code calling it would.
      let performer = try owner ?? name.flatMap { try namedController($0, for: step) } ?? visible
      try performer.performStoryboardSegue(withIdentifier: identifier, sender: nil)
    case .tap(let id, let name):
      try tap(id, named: name, for: step)
    case .selectRow(let section, let row, let name):
      guard let owner = try actor(for: step, named: name, where: { $0.firstTableView != nil }),
        let table = owner.firstTableView
      else {
        throw SimulationError.noTableView
      }
      _ = try table.tapRowAsUser(at: IndexPath(row: row, section: section))
    case .tapTab(let index, let name):
      guard let tabs = try actor(for: step, named: name, where: { $0 is TabBarController }) else {
        throw SimulationError.noTabBarController
      }
      try (tabs as? TabBarController)?.tapTabBarItem(at: index)
    case .tapMoreRow(let row, let name):
      guard let tabs = try actor(for: step, named: name, where: { $0 is TabBarController }) else {
        throw SimulationError.noTabBarController
      }
      try (tabs as? TabBarController)?.tapMoreListRow(at: row)
    case .pop, .popStack:
      let canPop: (ViewController) -> Bool = {
        ($0 as? NavigationController).map { $0.viewControllers.count > 1 } ?? false
      }
      let name: String? = if case .popStack(let name) = step { name } else { nil }
      guard let navigation = try actor(for: step, named: name, where: canPop) else {
        throw SimulationError.nothingToPop
      }
      (navigation as? NavigationController)?.tapBackButton()
    case .dismiss:
      guard let presented = topPresented else { throw SimulationError.nothingToDismiss }
      presented.dismiss(animated: true)
    case .rotate:
      let size = window.frame.size == .zero ? Screen.main.bounds.size : window.frame.size
      if window.frame.size == .zero { window.frame.size = size }
      window.transition(toSize: CGSize(width: size.height, height: size.width))
    case .changeSizeClass(let sizeClass):
      window.horizontalSizeClass = sizeClass
    case .unwind(let action, let name):
      let isUnwind: (SegueDefinition) -> Bool = { $0.kind == .unwind && $0.unwindAction == action }
      let hasUnwind: (ViewController) -> Bool = { $0.storyboardSegues.contains(where: isUnwind) }
      guard let owner = try actor(for: step, named: name, where: hasUnwind),
        let segue = owner.storyboardSegues.first(where: isUnwind)
      else { throw SimulationError.noUnwindSegue(action: action) }
      try owner.tapSegue(withID: segue.id)
    }
  }

  /// The controller that takes `step`, among the reachable ones that `canAct`: the one `name`
  /// names (or that contains it); else the visible controller or its nearest container; else
  /// the only candidate. `nil` when none can act.
  /// - Throws: ``SimulationError/ambiguousStep(_:candidates:)``,
  ///   ``SimulationError/noControllerNamed(_:step:reachable:)``.
  private func actor(
    for step: SimulationStep, named name: String?, where canAct: (ViewController) -> Bool
  ) throws -> ViewController? {
    let reachable = window.reachableViewControllers
    var candidates = reachable.filter(canAct)
    if let name {
      let named = reachable.filter { $0.isNamed(name) }
      guard !named.isEmpty else {
        throw SimulationError.noControllerNamed(
          name, step: step.description, reachable: reachable.map(\.candidateLabel))
      }
      // The named controller itself; for Back and tabs, else the containers that hold it. A
      // segue or an unwind is the named controller's own, or nobody's.
      let exact = candidates.filter { candidate in named.contains { $0 === candidate } }
      candidates =
        exact.isEmpty && step.actsThroughContainers
        ? candidates.filter { candidate in named.contains { $0.isDescendant(of: candidate) } }
        : exact
    }
    var current = window.visibleViewController
    while let controller = current {
      if candidates.contains(where: { $0 === controller }) { return controller }
      current = controller.parent
    }
    guard candidates.count <= 1 else {
      throw SimulationError.ambiguousStep(
        step.description, candidates: candidates.map(\.candidateLabel))
    }
    return candidates.first
  }

  /// `tap:`: the segue with that id; else the control identified or titled so; else the bar
  /// button item titled so.
  private func tap(_ id: String, named name: String?, for step: SimulationStep) throws {
    if let owner = try actor(
      for: step, named: name, where: { $0.storyboardSegues.contains { $0.id == id } })
    {
      try owner.tapSegue(withID: id)
    } else if let owner = try actor(
      for: step, named: name, where: { $0.viewIfLoaded?.firstControl(identifiedBy: id) != nil }),
      let control = owner.viewIfLoaded?.firstControl(identifiedBy: id)
    {
      try control.tapAsUser()
    } else if let owner = try actor(
      for: step, named: name, where: { $0.barButtonItem(titled: id) != nil }),
      let item = owner.barButtonItem(titled: id)
    {
      try item.tap()
    } else {
      throw SimulationError.noSegueWithID(id)
    }
  }

  /// The reachable controller `name` names (the visible one's branch first).
  private func namedController(_ name: String, for step: SimulationStep) throws -> ViewController? {
    let named = window.reachableViewControllers.filter { $0.isNamed(name) }
    var current = window.visibleViewController
    while let controller = current {
      if named.contains(where: { $0 === controller }) { return controller }
      current = controller.parent
    }
    return named.first
  }

  private var topPresented: ViewController? {
    var top = window.rootViewController?.storedPresentedViewController
    while let next = top?.storedPresentedViewController { top = next }
    return top
  }
}

extension ViewController {
  /// The first table view in the loaded view's tree, breadth-first.
  fileprivate var firstTableView: TableView? {
    guard let root = viewIfLoaded else { return nil }
    var queue: [View] = [root]
    var index = 0
    while index < queue.count {
      if let table = queue[index] as? TableView { return table }
      queue += queue[index].subviews
      index += 1
    }
    return nil
  }

  /// The bar button item of this controller's navigation item or toolbar titled `title`.
  fileprivate func barButtonItem(titled title: String) -> BarButtonItem? {
    let items =
      (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
      + (toolbarItems ?? [])
    return items.first { $0.title == title }
  }
}
