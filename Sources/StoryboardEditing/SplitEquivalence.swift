import Foundation
import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// The proof that a split changes nothing a user or the code can observe (<doc:SplitRules>, E1–E4), run
/// before anything is written.
extension StoryboardSplit {
  mutating func prove(old: SplitDocument, others: [SplitDocument], planner: SplitPlanner)
    throws(StoryboardSplitError)
  {
    let newName = planner.newName
    let before = StoryboardBundle(storyboards: [old.definition] + others.map(\.definition))
    var afterDefinitions: [String: StoryboardDefinition] = [:]
    for definition in before.storyboardNames.compactMap(before.definition(named:)) {
      afterDefinitions[definition.name] = definition
    }
    // E4 (e): every written storyboard loads, and its IDs are unique.
    for file in files where file.path.hasSuffix(".storyboard") {
      let name = StoryboardLoader.storyboardName(ofFile: file.path)
      do {
        afterDefinitions[name] = try StoryboardLoader.loadStoryboard(
          data: file.bytes, name: name, path: file.path)
      } catch {
        throw StoryboardSplitError(
          .finding,
          "the split would write a storyboard that does not load (\(error)); nothing "
            + "was written. Please report this with the storyboard.", path: file.path)
      }
      var ids: Set<String> = []
      for element in StoryboardSource(bytes: file.bytes).elements {
        guard let id = element.value("id"), element.value("reference") == nil else { continue }
        if !ids.insert(id).inserted {
          throw StoryboardSplitError(
            .finding,
            "the split would repeat the object ID \(id); nothing was written. Please "
              + "report this with the storyboard.", path: file.path)
        }
      }
    }
    let after = StoryboardBundle(
      storyboards: afterDefinitions.keys.sorted().map { afterDefinitions[$0]! })
    if planner.options.relationships == .placeholder {
      before.installPlaceholderSubstitution()
      after.installPlaceholderSubstitution()
    }
    var checks: [String] = []
    // E1: every storyboard launches and navigates the same.
    var paths = 0
    for name in before.storyboardNames
    where before.definition(named: name)?.initialViewControllerID != nil {
      let explorer = NavigationExplorer(bundle: before)
      let replay = NavigationExplorer(bundle: after)
      for record in explorer.explore(name) {
        paths += 1
        let outcome = Self.renaming(newName, to: old.name, in: replay.play(name, record.path).0)
        guard outcome == record.outcome else {
          // A deprecated kind made modern (push to show) behaves differently where the old
          // kind raised; keeping the kinds keeps the behaviour.
          let modernized = planner.report.rewired.filter { $0.contains("(kind ") }
          let hint =
            modernized.isEmpty
            ? []
            : [
              "the split made deprecated segue kinds modern (\(modernized.joined(separator: "; "))); "
                + "--keep-kinds keeps them as they are"
            ]
          throw StoryboardSplitError(
            .finding,
            "the split would change navigation: from the launch of \(name), "
              + "the steps [\(record.path.map(\.description).joined(separator: ", "))] lead "
              + "somewhere else; nothing was written.",
            notes: ["before: " + record.outcome, "after:  " + outcome] + hint)
        }
      }
    }
    checks.append(
      "\(paths) paths of steps from the launch of each storyboard lead to the same navigation")
    // E2: every Storyboard ID instantiates the same controllers.
    var identifiers = 0
    for name in before.storyboardNames {
      for scene in before.definition(named: name)?.scenes ?? [] {
        guard let identifier = scene.controller?.storyboardIdentifier else { continue }
        let owner =
          planner.selected.contains(where: { old.scenes[$0].storyboardIdentifier == identifier })
            && name == old.name ? newName : name
        let was = Self.instantiate(identifier, in: name, bundle: before)
        let now = Self.renaming(
          newName, to: old.name, in: Self.instantiate(identifier, in: owner, bundle: after))
        guard was == now else {
          throw StoryboardSplitError(
            .finding,
            "the split would change what the Storyboard ID '\(identifier)' "
              + "instantiates; nothing was written.", notes: ["before: " + was, "after:  " + now])
        }
        identifiers += 1
      }
    }
    checks.append("\(identifiers) Storyboard IDs instantiate the same controllers")
    // E3: lint finds nothing new.
    // A problem is new when no problem of the same rule said the same before (a copied
    // reference that was already dangling is the same problem in two files).
    // A reference added in front of a scene that already led nowhere leads nowhere for the
    // same reason: the same problem.
    func key(_ diagnostic: Diagnostic) -> String {
      let message = Self.renaming(newName, to: old.name, in: "error: " + diagnostic.message)
      if diagnostic.rule == .danglingReference || diagnostic.rule == .danglingPlaceholder,
        let cause = message.range(of: "leads nowhere: ")
      {
        return "dangling: " + message[cause.upperBound...]
      }
      return "\(diagnostic.rule): " + message
    }
    let lintBefore = Set(before.lint().map(key))
    let added = after.lint().filter { !lintBefore.contains(key($0)) }
    if !added.isEmpty {
      throw StoryboardSplitError(
        .finding,
        "after the split, lint would report what it does not "
          + "report now; nothing was written.", notes: added.map(\.description))
    }
    checks.append("lint reports nothing new")
    try checkBytes(old: old, planner: planner)
    checks.append("moved scenes are byte-identical once their rewired values are undone")
    report.checks = checks
  }

  /// `text` with the storyboard name `name` (as a whole word, not inside a class name) read
  /// as `replacement` when `text` is an error: errors name the storyboard a scene is in, which
  /// the split changes.
  static func renaming(_ name: String, to replacement: String, in text: String) -> String {
    // Only errors name storyboards; navigation text names scenes by object ID.
    guard text.hasPrefix("error: ") else { return text }
    let pattern =
      "(?<![A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: name)
      + "(?![A-Za-z0-9_])"
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text),
      withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
  }

  /// The controllers `identifier` instantiates from `storyboard`, as navigation text.
  private static func instantiate(
    _ identifier: String, in storyboard: String, bundle: StoryboardBundle
  )
    -> String
  {
    do {
      let controller = try catching {
        Storyboard(name: storyboard, bundle: bundle).instantiateViewController(
          withIdentifier: identifier)
      }
      let window = Window()
      window.rootViewController = controller
      return NavigationExplorer.state(of: window)
    } catch {
      return "\(error)"
    }
  }

  /// E4 (a): each moved scene in the new file is its old bytes with the recorded edits, and
  /// each staying scene of the old file is its old bytes with the recorded edits.
  private func checkBytes(old: SplitDocument, planner: SplitPlanner) throws(StoryboardSplitError) {
    guard let newFile = files.first, let oldFile = files.dropFirst().first else { return }
    let written = [newFile.bytes, oldFile.bytes].map(StoryboardSource.init(bytes:))
    for scene in old.scenes {
      let moved = planner.selected.contains(scene.index)
      let source = written[moved ? 0 : 1]
      let element = old.source.elements[scene.element]
      let range = element.start..<element.end
      let splices = (moved ? planner.movedSplices : planner.oldSplices).filter {
        range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound
          && $0.range != scene.removal
      }.map {
        StoryboardSplice(
          ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound),
          $0.replacement)
      }
      let expected = StoryboardSplice.apply(splices, to: Array(old.source.bytes[range]))
      let found = source.elements.first {
        $0.name == "scene" && $0.value("sceneID") == scene.sceneID
      }.map { Array(source.bytes[$0.start..<$0.end]) }
      if moved || !planner.selected.contains(scene.index), let found, found != expected {
        throw StoryboardSplitError(
          .finding,
          "the scene \(scene.sceneID) would not be copied "
            + "byte for byte; nothing was written. Please report this with the storyboard.")
      }
    }
  }
}
