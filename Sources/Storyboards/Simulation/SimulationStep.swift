/// One user action of a simulation, as `storyboard-tool simulate --step` spells it.
public enum SimulationStep: Sendable, Equatable, CustomStringConvertible {
  /// `perform:<identifier>`: performs the segue with that identifier from the visible
  /// controller (or the nearest ancestor that has it), as code would (SEG-2).
  case perform(String)
  /// `tap:<segue id>`: taps the control that triggers the segue with that XML `id` (SEG-1),
  /// for segues without an identifier.
  case tap(String)
  /// `tap-tab:<index>`: taps the tab bar item at that index (TAB-6, TAB-7).
  case tapTab(Int)
  /// `pop`: pops the visible navigation stack.
  case pop
  /// `dismiss`: dismisses the topmost presented controller.
  case dismiss
  /// `unwind:<action>`: taps the control wired to an unwind segue with that action (UNW-2).
  case unwind(String)

  /// Parses `text` (`perform:showDetail`, `tap-tab:1`, `pop`…).
  /// - Throws: ``SimulationError/invalidStep(_:)``.
  public init(parsing text: String) throws {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    let argument = parts.count == 2 ? parts[1] : nil
    switch (parts.first, argument) {
    case ("perform", let identifier?) where !identifier.isEmpty: self = .perform(identifier)
    case ("tap", let id?) where !id.isEmpty: self = .tap(id)
    case ("tap-tab", let index?):
      guard let index = Int(index), index >= 0 else { throw SimulationError.invalidStep(text) }
      self = .tapTab(index)
    case ("pop", nil): self = .pop
    case ("dismiss", nil): self = .dismiss
    case ("unwind", let action?) where !action.isEmpty: self = .unwind(action)
    default: throw SimulationError.invalidStep(text)
    }
  }

  /// The step as it is spelled on the command line.
  public var description: String {
    switch self {
    case .perform(let identifier): return "perform:\(identifier)"
    case .tap(let id): return "tap:\(id)"
    case .tapTab(let index): return "tap-tab:\(index)"
    case .pop: return "pop"
    case .dismiss: return "dismiss"
    case .unwind(let action): return "unwind:\(action)"
    }
  }
}

/// Why a simulation step could not run.
public enum SimulationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The step is not one of the known forms.
  case invalidStep(String)
  /// ERR-7: the storyboard has no entry point, so nothing can be launched.
  case noInitialViewController(storyboard: String)
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

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .invalidStep(let step):
      return "'\(step)' is not a step. Use perform:<identifier>, tap:<segue id>, tap-tab:<index>, "
        + "pop, dismiss or unwind:<action>."
    case .noInitialViewController(let storyboard):
      return "Failed to instantiate the default view controller for UIMainStoryboardFile "
        + "'\(storyboard)' - perhaps the designated entry point is not set?"
    case .noSegueWithID(let id):
      return "No controller on screen has a segue with id '\(id)'."
    case .noTabBarController:
      return "There is no tab bar controller on screen to tap."
    case .nothingToPop:
      return "There is no navigation stack on screen with something to pop."
    case .nothingToDismiss:
      return "Nothing is presented, so nothing can be dismissed."
    case .noUnwindSegue(let action):
      return "No controller on screen has an unwind segue with the action '\(action)'."
    }
  }
}
