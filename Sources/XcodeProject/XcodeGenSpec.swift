import Foundation

/// XcodeGen's `project.yml`, read as the project XcodeGen would generate: its targets with
/// their sources (folders listed from disk, less `excludes`), dependencies, settings
/// (`settings` with `base`, `configs` and `groups`, `configFiles`, `settingGroups`,
/// `targetTemplates`), packages and `include`d files; a unit-test target that depends on an
/// app gets XcodeGen's `TEST_HOST`.
enum XcodeGenSpec {
  /// How deep `include`s, templates and setting groups may nest.
  static let nestingLimit = 16

  /// The spec at `path` with its includes merged in (the including file wins).
  static func root(at path: String, chain: [String] = []) throws(XcodeProjectError) -> YAMLNode {
    guard chain.count < nestingLimit, !chain.contains(path) else {
      throw XcodeProjectError(
        path: chain.last ?? path, line: 0,
        reason: .syntax(expected: "includes that end", found: "a file including itself: \(path)"))
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw XcodeProjectError(
        path: path, line: 0, reason: .unreadable("no readable UTF-8 file is there"))
    }
    var root = try YAMLReader.parse(text, path: path)
    let directory = (path as NSString).deletingLastPathComponent
    for include in root["include"]?.elements ?? [] {
      guard let relative = include.scalar ?? include["path"]?.scalar else { continue }
      let included = relative.hasPrefix("/") ? relative : directory + "/" + relative
      root = merged(try Self.root(at: included, chain: chain + [path]), root)
    }
    return root
  }

  /// `over` merged onto `base`: mappings key by key, anything else replaced.
  static func merged(_ base: YAMLNode, _ over: YAMLNode, depth: Int = 0) -> YAMLNode {
    guard depth < YAMLReader.depthLimit, let baseEntries = base.entries,
      let overEntries = over.entries
    else { return over }
    var entries = baseEntries
    for entry in overEntries {
      if let existing = entries.firstIndex(where: { $0.key == entry.key }) {
        entries[existing].value = merged(entries[existing].value, entry.value, depth: depth + 1)
      } else {
        entries.append(entry)
      }
    }
    return YAMLNode(value: .mapping(entries), line: over.line)
  }

  /// The product type XcodeGen's `type` names.
  static func productType(_ type: String) -> ProductType {
    switch type {
    case "application": .application
    case "framework", "framework.static": .framework
    case "library.static": .staticLibrary
    case "library.dynamic": .dynamicLibrary
    case "bundle.unit-test": .unitTestBundle
    case "bundle.ui-testing": .uiTestBundle
    case "app-extension": .appExtension
    default: .other(type)
    }
  }

  /// A package as `packages:` declares one.
  static func package(_ node: YAMLNode) -> SwiftPackageReference? {
    if let path = node["path"]?.scalar { return .local(path: FileTree.normalized(path)) }
    guard
      let url = node["url"]?.scalar ?? node["github"]?.scalar.map({ "https://github.com/\($0)" })
    else { return nil }
    let rules = [
      ("from", "upToNextMajorVersion"), ("majorVersion", "upToNextMajorVersion"),
      ("minorVersion", "upToNextMinorVersion"), ("exactVersion", "exactVersion"),
      ("version", "exactVersion"), ("branch", "branch"), ("revision", "revision"),
    ]
    let requirement = rules.lazy.compactMap { key, kind in
      node[key]?.scalar.map { "\(kind) \($0)" }
    }.first
    return .remote(url: url, requirement: requirement ?? "upToNextMajorVersion 0.0.0")
  }

  /// The settings `node` (a `settings:` value) gives `configuration`: its `base`, the
  /// setting groups it names, and its `configs` entry for the configuration, or the node
  /// itself as base when it has none of those keys.
  static func settings(
    _ node: YAMLNode?, configuration: String, groups: YAMLNode?, path: String, depth: Int = 0
  ) -> [String: BuildSetting] {
    guard let node, depth < nestingLimit else { return [:] }
    let structured = ["base", "configs", "groups"].contains { node[$0] != nil }
    var result: [String: BuildSetting] = [:]
    func add(_ mapping: YAMLNode?) {
      for entry in mapping?.entries ?? [] {
        let value: BuildSetting.Value =
          switch entry.value.value {
          case .sequence(let elements): .list(elements.compactMap(\.scalar))
          default: .string(entry.value.scalar ?? "")
          }
        result[entry.key] = BuildSetting(value, path: path, line: entry.value.line)
      }
    }
    guard structured else {
      add(node)
      return result
    }
    for group in node["groups"]?.elements.compactMap(\.scalar) ?? [] {
      result.merge(
        settings(
          groups?[group], configuration: configuration, groups: groups, path: path,
          depth: depth + 1)
      ) { $1 }
    }
    add(node["base"])
    add(node["configs"]?.entries?.last { $0.key.lowercased() == configuration.lowercased() }?.value)
    return result
  }

  /// The `.xcconfig` that `configFiles` names for `configuration`, read, or its path when it is
  /// not on disk.
  static func configurationFile(
    _ node: YAMLNode?, configuration: String, directory: String
  ) throws(XcodeProjectError) -> (settings: [String: BuildSetting], missing: String?) {
    guard
      let relative = node?.entries?.last(where: {
        $0.key.lowercased() == configuration.lowercased()
      })?.value.scalar
    else { return ([:], nil) }
    let path = directory + "/" + relative
    guard FileManager.default.fileExists(atPath: path) else { return ([:], relative) }
    return (try ConfigurationFile.settings(at: path), nil)
  }

  /// Whether `path` matches the glob `pattern` (`*` within a component, `**` across them).
  static func glob(_ pattern: String, matches path: String) -> Bool {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count <= 256, components.count <= 256 else { return false }
    var memo: [Int: Bool] = [:]
    func match(_ p: Int, _ c: Int) -> Bool {
      let key = p * (components.count + 1) + c
      if let known = memo[key] { return known }
      let result: Bool
      if p == parts.count {
        result = c == components.count
      } else if parts[p] == "**" {
        result = match(p + 1, c) || (c < components.count && match(p, c + 1))
      } else {
        result =
          c < components.count
          && BuildSetting.glob(String(parts[p]), matches: String(components[c]))
          && match(p + 1, c + 1)
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }
}
