/// Where the project's files are: each file element's path from its `sourceTree` and the
/// groups above it.
struct FileTree {
  /// The group each element is a child of.
  private var parents: [String: String] = [:]
  private let objects: ProjectObjects
  /// The path of the main group (the project's `projectDirPath`), relative to the project's
  /// folder.
  private let rootPath: String
  private let mainGroup: String

  /// The classes whose `children` hold other elements.
  static let groupClasses: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

  /// The tree under `mainGroup`, which `project` names.
  /// - Throws: ``XcodeProjectError/Reason/groupCycle(_:)`` for groups that contain each
  ///   other; errors of the objects it names.
  init(objects: ProjectObjects, mainGroup: ProjectObject, rootPath: String)
    throws(XcodeProjectError)
  {
    self.objects = objects
    self.rootPath = rootPath
    self.mainGroup = mainGroup.id
    var pending = [mainGroup]
    var seen: Set<String> = [mainGroup.id]
    while let group = pending.popLast() {
      for (id, line) in try group.strings("children") {
        guard !seen.contains(id) else {
          if objects.objects[id]?.dictionary?["children"] != nil {
            throw XcodeProjectError(
              path: objects.path, line: line,
              reason: .groupCycle(chain(to: group.id) + [id]))
          }
          continue
        }
        seen.insert(id)
        parents[id] = group.id
        guard let child = try objects.object(id, namedIn: "children", by: group.label, line: line)
        else { continue }
        if Self.groupClasses.contains(child.isa) { pending.append(child) }
      }
    }
  }

  /// The groups from the main group down to `id`.
  private func chain(to id: String) -> [String] {
    var chain = [id]
    var current = id
    while let parent = parents[current], chain.count <= parents.count {
      chain.insert(parent, at: 0)
      current = parent
    }
    return chain
  }

  /// The path of `element` relative to the project's folder (absolute for `<absolute>`), or
  /// `nil` for one outside it (the SDK's, the built products', the developer folder's).
  func path(of element: ProjectObject) throws(XcodeProjectError) -> String? {
    var components: [String] = []
    var current: ProjectObject? = element
    var steps = 0
    while let object = current, steps <= parents.count {
      steps += 1
      let path = try object.string("path")
      let tree = try object.string("sourceTree") ?? "<group>"
      if object.id == mainGroup {
        if let path { components.insert(path, at: 0) }
        components.insert(rootPath, at: 0)
        break
      }
      switch tree {
      case "<group>":
        if let path { components.insert(path, at: 0) }
        guard let parent = parents[object.id] else {
          components.insert(rootPath, at: 0)
          current = nil
          continue
        }
        current = objects.objects[parent].flatMap {
          try? ProjectObjects.object(parent, $0, path: objects.path)
        }
      case "SOURCE_ROOT":
        if let path { components.insert(path, at: 0) }
        current = nil
      case "<absolute>":
        if let path { components.insert(path, at: 0) }
        return Self.normalized(components.filter { !$0.isEmpty }.joined(separator: "/"))
      default:
        return nil
      }
    }
    return Self.normalized(components.filter { !$0.isEmpty }.joined(separator: "/"))
  }

  /// `path` without empty, `.` and resolvable `..` components.
  static func normalized(_ path: String) -> String {
    var result: [Substring] = []
    for component in path.split(separator: "/") {
      if component == "." { continue }
      if component == "..", let last = result.last, last != ".." {
        result.removeLast()
      } else {
        result.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + result.joined(separator: "/")
  }
}
