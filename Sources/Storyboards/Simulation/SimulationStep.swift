/// One user action of a simulation, as `storyboard-tool simulate --step` spells it.
///
/// A step acts on whatever the user can reach (``Window/reachableViewControllers``): both
/// columns of a split view, the selected tab, nested stacks, embedded children. When several
/// controllers could act, the visible one (``Window/visibleViewController``) or the one whose
/// container holds it wins; otherwise the step is ambiguous and its error lists the candidates.
/// `@<name>` after a step (`perform:showDetail@InboxViewController`) picks the controller by
/// class, storyboard ID, scene ID or title.
public enum SimulationStep: Sendable, Equatable, CustomStringConvertible {
  /// `perform:<identifier>`: performs the segue with that identifier from the controller that
  /// has it, as code would (SEG-2).
  case perform(String, from: String? = nil)
  /// `tap:<segue id>`: taps the control that triggers the segue with that XML `id` (SEG-1),
  /// for segues without an identifier.
  case tap(String, from: String? = nil)
  /// `tap-tab:<index>`: taps the tab bar item at that index, More being the last item when
  /// there are more tabs than fit (TAB-6, TAB-7).
  case tapTab(Int, from: String? = nil)
  /// `tap-more:<row>`: taps the row of the More list that shows the tab at that row — the
  /// tabs beyond the tab bar — tapping More first when its list is not shown (TAB-4).
  case tapMoreRow(Int, from: String? = nil)
  /// `pop`: taps Back in the navigation stack with something to pop that holds the visible
  /// controller, or the only such stack on screen.
  case pop
  /// `pop@<name>`: taps Back in the stack of the named navigation controller, or of the one
  /// that holds the named controller.
  case popStack(of: String)
  /// `dismiss`: dismisses the topmost presented controller.
  case dismiss
  /// `unwind:<action>`: taps the control wired to an unwind segue with that action (UNW-2).
  case unwind(String, from: String? = nil)

  /// Parses `text` (`perform:showDetail`, `tap-tab:1`, `pop`, `perform:show@List`…).
  /// - Throws: ``SimulationError/invalidStep(_:)``.
  public init(parsing text: String) throws {
    var body = Substring(text)
    var name: String?
    if let at = body.lastIndex(of: "@") {
      name = String(body[body.index(after: at)...])
      body = body[..<at]
      guard name?.isEmpty == false else { throw SimulationError.invalidStep(text) }
    }
    let parts = body.split(separator: ":", maxSplits: 1).map(String.init)
    let argument = parts.count == 2 ? parts[1] : nil
    switch (parts.first, argument) {
    case ("perform", let identifier?) where !identifier.isEmpty:
      self = .perform(identifier, from: name)
    case ("tap", let id?) where !id.isEmpty: self = .tap(id, from: name)
    case ("tap-tab", let index?):
      guard let index = Int(index), index >= 0 else { throw SimulationError.invalidStep(text) }
      self = .tapTab(index, from: name)
    case ("tap-more", let row?):
      guard let row = Int(row), row >= 0 else { throw SimulationError.invalidStep(text) }
      self = .tapMoreRow(row, from: name)
    case ("pop", nil): self = name.map { .popStack(of: $0) } ?? .pop
    case ("dismiss", nil) where name == nil: self = .dismiss
    case ("unwind", let action?) where !action.isEmpty: self = .unwind(action, from: name)
    default: throw SimulationError.invalidStep(text)
    }
  }

  /// The step as it is spelled on the command line.
  public var description: String {
    func named(_ text: String, _ name: String?) -> String { name.map { "\(text)@\($0)" } ?? text }
    switch self {
    case .perform(let identifier, let name): return named("perform:\(identifier)", name)
    case .tap(let id, let name): return named("tap:\(id)", name)
    case .tapTab(let index, let name): return named("tap-tab:\(index)", name)
    case .tapMoreRow(let row, let name): return named("tap-more:\(row)", name)
    case .pop: return "pop"
    case .popStack(let name): return "pop@\(name)"
    case .dismiss: return "dismiss"
    case .unwind(let action, let name): return named("unwind:\(action)", name)
    }
  }
}

/// Why a simulation step could not run.
public enum SimulationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The step is not one of the known forms.
  case invalidStep(String)
  /// No controller on screen has a segue with that XML `id`.
  case noSegueWithID(String)
  /// No tab bar controller on screen.
  case noTabBarController
  /// No navigation stack on screen, or only its root.
  case nothingToPop
  /// Nothing is presented.
  case nothingToDismiss
  /// No controller on screen has an unwind segue with that action.
  case noUnwindSegue(action: String)
  /// Several controllers the user can reach could take the step.
  case ambiguousStep(String, candidates: [String])
  /// No controller the user can reach has the name a step's `@<name>` gives.
  case noControllerNamed(String, step: String, reachable: [String])

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .invalidStep(let step):
      return "'\(step)' is not a step. Use perform:<identifier>, tap:<segue id>, tap-tab:<index>, "
        + "tap-more:<row>, pop, dismiss or unwind:<action>, with @<name> to pick the controller."
    case .noSegueWithID(let id):
      return "No controller the user can reach has a segue with id '\(id)'. Check the id in the "
        + "storyboard, or reach its scene first."
    case .noTabBarController:
      return "There is no tab bar controller the user can reach to tap. Reach one first, or remove "
        + "the step."
    case .nothingToPop:
      return "There is no navigation stack the user can reach with something to pop. Push a "
        + "controller first, or remove the step."
    case .nothingToDismiss:
      return "Nothing is presented, so nothing can be dismissed. Present a controller first, or "
        + "remove the step."
    case .noUnwindSegue(let action):
      return "No controller the user can reach has an unwind segue with the action "
        + "'\(action)'. Check the action's name (with its colon), or reach the scene of the "
        + "unwind segue first."
    case .ambiguousStep(let step, let candidates):
      return "'\(step)' could be taken by \(candidates.count) controllers the user can reach: "
        + "\(candidates.joined(separator: ", ")). Add @<class, storyboard ID or scene ID> to the "
        + "step to pick one."
    case .noControllerNamed(let name, let step, let reachable):
      return "'\(step)': no controller the user can reach is named '\(name)'. The reachable "
        + "ones: \(reachable.joined(separator: ", ")). Name one of them by class, storyboard ID, "
        + "scene ID or title."
    }
  }
}
