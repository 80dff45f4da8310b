import Foundation
import StoryboardAnalysis
import StoryboardRuntime
import XcodeProject

/// `storyboard-tool package`: a SwiftPM package that builds an Xcode project's app and unit
/// tests on this platform, from the project's files where they are.
struct PackageCommand: Command {
  static let configuration = CommandConfiguration(
    name: "package",
    abstract: "Write a SwiftPM package that builds an Xcode project's app, libraries and unit "
      + "tests from the project's own files, through the UIKitSources build step.",
    operands: "<MyApp.xcodeproj, MyApp.xcworkspace, XcodeGen's project.yml, or their folder>",
    discussion: """
      Each target's folder in the package links to the project's folders, so nothing of the \
      project is copied or changed; its Swift files are rewritten by UIKitSourcesPlugin \
      (uikit-sources.json lists them), its resources are copied, and its module name, Swift \
      language mode, compilation conditions, default isolation and upcoming features are the \
      configuration's. A unit-test target whose TEST_HOST is an app runs inside it; without a \
      host it runs on its own. ViewControllerPresentationSpy is StoryboardTesting's. A local \
      package that imports UIKit has its targets compiled as the package's own where its \
      licence allows. A workspace gives its project (CocoaPods' Pods project left out). What \
      the package cannot build (Objective-C sources, UI-test targets, frameworks the runtime \
      does not stand in for, script phases, CocoaPods' pods) is reported, rule \
      xcode-unsupported, and left out. Run \
      it again after the project changes: only changed files are rewritten. With --test it \
      then builds the package (a line per module compiled) and runs its tests as swift test \
      prints them, with the shared scheme's environment variables and skipped tests (its test \
      plans' too); a test that crashes the process is reported (rule test-crashed) and the \
      other tests run again without it, as Xcode relaunches after a crash. Exits 3 for a \
      project that cannot be read (with its line), 1 when an error is reported or a test \
      fails or crashes.
      """)

  struct Options: CommandOptions {
    let output = OptionKey.value(
      "--output", "<dir>",
      help: "The package's folder (default: .linux beside the .xcodeproj).")
    let configuration = OptionKey.value(
      "--configuration", "<name>", help: "The build configuration to read (default Debug).")
    let packages = OptionKey.repeatable(
      "--package", "<name>=<path>",
      help: "A local folder for one of the project's Swift packages, for machines without "
        + "network; repeatable.")
    let storyboards = OptionKey.value(
      "--storyboards", "<path or url>",
      help: "Where swift-storyboards is (default: the checkout this tool was built from).")
    let test = OptionKey.flag(
      "--test",
      help: "Then build the package and run its tests, with the scheme's environment and "
        + "skipped tests; a test that crashes fails and the others run again without it.")
    let scheme = OptionKey.value(
      "--scheme", "<name>",
      help: "The shared scheme whose Test action --test follows (default: the one named as the "
        + "app, else the first).")
    let format = OptionKey.diagnosticFormat(help: "How problems are printed on standard error.")
  }

  var project: String
  var output: String?
  var options: PackageOptions
  var runsTests: Bool
  var schemeName: String?

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    let operands = try arguments.requiredOperands("the .xcodeproj")
    guard operands.count == 1 else {
      throw .usage("one project at a time, not \(operands.count).", command: "package")
    }
    project = try Self.projectPath(operands[0])
    output = try arguments[option.output]
    runsTests = try arguments[option.test]
    schemeName = try arguments[option.scheme]
    guard let storyboards = try arguments[option.storyboards] ?? Self.thisCheckout else {
      throw .usage(
        "the checkout this tool was built from is not there: give --storyboards.",
        command: "package")
    }
    options = PackageOptions(storyboardsPackage: storyboards)
    options.configuration = try arguments[option.configuration] ?? "Debug"
    for entry in try arguments[option.packages] {
      let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw .usage("--package takes NAME=PATH, not '\(entry)'.", command: "package")
      }
      options.packagePaths[parts[0]] = parts[1]
    }
  }

  /// The package this tool's sources are in, when it is still there.
  static var thisCheckout: String? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
      ? root.path : nil
  }

  /// The `.xcodeproj` that `operand` names: itself, or the one in a folder.
  static func projectPath(_ operand: String) throws(ToolError) -> String {
    let trimmed = operand.hasSuffix("/") ? String(operand.dropLast()) : operand
    if trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix("project.pbxproj")
      || trimmed.hasSuffix(".yml") || trimmed.hasSuffix(".yaml")
    {
      return trimmed
    }
    if trimmed.hasSuffix(".xcworkspace") { return try workspaceProject(trimmed) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
    let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
    if projects.count == 1 { return trimmed + "/" + projects[0] }
    if projects.count > 1 {
      throw .usage(
        "\(trimmed) holds several projects (\(projects.joined(separator: ", "))): name one.",
        command: "package")
    }
    // XcodeGen's spec, when the project is not generated (it is seldom committed).
    if names.contains("project.yml") { return trimmed + "/project.yml" }
    let fix: String
    if names.contains("Project.swift") {
      fix = "It has Tuist's Project.swift: run `tuist generate --no-open` there first."
    } else {
      fix = "Name the .xcodeproj folder, or the folder that holds it."
    }
    throw .unreadableInput(path: operand, problem: "no .xcodeproj is there", fix: fix)
  }

  /// The project of the workspace at `path` (`contents.xcworkspacedata`'s file references),
  /// leaving out the `Pods` project CocoaPods adds.
  static func workspaceProject(_ path: String) throws(ToolError) -> String {
    let contents = path + "/contents.xcworkspacedata"
    guard let data = FileManager.default.contents(atPath: contents) else {
      throw .unreadableInput(
        path: path, problem: "there is no contents.xcworkspacedata in it",
        fix: "Name the .xcodeproj the workspace holds.")
    }
    let text = String(decoding: data, as: UTF8.self)
    let parent = (path as NSString).deletingLastPathComponent
    var projects: [String] = []
    for line in text.split(whereSeparator: \.isNewline) {
      guard let start = line.range(of: "location = \"") ?? line.range(of: "location=\""),
        let end = line[start.upperBound...].firstIndex(of: "\"")
      else { continue }
      let location = line[start.upperBound..<end]
      guard let colon = location.firstIndex(of: ":") else { continue }
      let kind = location[..<colon]
      let relative = String(location[location.index(after: colon)...])
      guard relative.hasSuffix(".xcodeproj"),
        (relative as NSString).lastPathComponent != "Pods.xcodeproj"
      else { continue }
      let resolved =
        kind == "absolute" || relative.hasPrefix("/")
        ? relative : (parent.isEmpty ? relative : parent + "/" + relative)
      if !projects.contains(resolved) { projects.append(resolved) }
    }
    guard projects.count <= 1 else {
      throw .usage(
        "\(path) holds several projects (\(projects.joined(separator: ", "))): name one.",
        command: "package")
    }
    guard let project = projects.first else {
      throw .unreadableInput(
        path: contents, problem: "the workspace names no .xcodeproj but CocoaPods' own",
        fix: "Name the app's .xcodeproj.")
    }
    return project
  }

  func run(_ console: Console) throws(ToolError) {
    let read: XcodeProject
    do {
      read =
        project.hasSuffix(".yml") || project.hasSuffix(".yaml")
        ? try XcodeProject(xcodeGenSpecAt: project) : try XcodeProject(contentsOf: project)
    } catch {
      let message = "\(error.problem). \(error.fix)"
      guard error.line > 0 else {
        console.reportUnreadable(
          Console.unreadable(path: error.path, problem: error.problem, fix: error.fix))
        return
      }
      console.report(
        Diagnostic(
          path: error.path,
          location: SourcePosition(line: error.line, column: error.column ?? 1),
          severity: .error, rule: .unreadableInput, message: message, fix: error.fix))
      return
    }
    let folder = output ?? read.directory + "/.linux"
    // Remote packages are fetched once, into the package's .checkouts, to see whether their
    // sources import UIKit (then they are compiled as the package's targets).
    var options = options
    let fetched = RemoteCheckouts.fetch(
      for: read, output: folder, skipping: Set(options.packagePaths.keys.map { $0.lowercased() }),
      run: RemoteCheckouts.swift)
    options.checkouts = fetched.checkouts
    let fetchFailure = fetched.failure.map {
      ProjectDiagnostic(
        path: read.file,
        message: "\($0); a package among them that imports UIKit does not compile here",
        fix: "give a checkout of each with --package NAME=PATH.")
    }
    let writer: PackageWriter
    do {
      writer = try PackageWriter(
        project: read, output: folder, options: options, describePackage: PackageWriter.dumpPackage)
    } catch {
      throw .failed("\(error)")
    }
    for diagnostic in (fetchFailure.map { [$0] } ?? []) + writer.diagnostics {
      console.report(
        Diagnostic(
          path: diagnostic.path,
          location: diagnostic.line.map { SourcePosition(line: $0, column: 1) },
          severity: diagnostic.severity == .error ? .error : .warning,
          rule: Diagnostic.Rule(rawValue: diagnostic.rule),
          message: "\(diagnostic.message); \(diagnostic.fix)", fix: diagnostic.fix))
    }
    let changed = try write(writer, to: folder)
    guard runsTests else {
      console.output(
        "\(folder)/Package.swift: \(changed == 0 ? "unchanged" : "\(changed) file(s) written"). "
          + "Run its tests: swift test --package-path \(folder)")
      return
    }
    console.output(
      "\(folder)/Package.swift: \(changed == 0 ? "unchanged" : "\(changed) file(s) written").")
    let schemes: [XcodeScheme]
    do {
      schemes =
        read.schemes.isEmpty
        ? try XcodeScheme.shared(in: read.path, directory: read.directory) : read.schemes
    } catch {
      throw .unreadableInput(path: error.path, problem: error.problem, fix: error.fix)
    }
    let app = read.targets.first { $0.productType == .application }?.name
    let scheme: XcodeScheme?
    if let schemeName {
      guard let named = schemes.first(where: { $0.name == schemeName }) else {
        throw .usage(
          "no shared scheme is named '\(schemeName)'.", command: "package",
          notes: schemes.map { "a shared scheme: \($0.name)" })
      }
      scheme = named
    } else {
      scheme = schemes.first { $0.name == app } ?? schemes.first { !$0.testTargets.isEmpty }
    }
    try PackageTestRun(folder: folder, scheme: scheme).run(console)
  }

  /// Writes the package's files and links that differ from what is there; returns how many.
  private func write(_ writer: PackageWriter, to folder: String) throws(ToolError) -> Int {
    let files = FileManager.default
    var changed = 0
    do {
      for (path, contents) in writer.files.sorted(by: { $0.key < $1.key }) {
        let full = folder + "/" + path
        let data = Data(contents.utf8)
        guard files.contents(atPath: full) != data else { continue }
        try files.createDirectory(
          atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        changed += 1
      }
      for (path, destination) in writer.links.sorted(by: { $0.key < $1.key }) {
        let full = folder + "/" + path
        if (try? files.destinationOfSymbolicLink(atPath: full)) == destination { continue }
        if (try? files.destinationOfSymbolicLink(atPath: full)) != nil
          || files.fileExists(atPath: full)
        {
          try files.removeItem(atPath: full)
        }
        try files.createSymbolicLink(atPath: full, withDestinationPath: destination)
        changed += 1
      }
    } catch {
      throw .failed(
        "cannot write the package in '\(folder)': \(error.localizedDescription) Check that the "
          + "folder can be written to, or give another --output.")
    }
    return changed
  }
}
