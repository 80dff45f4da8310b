import Foundation
import StoryboardLoader
import Storyboards

extension StoryboardTool {
  /// `simulate PATH... [--storyboard NAME] [--placeholders] [--step ACTION]... [--events]`.
  static func simulate(_ arguments: [String]) -> Int32 {
    var storyboardName = "Main"
    var placeholders = false
    var printsEvents = false
    var sizeClass = UserInterfaceSizeClass.compact
    var steps: [SimulationStep] = []
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--storyboard": storyboardName = value(after: argument, in: &remaining)
      case "--placeholders": placeholders = true
      case "--events": printsEvents = true
      case "--regular": sizeClass = .regular
      case "--step":
        let text = value(after: argument, in: &remaining)
        do { steps.append(try SimulationStep(parsing: text)) } catch { fail("\(error)") }
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for simulate. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      fail("simulate needs at least one path. Run 'storyboard-tool --help'.")
    }
    let (bundle, status) = loadBundle(paths)
    if placeholders { bundle.installPlaceholderSubstitution() }
    let recorder = EventRecorder()
    func show(_ title: String, with window: Window) {
      print("== \(title)")
      print(window.hierarchyDescription)
      if printsEvents { recorder.descriptions.forEach { print("  event: \($0)") } }
      recorder.removeAll()
    }
    do {
      let simulator = try recorder.record {
        try StoryboardSimulator(
          bundle: bundle, storyboard: storyboardName, horizontalSizeClass: sizeClass)
      }
      show("launch", with: simulator.window)
      for step in steps {
        try recorder.record { try simulator.run(step) }
        show(step.description, with: simulator.window)
      }
    } catch {
      report("storyboard-tool: error: \(error)")
      if case StoryboardError.storyboardNotFound(let name, _)? = error as? StoryboardError,
        name == storyboardName
      {
        let loaded = bundle.storyboardNames.joined(separator: ", ")
        report("storyboard-tool: note: the storyboards loaded are: \(loaded). Use --storyboard.")
      }
      return 1
    }
    return status
  }
}
