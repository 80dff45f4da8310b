import Foundation
import StoryboardLoader
import StoryboardRuntime

extension StoryboardSplit {
  /// Plans the split of the storyboard at `oldPath`, proves that navigation is unchanged, and
  /// returns the files to write; nothing is written.
  /// - Throws: ``StoryboardSplitError``: `.usage` for a wrong request, `.finding` when the split
  ///   would change the app or cannot be made safely, `.unreadable` for a file that cannot be
  ///   read.
  public static func plan(_ oldPath: String, options: Options) throws(StoryboardSplitError)
    -> StoryboardSplit
  {
    do {
      return try makePlan(oldPath, options: options)
    } catch {
      var error = error
      if error.path == nil, error.kind != .usage { error.path = oldPath }
      throw error
    }
  }

  private static func makePlan(_ oldPath: String, options: Options) throws(StoryboardSplitError)
    -> StoryboardSplit
  {
    try checkName(options.newName)
    let oldName = StoryboardLoader.storyboardName(ofFile: oldPath)
    let old = try read(oldPath, name: oldName)
    let folder = options.bundleFolder ?? defaultBundleFolder(of: oldPath)
    let others = try bundle(
      in: folder, besides: oldPath, oldName: oldName, newName: options.newName)
    var selected = try select(options.scenes, in: old)
    // A reference that a staying scene reaches stays: a reference to a reference would only
    // add a step. Moved scenes that reach it get a copy.
    let stayingReferences = selected.filter { scene in
      old.scenes[scene].isReference
        && old.segues.contains {
          $0.destination == old.scenes[scene].controllerID && !selected.contains($0.scene)
        }
    }
    selected.removeAll(where: stayingReferences.contains)
    if selected.isEmpty {
      throw StoryboardSplitError(
        .usage,
        "--scenes selects only storyboard references that scenes staying in \(oldName).storyboard "
          + "reach; select the scenes themselves.")
    }
    selected += movedReferences(of: old, selected: Set(selected))
    var planner = SplitPlanner(old: old, options: options, selected: selected.sorted())
    let external = externalEntries(into: old, from: others, selected: Set(selected))
    try planner.check(externalEntries: external)
    try planner.chooseInitial(externalEntries: external)
    let entries = planner.entries(externalEntries: external)
    try planner.assignIdentifiers(entries: entries)
    planner.editOld(entries: entries)
    let (movedRanges, backText) = planner.backReferenceScenes()
    let newPath =
      URL(fileURLWithPath: oldPath).deletingLastPathComponent()
      .appendingPathComponent(options.newName + ".storyboard").path
    var files = [
      File(
        path: newPath,
        bytes: planner.newFile(movedRanges: movedRanges, backReferenceText: backText), original: nil
      ),
      File(
        path: oldPath, bytes: StoryboardSplice.apply(planner.oldSplices, to: old.source.bytes),
        original: old.source.bytes),
    ]
    files += planner.editOthers(others)
    files += planner.moveStrings(of: oldPath, folder: folder)
    let moved = Set(selected)
    let stayingScenes = old.scenes.filter { !moved.contains($0.index) }
    let membership = Membership(
      oldName: oldName, newName: options.newName,
      movedIdentifiers: Set(moved.compactMap { planner.identifiers[$0] }),
      stayingIdentifiers: Set(stayingScenes.compactMap(\.storyboardIdentifier)),
      movedClasses: Set(moved.compactMap { old.scenes[$0].customClass }),
      stayingClasses: Set(stayingScenes.compactMap(\.customClass)),
      initialMoved: old.definition.initialViewControllerID.flatMap { old.sceneOfController[$0] }
        .map(moved.contains) ?? false)
    var split = StoryboardSplit(files: files, report: planner.report, membership: membership)
    for scene in selected.sorted() {
      split.report.moved.append(old.describe(scene))
    }
    try split.prove(old: old, others: others, planner: planner)
    return split
  }

  private static func read(_ path: String, name: String) throws(StoryboardSplitError)
    -> SplitDocument
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StoryboardSplitError(
        .unreadable, "cannot read the storyboard. Check the path and its permissions.", path: path)
    }
    let bytes = [UInt8](data)
    do {
      let definition = try StoryboardLoader.loadStoryboard(data: bytes, name: name, path: path)
      return SplitDocument(path: path, name: name, bytes: bytes, definition: definition)
    } catch {
      throw StoryboardSplitError(error)
    }
  }

  /// The folder that holds the old storyboard's `.lproj` folder, or its own folder.
  static func defaultBundleFolder(of path: String) -> String {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    return folder.pathExtension == "lproj" ? folder.deletingLastPathComponent().path : folder.path
  }

  /// The other storyboards of the bundle, read; refuses a new name that one of them (or a
  /// file) has already, and a localized full copy of the old storyboard.
  private static func bundle(
    in folder: String, besides oldPath: String, oldName: String, newName: String
  ) throws(StoryboardSplitError) -> [SplitDocument] {
    let paths = (try? StoryboardLoader.storyboardFiles(atPath: folder)) ?? []
    let oldFile = URL(fileURLWithPath: oldPath).standardizedFileURL.path
    var others: [SplitDocument] = []
    for path in paths where URL(fileURLWithPath: path).standardizedFileURL.path != oldFile {
      let name = StoryboardLoader.storyboardName(ofFile: path)
      if name.lowercased() == newName.lowercased() {
        throw StoryboardSplitError(
          .usage, "\(name).storyboard already exists at \(path); choose another --into.")
      }
      if name == oldName {
        throw StoryboardSplitError(
          .usage,
          "\(path) is a localized copy of \(oldName).storyboard; split each localized copy "
            + "or convert it to Base localization with .strings first.")
      }
      others.append(try read(path, name: name))
    }
    let beside = URL(fileURLWithPath: oldPath).deletingLastPathComponent()
      .appendingPathComponent(newName + ".storyboard").path
    if FileManager.default.fileExists(atPath: beside) {
      throw StoryboardSplitError(
        .usage, "\(newName).storyboard already exists at \(beside); choose another --into.")
    }
    return others
  }

  /// Reference scenes that only selected scenes reach: they move with them (split rule N4).
  private static func movedReferences(of old: SplitDocument, selected: Set<Int>) -> [Int] {
    old.scenes.filter { scene in
      guard scene.isReference, !selected.contains(scene.index),
        scene.controllerID != old.definition.initialViewControllerID
      else { return false }
      let sources = old.segues.filter { $0.destination == scene.controllerID }.map(\.scene)
      return !sources.isEmpty && sources.allSatisfy(selected.contains)
    }.map(\.index)
  }

  /// The selected scenes other storyboards reach through references and placeholders.
  private static func externalEntries(
    into old: SplitDocument, from others: [SplitDocument], selected: Set<Int>
  ) -> [Int] {
    var found: Set<Int> = []
    for other in others {
      for target in other.references(into: old.name) {
        if let scene = old.scene(identifiedBy: target), selected.contains(scene) {
          found.insert(scene)
        }
      }
    }
    return found.sorted()
  }
}

extension SplitDocument {
  /// What the references and placeholders of this file name in the storyboard `name`: a
  /// Storyboard ID, or `nil` for its initial controller.
  func references(into name: String) -> [String?] {
    var targets: [String?] = []
    for (index, element) in source.elements.enumerated() {
      if ControllerKind(element: element.name) == .reference {
        if (element.value("storyboardName") ?? self.name) == name {
          targets.append(element.value("referencedIdentifier"))
        }
      } else if element.name == "userDefinedRuntimeAttribute",
        element.value("keyPath") == "storyboardName", element.value("value") == name
      {
        let siblings = source.elements.indices.filter {
          source.elements[$0].parent == element.parent && $0 != index
        }
        let identifier = siblings.compactMap { sibling -> String? in
          let attribute = source.elements[sibling]
          return ["storyboardIdentifier", "sceneIdentifier"].contains(
            attribute.value("keyPath") ?? "")
            ? attribute.value("value") : nil
        }.first
        targets.append(identifier)
      }
    }
    return targets
  }

  /// The scene with the Storyboard ID `identifier`, or the initial scene for `nil`.
  func scene(identifiedBy identifier: String?) -> Int? {
    guard let identifier else {
      return definition.initialViewControllerID.flatMap { sceneOfController[$0] }
    }
    return scenes.first { $0.storyboardIdentifier == identifier }?.index
  }
}
