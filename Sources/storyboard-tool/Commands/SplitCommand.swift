import Foundation
import StoryboardAnalysis
import StoryboardCodegen
import StoryboardEditing
import StoryboardLoader
import StoryboardRuntime

/// `storyboard-tool split`: Refactor to Storyboard, headless and byte-faithful.
struct SplitCommand: Command {
  static let configuration = CommandConfiguration(
    name: "split",
    abstract: "Move scenes of a storyboard into a new storyboard beside it, with references "
      + "where they are reached, after proving that navigation does not change.",
    operands: "<Old.storyboard>",
    discussion: """
      The old file is edited by splices: the moved scenes go verbatim, with their IDs, to the \
      new file; each scene reached from outside becomes a reference scene in its place; the \
      segues that cross the cut are rewired; other storyboards' references and placeholders to \
      moved scenes, and the moved objects' localized .strings entries, follow. Before anything \
      is written, every storyboard is launched and explored before and after, every \
      Storyboard ID instantiated, and lint run: any difference refuses the split (exit 1). \
      Bad requests exit 2 and write nothing.
      """)

  struct Options: CommandOptions {
    let scenes = OptionKey.value(
      "--scenes", "<selector>[,<selector>…]",
      help: "The scenes to move: scene IDs, controller IDs, Storyboard IDs or custom classes, "
        + "tried in that order.")
    let into = OptionKey.value(
      "--into", "<NewName>", help: "The new storyboard's name, written beside the old one.")
    let suggest = OptionKey.flag(
      "--suggest",
      help: "Instead of splitting: propose the most autonomous groups of scenes to split out, "
        + "each with how many segues cross its border and the command that splits it.")
    let initial = OptionKey.value(
      "--initial", "<selector>",
      help: "The moved scene that becomes the new storyboard's initial controller (default: "
        + "the single entry, when there is one).")
    let relationships = OptionKey.choice(
      "--relationships", default: StoryboardSplit.Options.RelationshipCut.reference,
      help: "How relationship and embed segues that cross the cut are kept: storyboard "
        + "references (default; iOS 9 and later) or stand-ins with storyboardName and "
        + "storyboardIdentifier runtime attributes (the segregation technique).")
    let deploymentTarget = OptionKey.value(
      "--deployment-target", "<version>",
      help: "The app's iOS deployment target (default: the file's, else 9.0 or later).")
    let bundle = OptionKey.value(
      "--bundle", "<folder>",
      help: "Where the other storyboards and .strings files are (default: the folder that "
        + "holds the old storyboard's .lproj folder, or its folder).")
    let allowInitial = OptionKey.flag(
      "--allow-initial",
      help: "Allow moving the old storyboard's initial controller; its entry point becomes a "
        + "reference.")
    let noGeneratedIds = OptionKey.flag(
      "--no-generated-ids",
      help: "Refuse instead of giving Storyboard IDs (UIViewController-<id>) to scenes a "
        + "reference must name.")
    let keepKinds = OptionKey.flag(
      "--keep-kinds", help: "Keep deprecated kinds (push, modal) of rewired segues.")
    let code = OptionKey.repeatable(
      "--code", "<folder>",
      help: "Swift and Objective-C sources to check for instantiations the split breaks.")
    let fixCode = OptionKey.flag(
      "--fix-code", help: "Fix the instantiations --code finds, by token splice.")
    let dryRun = OptionKey.flag(
      "--dry-run", help: "Write nothing: print unified diffs of every file and the new file.")
    let format = OptionKey.diagnosticFormat()
  }

  var oldPath: String
  var options: StoryboardSplit.Options
  var suggest: Bool
  var codeFolders: [String]
  var fixCode: Bool
  var dryRun: Bool

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    let operands = try arguments.requiredOperands("the storyboard to split")
    guard operands.count == 1 else {
      throw .usage("split takes one storyboard, not \(operands.count).", command: "split")
    }
    oldPath = operands[0]
    suggest = try arguments[option.suggest]
    let scenes = (try arguments[option.scenes] ?? "").split(separator: ",").map(String.init)
    let newName = try arguments[option.into] ?? ""
    if !suggest {
      guard !scenes.isEmpty else {
        throw .usage("split needs --scenes (or --suggest).", command: "split")
      }
      guard !newName.isEmpty else {
        throw .usage("split needs --into, the new storyboard's name.", command: "split")
      }
    }
    options = StoryboardSplit.Options(scenes: scenes, into: newName)
    options.initial = try arguments[option.initial]
    options.relationships = try arguments[option.relationships]
    options.deploymentTarget = try arguments[option.deploymentTarget]
    options.bundleFolder = try arguments[option.bundle]
    options.allowsInitial = try arguments[option.allowInitial]
    options.generatesIDs = try !arguments[option.noGeneratedIds]
    options.keepsKinds = try arguments[option.keepKinds]
    codeFolders = try arguments[option.code]
    fixCode = try arguments[option.fixCode]
    dryRun = try arguments[option.dryRun]
  }

  func run(_ console: Console) throws(ToolError) {
    if suggest { return try suggestions(console) }
    let split: StoryboardSplit
    do {
      split = try StoryboardSplit.plan(oldPath, options: options)
    } catch {
      return try report(error, console: console)
    }
    var finder = SplitCallSites(membership: split.membership)
    for file in try InputFiles.sourceFiles(in: codeFolders, option: "--code") {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      finder.scan(text, path: file)
    }
    let sites = finder.sites
    var diffs: [(String, String)] = []
    if dryRun {
      for file in split.files {
        if let original = file.original {
          diffs.append(
            (
              file.path,
              UnifiedDiff.between(
                String(decoding: original, as: UTF8.self),
                String(decoding: file.bytes, as: UTF8.self),
                oldName: Self.diffName("a", file.path), newName: Self.diffName("b", file.path))
            ))
        } else {
          diffs.append(
            (
              file.path,
              "--- /dev/null\n+++ \(Self.diffName("b", file.path))\n"
                + String(decoding: file.bytes, as: UTF8.self)
            ))
        }
      }
      if console.diagnosticFormat != .json {
        diffs.forEach { console.output($0.1, terminator: "") }
      }
    } else {
      do { try split.write() } catch { return try report(error, console: console) }
      if fixCode, !sites.isEmpty {
        do {
          try SplitCallSites.applyFixes(sites)
        } catch {
          throw .failed(
            "the split was written, but the code could not be fixed: "
              + "\(error.localizedDescription) Apply the fixes below by hand.")
        }
      }
    }
    let fixed = fixCode && !dryRun
    if console.diagnosticFormat == .json {
      console.output(
        Self.json(
          split, sites: sites, fixed: fixed, unchecked: finder.unchecked, diffs: diffs,
          dryRun: dryRun))
      // The call sites are in the JSON; each one left to fix is a finding.
      console.count(sites.map { $0.diagnostic(fixed: fixed) })
      return
    }
    console.output(split.report.summary)
    console.output(
      (dryRun ? "would write " : "wrote ") + split.files.map(\.path).joined(separator: ", "))
    if !dryRun, let new = split.files.first {
      console.output("note: add \(new.path) to the app's target(s) in Xcode.")
    }
    for site in sites { console.report(site.diagnostic(fixed: fixed)) }
    for place in finder.unchecked { console.output("unchecked: \(place)") }
    if !sites.isEmpty, !fixCode {
      console.output(
        "note: \(sites.count) call site(s) need the fix shown; --fix-code applies them.")
    }
  }

  /// The report as one JSON object: the files, what moved, the references added, the IDs
  /// generated, the segues rewired, the other files changed, the checks and the call sites.
  private static func json(
    _ split: StoryboardSplit, sites: [SplitCallSite], fixed: Bool, unchecked: [String],
    diffs: [(String, String)], dryRun: Bool
  ) -> String {
    let report = split.report
    let object: [String: Any] = [
      "written": !dryRun,
      "files": split.files.map { ["path": $0.path, "new": $0.original == nil] },
      "moved": report.moved,
      "references": report.references.map {
        ["storyboard": $0.storyboard, "id": $0.id, "target": $0.target, "kind": $0.kind]
      },
      "generatedIDs": report.generatedIDs,
      "rewired": report.rewired,
      "otherFiles": report.otherFiles,
      "checks": report.checks,
      "notes": report.notes,
      "callSites": sites.map { site -> [String: Any] in
        [
          "path": site.path, "line": site.location.line, "column": site.location.column,
          "severity": site.isWarning ? "warning" : "error", "message": site.message,
          "fix": site.fix.map { ["original": $0.original, "replacement": $0.replacement] } as Any,
          "fixed": fixed && site.fix != nil,
        ]
      },
      "unchecked": unchecked,
      "diffs": diffs.map { ["path": $0.0, "diff": $0.1] },
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// A file's name in a diff header: `a/relative/path`, or an absolute path as it is.
  private static func diffName(_ side: String, _ path: String) -> String {
    path.hasPrefix("/") ? path : "\(side)/\(path)"
  }

  /// Prints the groups of scenes worth splitting out, best first.
  private func suggestions(_ console: Console) throws(ToolError) {
    do {
      let found = try SplitSuggestion.suggestions(forStoryboardAt: oldPath)
      if found.isEmpty {
        console.output(
          "no group of scenes stands apart: every scene is reached from several places.")
      }
      for (index, suggestion) in found.enumerated() {
        console.output(
          "\(index + 1). \(suggestion.entry) and \(suggestion.selectors.count - 1) more scene(s): "
            + "\(suggestion.crossings) segue(s) cross (\(suggestion.crossingIn) in, "
            + "\(suggestion.crossingOut) out)")
        console.output("   \(suggestion.command)")
      }
    } catch {
      try report(error, console: console)
    }
  }

  /// Reports a refused split as a diagnostic.
  /// - Throws: A usage error as the tool's usage errors.
  private func report(_ error: StoryboardSplitError, console: Console) throws(ToolError) {
    if error.kind == .usage {
      throw .usage(error.message, command: Self.configuration.name, notes: error.notes)
    }
    if let loadError = error.loadError { return console.reportUnreadable(loadError) }
    let diagnostic = Diagnostic(
      path: error.path ?? oldPath, location: nil, severity: .error,
      rule: error.kind == .unreadable ? .unreadableStoryboard : .splitRefused,
      message: ([error.message] + error.notes).joined(separator: "\n  "), fix: nil)
    console.report(diagnostic)
  }
}
