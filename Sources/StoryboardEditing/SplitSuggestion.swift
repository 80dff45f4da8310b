import Foundation
import StoryboardLoader
import StoryboardRuntime

/// A group of scenes worth splitting out of a storyboard: the scenes one scene leads to that
/// nothing else reaches, so that few segues cross its border ("choose a small, reasonably
/// autonomous part").
public struct SplitSuggestion: Sendable, Equatable {
  /// The scenes, as `--scenes` selectors (Storyboard IDs where unique, else controller IDs).
  public var selectors: [String]
  /// The scene every path into the group goes through.
  public var entry: String
  /// The segues that cross the group's border into it.
  public var crossingIn: Int
  /// The segues that cross the group's border out of it.
  public var crossingOut: Int
  /// A name for the new storyboard.
  public var newName: String
  /// The name before it was made unique.
  var baseName: String { newName }
  /// The command that makes this split.
  public var command: String

  /// Every segue that crosses the border.
  public var crossings: Int { crossingIn + crossingOut }

  /// The best groups to split out of the storyboard at `path`, best first: fewest segues
  /// crossing, then the larger group; at most `limit`.
  public static func suggestions(forStoryboardAt path: String, limit: Int = 5)
    throws(StoryboardSplitError) -> [SplitSuggestion]
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StoryboardSplitError(
        .unreadable, "cannot read the storyboard. Check the path and its permissions.", path: path)
    }
    return try suggestions(forStoryboardData: [UInt8](data), path: path, limit: limit)
  }

  /// ``suggestions(forStoryboardAt:limit:)`` for the bytes of a storyboard file at `path`
  /// (its name and its folder's other storyboards come from the path).
  public static func suggestions(forStoryboardData data: [UInt8], path: String, limit: Int = 5)
    throws(StoryboardSplitError) -> [SplitSuggestion]
  {
    let name = StoryboardLoader.storyboardName(ofFile: path)
    let definition: StoryboardDefinition
    do {
      definition = try StoryboardLoader.loadStoryboard(data: data, name: name, path: path)
    } catch {
      throw StoryboardSplitError(error)
    }
    let document = SplitDocument(
      path: path, name: name, bytes: [UInt8](data), definition: definition)
    return suggestions(for: document, path: path, limit: limit)
  }

  static func suggestions(for document: SplitDocument, path: String, limit: Int)
    -> [SplitSuggestion]
  {
    let count = document.scenes.count
    var successors = Array(repeating: [Int](), count: count)
    var edges: [(Int, Int)] = []
    for segue in document.segues where segue.kind != "unwind" {
      guard let target = segue.destination.flatMap({ document.sceneOfController[$0] }),
        target != segue.scene
      else { continue }
      successors[segue.scene].append(target)
      edges.append((segue.scene, target))
    }
    guard
      let root = document.definition.initialViewControllerID.flatMap({
        document.sceneOfController[$0]
      })
    else { return [] }
    let dominators = Self.immediateDominators(root: root, successors: successors)
    let deployment = document.source.elements.first { $0.name == "deployment" }?.value("version")
      .flatMap(Int.init).map { $0 >> 8 }
    var suggestions: [SplitSuggestion] = []
    // Names of the storyboards beside it, and of earlier suggestions, are taken.
    var siblingNames: Set<String> = [document.name.lowercased()]
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in siblings where file.hasSuffix(".storyboard") {
      siblingNames.insert(String(file.dropLast(".storyboard".count)).lowercased())
    }
    for entry in 0..<count
    where entry != root && dominators[entry] != nil && !document.scenes[entry].isReference {
      // The scenes `entry` dominates: every path from the launch to them goes through it.
      var group: Set<Int> = [entry]
      for scene in 0..<count where scene != entry {
        var walker = dominators[scene]
        var steps = 0
        while let current = walker, current != root, steps <= count {
          if current == entry {
            group.insert(scene)
            break
          }
          walker = dominators[current]
          steps += 1
        }
      }
      guard group.count >= 2, group.count < count - 1 else { continue }
      let crossingIn = edges.filter { !group.contains($0.0) && group.contains($0.1) }.count
      let crossingOut = edges.filter { group.contains($0.0) && !group.contains($0.1) }.count
      let identifiers = document.scenes.compactMap(\.storyboardIdentifier)
      let selectors = group.sorted().map { scene -> String in
        let item = document.scenes[scene]
        if let identifier = item.storyboardIdentifier,
          identifiers.filter({ $0 == identifier }).count == 1
        {
          return identifier
        }
        return item.controllerID ?? item.sceneID
      }
      let named = ([entry] + group.sorted()).first {
        document.scenes[$0].storyboardIdentifier != nil || document.scenes[$0].customClass != nil
      }
      let newName = Self.name(for: document.scenes[named ?? entry])
      var command =
        "storyboard-tool split \(Self.quoted(path)) --scenes \(Self.quoted(selectors.joined(separator: ","))) "
        + "--into \(newName)"
      // Below iOS 9, a relationship or embed cut needs the segregation technique's stand-ins.
      let cutsRelationship = document.segues.contains { segue in
        guard segue.kind == "relationship" || segue.kind == "embed",
          let target = segue.destination.flatMap({ document.sceneOfController[$0] })
        else { return false }
        return group.contains(segue.scene) != group.contains(target)
      }
      if cutsRelationship, let version = deployment, version < 9 {
        command += " --relationships placeholder"
      }
      suggestions.append(
        SplitSuggestion(
          selectors: selectors, entry: document.describe(entry), crossingIn: crossingIn,
          crossingOut: crossingOut, newName: newName, command: command))
    }
    // Fewest crossings first; then a group near a quarter of the storyboard (at least three
    // scenes): "a small, reasonably autonomous part".
    let target = max(3, count / 4)
    let best = suggestions.sorted {
      ($0.crossings, abs($0.selectors.count - target), $0.entry)
        < ($1.crossings, abs($1.selectors.count - target), $1.entry)
    }.prefix(limit)
    // Named in the order shown, so that the first gets the plain name.
    var names = siblingNames
    return best.map { suggestion in
      var suggestion = suggestion
      var name = suggestion.baseName
      var suffix = 2
      while names.contains(name.lowercased()) {
        name = "\(suggestion.baseName)\(suffix)"
        suffix += 1
      }
      names.insert(name.lowercased())
      suggestion.command = suggestion.command.replacingOccurrences(
        of: " --into \(suggestion.newName)", with: " --into \(name)")
      suggestion.newName = name
      return suggestion
    }
  }

  /// A storyboard name from a scene: its Storyboard ID, class or element, without
  /// `ViewController`.
  private static func name(for scene: SplitDocument.Scene) -> String {
    var name = scene.storyboardIdentifier ?? scene.customClass ?? "Split"
    for suffix in ["ViewController", "Controller", "VC"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      name = String(name.dropLast(suffix.count))
    }
    let allowed = name.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    return allowed.isEmpty ? "Split" : allowed.prefix(1).uppercased() + allowed.dropFirst()
  }

  private static func quoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || "/._-,+@".contains($0) }
      ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Each node's immediate dominator from `root` (Cooper, Harvey and Kennedy's iterative
  /// algorithm), `nil` for nodes the root does not reach. Iterative, never recursive.
  static func immediateDominators(root: Int, successors: [[Int]]) -> [Int?] {
    let count = successors.count
    // Reverse postorder by an explicit stack.
    var order: [Int] = []
    var visited = Array(repeating: false, count: count)
    var stack: [(Int, Int)] = [(root, 0)]
    visited[root] = true
    while let (node, start) = stack.popLast() {
      var next = start
      if next < successors[node].count {
        let child = successors[node][next]
        next += 1
        stack.append((node, next))
        if !visited[child] {
          visited[child] = true
          stack.append((child, 0))
        }
      } else {
        order.append(node)
      }
    }
    order.reverse()
    var position = Array(repeating: -1, count: count)
    for (index, node) in order.enumerated() { position[node] = index }
    var predecessors = Array(repeating: [Int](), count: count)
    for (node, children) in successors.enumerated() {
      for child in children { predecessors[child].append(node) }
    }
    var dominator: [Int?] = Array(repeating: nil, count: count)
    dominator[root] = root
    var changed = true
    var rounds = 0
    while changed, rounds <= count + 1 {
      changed = false
      rounds += 1
      for node in order where node != root {
        var candidate: Int?
        for predecessor in predecessors[node] where dominator[predecessor] != nil {
          guard var current = candidate else {
            candidate = predecessor
            continue
          }
          var other = predecessor
          while current != other {
            while position[current] > position[other] { current = dominator[current]! }
            while position[other] > position[current] { other = dominator[other]! }
          }
          candidate = current
        }
        if let candidate, dominator[node] != candidate {
          dominator[node] = candidate
          changed = true
        }
      }
    }
    dominator[root] = nil
    return dominator.enumerated().map { $0.offset == root ? nil : $0.element }
  }
}
