import StoryboardRuntime

/// One scripted flow: a launch, then steps, each optionally followed by the navigation
/// expected after it (``Window/hierarchyDescription``, line by line).
public struct NavigationFlow: Codable, Sendable, Equatable {
  /// One step: a user action (as `storyboard-tool simulate --step` spells it), the expected
  /// navigation afterwards, or both.
  public struct Step: Codable, Sendable, Equatable {
    /// `perform:<identifier>`, `tap:<segue id>`, `tap-tab:<index>`, `pop`, `dismiss`,
    /// `unwind:<action>`; `nil` checks the navigation without acting.
    public var action: String?
    /// The expected ``Window/hierarchyDescription``, one string per line; `nil` expects nothing.
    public var expect: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case action = "do"
      case expect
    }

    /// Creates a step.
    public init(action: String? = nil, expect: [String]? = nil) {
      self.action = action
      self.expect = expect
    }

    /// Decodes a step, refusing unknown keys.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
      action = try container.decodeIfPresent(String.self, forKey: .action)
      expect = try container.decodeIfPresent([String].self, forKey: .expect)
    }
  }

  /// The flow's name, as reports show it.
  public var name: String
  /// The storyboard whose initial controller is launched; `Main` when absent.
  public var launch: String?
  /// Whether placeholder controllers (`storyboardName` / `storyboardIdentifier` runtime
  /// attributes) are replaced by the real ones; `false` when absent.
  public var placeholders: Bool?
  /// `compact` (a phone, the default) or `regular` (an iPad).
  public var sizeClass: String?
  /// Storyboards the flow does not have, each replaced by a stand-in
  /// (``StoryboardBundle/addStandIn(forStoryboardNamed:)``); none when absent.
  public var standIns: [String]?
  /// The steps, in order.
  public var steps: [Step]

  /// Creates a flow.
  public init(
    name: String, launch: String? = nil, placeholders: Bool? = nil, sizeClass: String? = nil,
    standIns: [String]? = nil, steps: [Step]
  ) {
    self.name = name
    self.launch = launch
    self.placeholders = placeholders
    self.sizeClass = sizeClass
    self.standIns = standIns
    self.steps = steps
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, launch, placeholders, sizeClass, standIns, steps
  }

  /// Decodes a flow, refusing unknown keys.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    launch = try container.decodeIfPresent(String.self, forKey: .launch)
    placeholders = try container.decodeIfPresent(Bool.self, forKey: .placeholders)
    sizeClass = try container.decodeIfPresent(String.self, forKey: .sizeClass)
    standIns = try container.decodeIfPresent([String].self, forKey: .standIns)
    steps = try container.decode([Step].self, forKey: .steps)
  }
}

extension NavigationFlow {
  /// Runs the flow on `bundle` (which it changes when ``placeholders`` installs the
  /// substitution: give each flow a bundle of its own) and compares each expectation.
  public func run(in bundle: StoryboardBundle) -> NavigationFlowResult {
    var recorded = self
    var shownScenes: [Set<String>] = []
    func result(_ failure: NavigationFlowResult.Failure?) -> NavigationFlowResult {
      NavigationFlowResult(
        flow: self, failure: failure, recorded: recorded, shownScenes: shownScenes)
    }
    guard sizeClass == nil || sizeClass == "compact" || sizeClass == "regular" else {
      return result(
        .init(
          step: 0, action: nil,
          message: "sizeClass is '\(sizeClass!)'; use \"compact\" or \"regular\""))
    }
    if placeholders == true { bundle.installPlaceholderSubstitution() }
    for name in standIns ?? [] where bundle.addStandIn(forStoryboardNamed: name) == nil {
      return result(
        .init(
          step: 0, action: nil,
          message: "standIns names \(name), which the flow's storyboards have; a stand-in only "
            + "takes the place of a storyboard that is missing"))
    }
    let simulator: StoryboardSimulator
    do {
      simulator = try StoryboardSimulator(
        bundle: bundle, storyboard: launch ?? "Main",
        horizontalSizeClass: sizeClass == "regular" ? .regular : .compact)
    } catch StoryboardError.storyboardNotFound(let name, _) where name == (launch ?? "Main") {
      return result(
        .init(
          step: 0, action: nil,
          message: "there is no storyboard '\(name)' to launch; the storyboards are "
            + bundle.storyboardNames.joined(separator: ", ") + ". Set \"launch\" to one of them."))
    } catch {
      return result(
        .init(
          step: 0, action: nil, message: "\(error)",
          diagnostic: bundle.diagnostic(locating: error)))
    }
    // The first difference from an expectation fails the flow, but the steps after it still run
    // so that the recording covers them all; a step that cannot run ends the flow (after a
    // difference, the difference is reported first, and is no longer only a difference).
    var difference: NavigationFlowResult.Failure?
    for (index, step) in steps.enumerated() {
      do {
        if let action = step.action { try simulator.run(SimulationStep(parsing: action)) }
      } catch {
        let stopped = NavigationFlowResult.Failure(
          step: index + 1, action: step.action, message: "\(error)",
          diagnostic: bundle.diagnostic(locating: error))
        guard var difference else { return result(stopped) }
        difference.message += "\nAfter it, \(stopped) (the step could not run)"
        difference.differsFromExpectation = false
        return result(difference)
      }
      let actual = simulator.window.hierarchyDescription
      shownScenes.append(simulator.window.shownScenes)
      recorded.steps[index].expect = actual.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      guard difference == nil, let expected = step.expect?.joined(separator: "\n"),
        expected != actual
      else { continue }
      let earlierFormat =
        step.expect?.first?.hasPrefix("window:") == true
        ? "This expectation is in the earlier snapshot format (a `window:` line, "
          + "`— Storyboard#scene`). "
        : ""
      difference = .init(
        step: index + 1, action: step.action,
        message: "the navigation differs from the expectation (line numbers are the "
          + "expectation's; - expected, + actual):\n"
          + numberedLineDiff(expected: expected, actual: actual)
          + "\n\(earlierFormat)If the new navigation is right, re-record the expectations "
          + "with storyboard-tool test --record (or \(RecordMode.environmentVariable)=1).",
        differsFromExpectation: true)
    }
    return result(difference)
  }
}

extension Window {
  /// `Storyboard#objectID` of every controller from a storyboard in the window: its hierarchy
  /// and what it presents.
  fileprivate var shownScenes: Set<String> {
    var scenes: Set<String> = []
    var pending = rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      if let storyboard = controller.storyboard, let scene = controller.sceneDefinition {
        scenes.insert("\(storyboard.name)#\(scene.id)")
      }
      pending += controller.children
      if let presented = controller.storedPresentedViewController { pending.append(presented) }
    }
    return scenes
  }
}
