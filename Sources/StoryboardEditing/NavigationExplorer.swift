import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// Explores what a user can do from a storyboard's launch, breadth first and bounded, and
/// records each path of steps with what it leads to — then replays the same paths elsewhere:
/// the navigation half of a split's equivalence proof (split rule E1).
struct NavigationExplorer {
  /// One path of steps and its outcome: the navigation it leaves (scenes named by object ID,
  /// storyboards left out), or the error it meets.
  struct Record: Equatable {
    var path: [SimulationStep]
    var outcome: String
  }

  let bundle: StoryboardBundle
  /// How many steps a path may have, and how many distinct states are expanded.
  var maxDepth = 4
  var maxStates = 300

  /// Every path explored from the launch of `storyboard`, in breadth-first order.
  func explore(_ storyboard: String) -> [Record] {
    var records: [Record] = []
    var queue: [[SimulationStep]] = [[]]
    var seen: Set<String> = []
    var expanded = 0
    while !queue.isEmpty, expanded < maxStates {
      let path = queue.removeFirst()
      let (outcome, simulator) = play(storyboard, path)
      records.append(Record(path: path, outcome: outcome))
      guard let simulator, seen.insert(outcome).inserted, path.count < maxDepth else { continue }
      expanded += 1
      for step in candidates(in: simulator) { queue.append(path + [step]) }
    }
    return records
  }

  /// The outcome of `path` from the launch of `storyboard`, and the simulator when every step
  /// succeeded.
  func play(_ storyboard: String, _ path: [SimulationStep]) -> (String, StoryboardSimulator?) {
    do {
      let simulator = try catching {
        try StoryboardSimulator(bundle: bundle, storyboard: storyboard)
      }
      for step in path { try simulator.run(step) }
      return (Self.state(of: simulator.window), simulator)
    } catch {
      return ("\(error)", nil)
    }
  }

  /// The window's navigation with each scene named by its object ID, storyboards left out.
  static func state(of window: Window) -> String {
    window.hierarchyDescription { _, scene in scene.id }
  }

  /// The steps worth trying now: the segues of every reachable scene (tapped, or performed by
  /// identifier when no control triggers them), its unwinds, Back and dismissal.
  private func candidates(in simulator: StoryboardSimulator) -> [SimulationStep] {
    var steps: [SimulationStep] = []
    for controller in simulator.window.reachableViewControllers {
      guard let name = controller.storyboard?.name, let scene = controller.sceneDefinition,
        let definition = bundle.definition(named: name)
      else { continue }
      for segue in definition.segues where segue.sourceID == scene.id {
        switch segue.kind {
        case .relationship, .embed: continue
        case .unwind:
          if let action = segue.unwindAction { steps.append(.unwind(action)) }
        default:
          if segue.trigger == scene.element || segue.triggerID == scene.id {
            if let identifier = segue.identifier { steps.append(.perform(identifier)) }
          } else {
            steps.append(.tap(segue.id))
          }
        }
      }
    }
    var unique: [SimulationStep] = []
    for step in steps + [.pop, .dismiss] where !unique.contains(step) { unique.append(step) }
    return unique
  }
}
