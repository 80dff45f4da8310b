import StoryboardRuntime

/// Why a simulation step could not run.
public enum SimulationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The step is not one of the known forms.
  case invalidStep(String)
  /// No controller on screen has a segue with that XML `id`.
  case noSegueWithID(String)
  /// No tab bar controller on screen.
  case noTabBarController
  /// No table view in the views the user can reach.
  case noTableView
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
      return "'\(step)' is not a step. Use perform:<identifier>, tap:<segue id or control>, "
        + "select-row:<section>,<row>, tap-tab:<index>, "
        + "tap-more:<row>, pop, dismiss, unwind:<action>, rotate or size-class:<compact|regular>, "
        + "with @<name> to pick the controller."
    case .noSegueWithID(let id):
      return "No controller the user can reach has a segue with id '\(id)', a control with "
        + "that accessibility identifier or title, or a bar button item with that title. Check "
        + "it in the storyboard, or reach its scene first."
    case .noTableView:
      return "There is no table view the user can reach to select a row in. Reach its scene "
        + "first, or remove the step."
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
