import Foundation
import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// `storyboard-tool test`: scripted navigation flows, each step's navigation compared with its
/// expectation.
struct TestCommand: Command {
  static let configuration = CommandConfiguration(
    name: "test",
    abstract: "Run scripted navigation flows (JSON) and compare each step's navigation with its "
      + "expectation.",
    operands: "<flows.json> ...",
    discussion: """
      Flow files: {"storyboards": <folder, relative to the file>, "flows": [{"name", "launch", \
      "placeholders", "sizeClass", "steps": [{"do": <step as for simulate --step>, "expect": \
      [<lines of the window's hierarchy, as simulate prints it>]}]}]}. The format: \
      Schemas/navigation-flow.schema.json. Prints PASS or FAIL per flow, with the step and a \
      line diff; exits 1 on any failure.
      """)

  struct Options: CommandOptions {
    let record = OptionKey.flag(
      "--record",
      help: "Write each step's navigation into the file as its expectation (exits 0 unless a "
        + "step could not run); STORYBOARD_RECORD=1 does the same.")
    let junit = OptionKey.value(
      "--junit", "<file>", help: "Also write the results as JUnit XML.")
    let diagnosticFormat = OptionKey.diagnosticFormatOfErrors
  }

  var record: Bool
  var junitPath: String?
  var files: [String]

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    record = try arguments[option.record] || RecordMode.isOn
    junitPath = try arguments[option.junit]
    files = try arguments.requiredOperands("at least one flow file")
  }

  func run(_ console: Console) throws(ToolError) {
    var suites: [FlowSuite] = []
    for file in files {
      suites.append(try runFlows(in: file, console: console))
    }
    let passed = suites.reduce(0) { $0 + $1.cases.count - $1.failures }
    let failed = suites.reduce(0) { $0 + $1.failures }
    console.output("\(passed + failed) flow(s): \(passed) passed, \(failed) failed")
    for _ in 0..<failed { console.countFailure() }
    if let junitPath {
      do {
        try Data(JUnitReport(suites: suites).xml.utf8).write(to: URL(fileURLWithPath: junitPath))
      } catch {
        throw .failed(
          "cannot write the JUnit report to \(junitPath): \(error.localizedDescription) Check "
            + "that its folder exists and can be written to, or give another --junit.")
      }
    }
  }

  /// Runs every flow of `file`, printing a line per flow and the failures' details.
  private func runFlows(in file: String, console: Console) throws(ToolError) -> FlowSuite {
    var suite = FlowSuite(file: file)
    let flowFile: NavigationFlowFile
    let storyboards: String
    do {
      (flowFile, storyboards) = try InputFiles.flows(at: file)
    } catch {
      guard case .unreadableInput(let path, let problem, let fix) = error else { throw error }
      let diagnostic = Console.unreadable(path: path, problem: problem, fix: fix)
      suite.error = "\(path): error: \(diagnostic.message)"
      console.reportUnreadable(diagnostic)
      return suite
    }
    let folder = StoryboardLoader.loadFolder(atPath: storyboards)
    guard folder.errors.isEmpty else {
      folder.errors.forEach(console.reportUnreadable)
      suite.error = "\(file): error: the storyboards at \(storyboards) could not all be read."
      // The storyboards' own diagnostics said why; in text, this line says which flows stop.
      if console.diagnosticFormat == .text { console.error(suite.error!) }
      return suite
    }
    var recorded = flowFile
    for (index, flow) in flowFile.flows.enumerated() {
      let clock = ContinuousClock()
      var result: NavigationFlowResult?
      let elapsed = clock.measure {
        result = flow.run(in: StoryboardBundle(storyboards: folder.storyboards))
      }
      guard let result else { continue }
      recorded.flows[index] = result.recorded
      let isFailure =
        !result.passed && !(record && result.failure?.differsFromExpectation == true)
      suite.cases.append(
        FlowCase(
          name: flow.name,
          seconds: Double(elapsed.components.attoseconds) / 1e18
            + Double(elapsed.components.seconds), failure: isFailure ? result.failure : nil))
      if isFailure {
        console.output("FAIL \(flow.name): \(result.failure!)")
      } else {
        console.output((record ? "RECORDED " : "PASS ") + flow.name)
      }
    }
    if record, recorded != flowFile { try write(recorded, to: file) }
    return suite
  }

  private func write(_ flows: NavigationFlowFile, to file: String) throws(ToolError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      try (encoder.encode(flows) + Data("\n".utf8)).write(to: URL(fileURLWithPath: file))
    } catch {
      throw .failed(
        "cannot write the expectations to \(file): \(error.localizedDescription) Check that "
          + "the file can be written to.")
    }
  }
}

/// The flows of one file, for the summary and the JUnit report.
struct FlowSuite {
  var file: String
  var cases: [FlowCase] = []
  /// Why none of the file's flows could run.
  var error: String?

  var failures: Int { cases.filter { $0.failure != nil }.count }
}

/// One flow's outcome.
struct FlowCase {
  var name: String
  var seconds: Double
  var failure: NavigationFlowResult.Failure?
}
