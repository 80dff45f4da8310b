import Foundation
import StoryboardLoader
import Storyboards

extension StoryboardTool {
  /// `test FLOW.json... [--record] [--junit FILE]`.
  static func test(_ arguments: [String]) -> Int32 {
    var record = false
    var junitPath: String?
    var files: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--record": record = true
      case "--junit": junitPath = value(after: argument, in: &remaining)
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for test. Run 'storyboard-tool --help'.")
      default: files.append(argument)
      }
    }
    guard !files.isEmpty else {
      fail("test needs at least one flow file. Run 'storyboard-tool --help'.")
    }
    var suites: [FlowSuite] = []
    var status: Int32 = 0
    for file in files {
      let suite = runFlows(in: file, record: record)
      suites.append(suite)
      if suite.failures > 0 || suite.error != nil { status = 1 }
    }
    let passed = suites.reduce(0) { $0 + $1.cases.count - $1.failures }
    let failed = suites.reduce(0) { $0 + $1.failures }
    print("\(passed + failed) flow(s): \(passed) passed, \(failed) failed")
    if let junitPath {
      do {
        try Data(JUnitReport(suites: suites).xml.utf8).write(to: URL(fileURLWithPath: junitPath))
      } catch {
        report("storyboard-tool: error: cannot write the JUnit report to \(junitPath): \(error)")
        status = 1
      }
    }
    return status
  }

  /// Runs every flow of `file`, printing a line per flow and the failures' details.
  private static func runFlows(in file: String, record: Bool) -> FlowSuite {
    var suite = FlowSuite(file: file)
    let flowFile: NavigationFlowFile
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      flowFile = try JSONDecoder().decode(NavigationFlowFile.self, from: data)
    } catch {
      suite.error =
        "\(file): error: not a readable flow file: \(describe(error)). See "
        + "Schemas/navigation-flow.schema.json for the format."
      report(suite.error!)
      return suite
    }
    let base = URL(fileURLWithPath: file).deletingLastPathComponent()
    let storyboards =
      flowFile.storyboards.hasPrefix("/")
      ? flowFile.storyboards : base.appendingPathComponent(flowFile.storyboards).path
    let folder = StoryboardLoader.loadFolder(atPath: storyboards)
    guard folder.errors.isEmpty else {
      folder.errors.forEach(report)
      suite.error = "\(file): error: the storyboards at \(storyboards) could not all be read."
      report(suite.error!)
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
      let isFailure = !result.passed && !(record && isExpectationMismatch(result))
      suite.cases.append(
        FlowCase(
          name: flow.name,
          seconds: Double(elapsed.components.attoseconds) / 1e18
            + Double(elapsed.components.seconds), failure: isFailure ? result.failure : nil))
      if isFailure {
        print("FAIL \(flow.name): \(result.failure!)")
      } else {
        print((record ? "RECORDED " : "PASS ") + flow.name)
      }
    }
    if record, recorded != flowFile { write(recorded, to: file) }
    return suite
  }

  /// Whether the flow failed only because an expectation differed (which `--record` rewrites).
  private static func isExpectationMismatch(_ result: NavigationFlowResult) -> Bool {
    result.failure.map { $0.message.hasPrefix("the navigation differs") } ?? false
  }

  private static func write(_ flows: NavigationFlowFile, to file: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      try (encoder.encode(flows) + Data("\n".utf8)).write(to: URL(fileURLWithPath: file))
    } catch {
      report("storyboard-tool: error: cannot write the expectations to \(file): \(error)")
    }
  }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing" + place(context)
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return context.debugDescription + place(context)
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription + place(context)
    default:
      return "\(error)"
    }
  }

  private static func place(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return path.isEmpty ? "" : " at " + path.joined()
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
