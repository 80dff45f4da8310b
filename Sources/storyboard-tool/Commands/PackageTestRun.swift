import Foundation
import StoryboardAnalysis
import XcodeProject

/// `storyboard-tool package --test`: builds the written package's tests with a line per module
/// as it compiles, then runs them as `swift test` does, with the scheme's environment and
/// skipped tests. A test that crashes the process fails, and the others run again without it,
/// as Xcode's runner relaunches after a crash.
struct PackageTestRun {
  /// The package's folder.
  var folder: String
  /// The scheme whose Test action is followed, if the project shares one.
  var scheme: XcodeScheme?
  /// How many times the tests are run again after a crash before giving up.
  static let relaunchLimit = 10

  func run(_ console: Console) throws(ToolError) {
    let build = try Self.launch(
      ["build", "--build-tests", "--package-path", folder], environment: [:]
    ) { line, modules in
      guard let module = Self.compiledModule(in: line) else {
        if line.contains(": error:") || line.hasPrefix("error:") { console.error(line) }
        return
      }
      if modules.insert(module).inserted { console.output("Compiling \(module)") }
    }
    guard build.status == 0 else {
      throw .failed("the package does not build (swift build exited \(build.status)).")
    }
    if let scheme, !scheme.arguments.isEmpty {
      console.report(
        Diagnostic(
          path: folder, location: nil, severity: .warning,
          rule: .init(rawValue: "xcode-unsupported"),
          message:
            "the scheme \(scheme.name) passes launch arguments (\(scheme.arguments.joined(separator: " "))), "
            + "which swift test cannot pass; read them from the environment instead",
          fix: "read them from the environment instead"))
    }
    let skips = (scheme?.skippedTests.values.joined()).map(Array.init) ?? []
    let environment = scheme?.environment ?? [:]
    var crashed: [String] = []
    // After a crash, only the framework whose run it ended runs again: the other one's
    // results are already printed.
    var only: [String] = []
    for _ in 0...Self.relaunchLimit {
      var open: [String] = []
      var sawCrash = false
      let arguments =
        ["test", "--skip-build", "--package-path", folder] + only
        + (skips + crashed).flatMap { ["--skip", Self.pattern(for: $0)] }
      let tests = try Self.launch(arguments, environment: environment) { line, _ in
        console.output(line)
        Self.track(line, open: &open)
        if line.contains("xited with unexpected signal code")
          || line.contains("xited with signal code")
        {
          sawCrash = true
        }
      }
      let didCrash = tests.crashed || sawCrash
      guard didCrash, let test = open.last, !crashed.contains(test) else {
        for test in crashed {
          console.report(
            Diagnostic(
              path: folder, location: nil, severity: .error,
              rule: Diagnostic.Rule(rawValue: "test-crashed"),
              message: "\(test) crashed the test process; the other tests ran again without it",
              fix: nil))
        }
        if tests.status != 0, !didCrash || open.isEmpty {
          console.reportFailure("the tests failed (swift test exited \(tests.status)).", notes: [])
        }
        return
      }
      console.output("storyboard-tool: \(test) crashed; running the other tests again without it")
      crashed.append(test)
      // XCTest's names are `Class/test`, Swift Testing's `test()`.
      only = test.contains("/") ? ["--disable-swift-testing"] : ["--disable-xctest"]
    }
  }

  /// The module of a `swift build` progress line (`[12/40] Compiling MyApp File.swift`).
  static func compiledModule(in line: String) -> String? {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let words = line[line.index(after: close)...].split(separator: " ")
    guard words.count >= 2, words[0] == "Compiling" else { return nil }
    return String(words[1])
  }

  /// Keeps `open` the tests that started and have not ended: XCTest's `Test Case 'X.y'
  /// started` and Swift Testing's `◇ Test y() started.`
  static func track(_ line: String, open: inout [String]) {
    if let name = quoted(line, after: "Test Case '") {
      let test = name.replacingOccurrences(of: ".", with: "/")
      if line.hasSuffix("started") || line.contains("' started at") {
        open.append(test)
      } else {
        open.removeAll { $0 == test }
      }
    } else if line.hasPrefix("◇ Test "), line.hasSuffix(" started.") {
      open.append(String(line.dropFirst("◇ Test ".count).dropLast(" started.".count)))
    } else if line.hasPrefix("✔ Test ") || line.hasPrefix("✘ Test ") || line.hasPrefix("➜ Test ") {
      let rest = line.dropFirst("✔ Test ".count)
      open.removeAll { rest.hasPrefix($0 + " ") }
    }
  }

  private static func quoted(_ line: String, after prefix: String) -> String? {
    guard let start = line.range(of: prefix) else { return nil }
    let rest = line[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  /// The `--skip` pattern of a test as Xcode names it (`Class/test()`, a class, a suite) or
  /// as Swift Testing prints it (`test()`), against `swift test`'s `Module.Class/test`.
  static func pattern(for test: String) -> String {
    func escaped(_ text: Substring) -> String {
      text.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
    }
    let name = test.firstIndex(of: "(").map { test[..<$0] } ?? Substring(test)
    if name.contains("/") { return escaped(name) + "\\b" }
    if test.hasSuffix(")") { return "/" + escaped(name) + "\\(" }
    return "\\." + escaped(name) + "/"
  }

  /// Runs `swift arguments…` with `environment` added, giving each line of its output (both
  /// streams) to `line`, with a set the handler may keep state in.
  private static func launch(
    _ arguments: [String], environment: [String: String],
    line handle: (String, inout Set<String>) -> Void
  ) throws(ToolError) -> (status: Int32, crashed: Bool) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      throw .failed("cannot run swift: \(error.localizedDescription) Put swift on PATH.")
    }
    var state: Set<String> = []
    var pending = Data()
    let reader = pipe.fileHandleForReading
    while case let chunk = reader.availableData, !chunk.isEmpty {
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let text = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending.removeSubrange(pending.startIndex...newline)
        handle(text, &state)
      }
    }
    if !pending.isEmpty { handle(String(decoding: pending, as: UTF8.self), &state) }
    process.waitUntilExit()
    let crashed =
      process.terminationReason == .uncaughtSignal || process.terminationStatus > 128
    return (process.terminationStatus, crashed)
  }
}
