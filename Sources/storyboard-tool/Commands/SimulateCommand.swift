import Storyboards

/// `storyboard-tool simulate`: launches a storyboard in a simulated window, plays steps, and
/// prints the window's hierarchy after each.
struct SimulateCommand: Command {
  static let configuration = CommandConfiguration(
    name: "simulate",
    abstract: "Launch a storyboard in a simulated window, play steps, print the hierarchy.",
    options: [
      .value(
        "--storyboard", "<name>",
        help: "The storyboard whose initial controller is launched (default Main)."),
      .flag(
        "--placeholders",
        help: "Replace placeholder controllers (storyboardName / storyboardIdentifier runtime "
          + "attributes) by the real ones."),
      .repeatable(
        "--step", "<action>",
        help: """
          A step to play, repeatable, in order:
            perform:<identifier>  perform a segue (as code would)
            tap:<segue id>        tap the control of the segue with that XML id
            tap-tab:<index>       tap a tab bar item (More is the last)
            tap-more:<row>        tap a row of the More list (More first)
            pop                   tap Back
            dismiss               dismiss the topmost presented controller
            unwind:<action>       tap the control of an unwind segue
          Steps act on any controller the user can reach: both split columns, the selected \
          tab, nested stacks, embedded children. When several could, the visible one or its \
          container wins, else the error lists them: add @<class, storyboard ID or scene ID> \
          (perform:showHelp@ListViewController, pop@DetailNav).
          """),
      .flag(
        "--regular", help: "Use a regular-width window (an iPad) instead of a compact one."),
      .flag("--events", help: "Also print the event log of the launch and of each step."),
      .diagnosticFormatOfErrors,
    ],
    discussion: """
      The hierarchy is printed after the launch and after each step: one line per controller, \
      two spaces of indent per level, `ClassName (StoryboardName)`, the selected tab prefixed \
      `selected: ` (`selected: More` when the More list shows), presented controllers after \
      their presenter's subtree, one level deeper, prefixed `presented: `. A step that cannot \
      run exits 1 after the hierarchies before it.
      """)

  var storyboardName: String
  var placeholders: Bool
  var printsEvents: Bool
  var sizeClass: UserInterfaceSizeClass
  var steps: [SimulationStep]
  var paths: [String]

  init(_ arguments: ParsedArguments) throws(ToolError) {
    storyboardName = arguments.value("--storyboard") ?? "Main"
    placeholders = arguments.flag("--placeholders")
    printsEvents = arguments.flag("--events")
    sizeClass = arguments.flag("--regular") ? .regular : .compact
    steps = []
    for text in arguments.values("--step") {
      do {
        steps.append(try SimulationStep(parsing: text))
      } catch {
        throw .usage("\(error)", command: arguments.command)
      }
    }
    paths = try arguments.requiredOperands()
  }

  func run(_ console: Console) throws(ToolError) -> ExitStatus {
    let bundle = InputFiles.storyboards(paths, reportingTo: console)
    if placeholders { bundle.installPlaceholderSubstitution() }
    let recorder = EventRecorder()
    func show(_ title: String, with window: Window) {
      console.output("== \(title)")
      console.output(window.hierarchyDescription)
      if printsEvents { recorder.descriptions.forEach { console.output("  event: \($0)") } }
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
      var notes: [String] = []
      if case StoryboardError.storyboardNotFound(let name, _)? = error as? StoryboardError,
        name == storyboardName
      {
        let loaded = bundle.storyboardNames.joined(separator: ", ")
        notes.append("the storyboards loaded are: \(loaded). Use --storyboard.")
      }
      throw .failed("\(error)", notes: notes)
    }
    return .success
  }
}
