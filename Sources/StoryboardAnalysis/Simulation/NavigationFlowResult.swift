import StoryboardRuntime

/// What running a flow found.
public struct NavigationFlowResult: Sendable, Equatable {
  /// Why a flow failed.
  public struct Failure: Sendable, Equatable, CustomStringConvertible {
    /// The 1-based step that failed; 0 for the launch.
    public var step: Int
    /// The step's action, if it has one.
    public var action: String?
    /// What went wrong: the error, or the diff between the expected and the actual navigation.
    public var message: String
    /// Whether the step ran and only its navigation differed from the expectation (what
    /// record mode rewrites), rather than an error stopping the flow.
    public var differsFromExpectation = false
    /// Where in the storyboards the error comes from, when they cause it (a reference to a
    /// missing storyboard, a cycle, a segue to no scene…): see
    /// ``StoryboardBundle/diagnostic(locating:)``.
    public var diagnostic: Diagnostic?

    /// `step 2 (perform:showThird): message`, then `  at path:line:column` when the
    /// storyboards cause the error.
    public var description: String {
      let place = step == 0 ? "launch" : "step \(step)" + (action.map { " (\($0))" } ?? "")
      let line = diagnostic.map {
        "\n  at \($0.path):\($0.location?.line ?? 1):\($0.location?.column ?? 1)"
      }
      return "\(place): \(message)" + (line ?? "")
    }
  }

  /// The flow.
  public var flow: NavigationFlow
  /// The first failure, or `nil` when every step ran and matched.
  public var failure: Failure?
  /// The flow with every step's expectation set to the navigation it produced, as far as it
  /// ran: what `--record` writes.
  public var recorded: NavigationFlow
  /// For each step that ran, in order, the scenes in the window after it, each as
  /// `Storyboard#objectID` (the scene's object ID in its storyboard): what the flow showed.
  public var shownScenes: [Set<String>] = []

  /// Whether the flow passed.
  public var passed: Bool { failure == nil }
}
