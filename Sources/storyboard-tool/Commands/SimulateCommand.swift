import StoryboardAnalysis
import StoryboardRuntime

/// `storyboard-tool simulate`: launches a storyboard in a simulated window, plays steps, and
/// prints the window's hierarchy after each.
struct SimulateCommand: Command {
  static let configuration = CommandConfiguration(
    name: "simulate",
    abstract: "Launch a storyboard in a simulated window, play steps, print the hierarchy.",
    discussion: """
      The hierarchy is printed after the launch and after each step: one line per controller, \
      two spaces of indent per level, `ClassName (StoryboardName)`, the selected tab prefixed \
      `selected: ` (`selected: More` when the More list shows), presented controllers after \
      their presenter's subtree, one level deeper, prefixed `presented: `. A step that cannot \
      run exits 1 after the hierarchies before it.
      """)

  struct Options: CommandOptions {
    let storyboard = OptionKey.value(
      "--storyboard", "<name>",
      help: "The storyboard whose initial controller is launched (default Main, or the "
        + "only storyboard given).")
    let placeholders = OptionKey.flag(
      "--placeholders",
      help: "Replace placeholder controllers (storyboardName / storyboardIdentifier runtime "
        + "attributes) by the real ones.")
    let step = OptionKey.repeatable(
      "--step", "<action>",
      help: """
        A step to play, repeatable, in order:
          perform:<identifier>  perform a segue (as code would)
          tap:<segue id>        tap the control of the segue with that XML id
          tap:<id or title>     tap the control with that accessibility identifier or
                                title, or the bar button item with that title
          select-row:<s>,<r>    tap that row of the table view on screen
          tap-tab:<index>       tap a tab bar item (More is the last)
          tap-more:<row>        tap a row of the More list (More first)
          pop                   tap Back
          dismiss               dismiss the topmost presented controller
          unwind:<action>       tap the control of an unwind segue
            rotate                turn the device (width and height swap)
            size-class:<compact|regular>  change the window's horizontal size class
        Steps act on any controller the user can reach: both split columns, the selected \
        tab, nested stacks, embedded children. When several could, the visible one or its \
        container wins, else the error lists them: add @<class, storyboard ID or scene ID> \
        (perform:showHelp@ListViewController, pop@DetailNav).
        """)
    let standIn = OptionKey.repeatable(
      "--stand-in", "<storyboard>",
      help: "Put a stand-in in place of a storyboard that was not given (UIKit would raise "
        + "where it is needed): an initial scene and one per Storyboard ID that references "
        + "name, each titled \"Stand-in for …\".")
    let regular = OptionKey.flag(
      "--regular", help: "Use a regular-width window (an iPad) instead of a compact one.")
    let events = OptionKey.flag(
      "--events", help: "Also print the event log of the launch and of each step.")
    let diagnosticFormat = OptionKey.diagnosticFormatOfErrors
  }

  /// `--storyboard`, when given.
  var requestedStoryboard: String?
  var placeholders: Bool
  var printsEvents: Bool
  var sizeClass: UserInterfaceSizeClass
  var steps: [SimulationStep]
  var paths: [String]
  var standIns: [String]

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    standIns = try arguments[option.standIn]
    requestedStoryboard = try arguments[option.storyboard]
    placeholders = try arguments[option.placeholders]
    printsEvents = try arguments[option.events]
    sizeClass = try arguments[option.regular] ? .regular : .compact
    steps = []
    for text in try arguments[option.step] {
      do {
        steps.append(try SimulationStep(parsing: text))
      } catch {
        throw .usage("\(error)", command: arguments.command)
      }
    }
    paths = try arguments.requiredOperands()
  }

  func run(_ console: Console) throws(ToolError) {
    let bundle = InputFiles.storyboards(paths, reportingTo: console)
    let names = bundle.storyboardNames
    let storyboardName = requestedStoryboard ?? (names.count == 1 ? names[0] : "Main")
    // The storyboard to launch was in a file that could not be read: that diagnostic is the
    // answer, not a second one saying the storyboard is missing.
    if console.unreadableInputs > 0, !names.contains(storyboardName) { return }
    if let launched = bundle.definition(named: storyboardName),
      let runtime = launched.targetRuntime, !Self.uiKitRuntimes.contains(runtime)
    {
      return console.report(
        Diagnostic(
          path: launched.path ?? storyboardName, location: launched.documentLocation,
          severity: .error, rule: .commandFailed,
          problem: "'\(storyboardName)' is a storyboard for \(runtime), not for UIKit: simulate "
            + "launches iOS and tvOS storyboards",
          fix: "launch another storyboard with --storyboard"))
    }
    if placeholders { bundle.installPlaceholderSubstitution() }
    for name in standIns {
      guard let identifiers = bundle.addStandIn(forStoryboardNamed: name) else {
        throw .usage(
          "--stand-in \(name): the storyboard \(name) was read; a stand-in only takes the place "
            + "of one that is missing.", command: Self.configuration.name)
      }
      console.output(
        "== stand-in: \(name) (initial" + identifiers.map { ", \($0)" }.joined() + ")")
    }
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
      if case StoryboardError.storyboardNotFound(let name, _)? = error as? StoryboardError {
        if name == storyboardName {
          let loaded = bundle.storyboardNames.joined(separator: ", ")
          notes.append(
            loaded.isEmpty
              ? "no storyboard was loaded."
              : "the storyboards loaded are: \(loaded). Use --storyboard.")
        } else {
          notes.append("--stand-in \(name) puts a stand-in in its place.")
        }
      }
      // An error the storyboards cause is reported at the line that causes it.
      if var diagnostic = bundle.diagnostic(locating: error) {
        diagnostic.message += notes.map { " Note: \($0)" }.joined()
        console.report(diagnostic)
        return
      }
      throw .failed("\(error)", notes: notes)
    }
  }

  /// The `targetRuntime`s of UIKit's storyboards: iOS (iPhone, iPad, Mac Catalyst) and tvOS.
  static let uiKitRuntimes: Set<String> = ["iOS.CocoaTouch", "iOS.CocoaTouch.iPad", "AppleTV"]
}
