import Foundation

/// Reads the targets of an XcodeGen spec into ``XcodeTarget``s.
struct SpecTargetReader {
  let root: YAMLNode
  let path: String
  let directory: String
  let projectName: String
  let configurations: [String]
  let packages: [String: SwiftPackageReference]
  /// The product name of each application target, by target name.
  private var appProducts: [String: String] = [:]

  init(
    root: YAMLNode, path: String, directory: String, projectName: String,
    configurations: [String], packages: [String: SwiftPackageReference]
  ) {
    self.root = root
    self.path = path
    self.directory = directory
    self.projectName = projectName
    self.configurations = configurations
    self.packages = packages
    for entry in root["targets"]?.entries ?? [] where entry.value["type"]?.scalar == "application" {
      appProducts[entry.key] = entry.value["productName"]?.scalar ?? entry.key
    }
  }

  /// `node` with the `templates` it names merged under it (the target wins).
  private func applyingTemplates(_ node: YAMLNode, depth: Int = 0) -> YAMLNode {
    guard depth < XcodeGenSpec.nestingLimit else { return node }
    var merged = YAMLNode(value: .mapping([]), line: node.line)
    for name in node["templates"]?.elements.compactMap(\.scalar) ?? [] {
      guard let template = root["targetTemplates"]?[name] else { continue }
      merged = XcodeGenSpec.merged(merged, applyingTemplates(template, depth: depth + 1))
    }
    return XcodeGenSpec.merged(merged, node)
  }

  /// The target `name` that `node` declares.
  func target(named name: String, _ node: YAMLNode) throws(XcodeProjectError) -> XcodeTarget {
    let spec = applyingTemplates(node)
    var target = XcodeTarget(
      name: name, productType: XcodeGenSpec.productType(spec["type"]?.scalar ?? ""),
      line: node.line)
    for source in spec["sources"]?.elements ?? [] { read(source, into: &target) }
    for dependency in spec["dependencies"]?.elements ?? [] {
      if let other = dependency["target"]?.scalar {
        target.dependencies.append(other)
      } else if let package = dependency["package"]?.scalar {
        let products =
          dependency["products"]?.elements.compactMap(\.scalar)
          ?? [dependency["product"]?.scalar ?? package]
        for product in products {
          target.packageProducts.append(.init(name: product, package: packages[package]))
        }
      } else if let framework = dependency["sdk"]?.scalar ?? dependency["framework"]?.scalar {
        target.linkedFrameworks.append((framework as NSString).lastPathComponent)
      } else if let carthage = dependency["carthage"]?.scalar {
        target.linkedFrameworks.append(carthage + ".framework")
      }
    }
    for key in ["preBuildScripts", "postCompileScripts", "postBuildScripts"] {
      for script in spec[key]?.elements ?? [] {
        target.scriptPhases.append(script["name"]?.scalar ?? "Run Script")
      }
    }
    let infoPath = spec["info"]?["path"]?.scalar
    if let properties = spec["info"]?["properties"] {
      target.infoPlistContents = Self.propertyList(properties)
    }
    var presets: [String: BuildSetting] = [:]
    func preset(_ key: String, _ value: String?) {
      if let value { presets[key] = BuildSetting(.string(value), path: path, line: node.line) }
    }
    preset("PRODUCT_NAME", spec["productName"]?.scalar)
    preset("INFOPLIST_FILE", infoPath)
    if target.productType == .unitTestBundle,
      let app = target.dependencies.lazy.compactMap({ appProducts[$0] }).first
    {
      preset("TEST_HOST", "$(BUILT_PRODUCTS_DIR)/\(app).app/\(app)")
      preset("BUNDLE_LOADER", "$(TEST_HOST)")
    }
    let groups = root["settingGroups"]
    for configuration in configurations {
      let own = try XcodeGenSpec.configurationFile(
        spec["configFiles"], configuration: configuration, directory: directory)
      let shared = try XcodeGenSpec.configurationFile(
        root["configFiles"], configuration: configuration, directory: directory)
      target.missingFiles += [own.missing, shared.missing].compactMap { $0 }
      let levels = [
        XcodeGenSpec.settings(
          spec["settings"], configuration: configuration, groups: groups, path: path),
        own.settings,
        XcodeGenSpec.settings(
          root["settings"], configuration: configuration, groups: groups, path: path),
        shared.settings, presets,
      ].map { BuildSetting.level($0, configuration: configuration) }
      target.configurations[configuration] = BuildSettings(
        levels: levels,
        defaults: ProjectReader.defaults(
          target: target, project: projectName, configuration: configuration,
          directory: directory))
    }
    // XcodeGen never copies an Info.plist.
    target.resources.removeAll { ($0 as NSString).lastPathComponent == "Info.plist" }
    for keyPath in [\XcodeTarget.sources, \.nativeSources, \.resources, \.missingFiles] {
      var seen: Set<String> = []
      target[keyPath: keyPath] = target[keyPath: keyPath].filter { seen.insert($0).inserted }
    }
    return target
  }

  /// The files of one `sources` entry: a folder's files less its `excludes` (and only its
  /// `includes`, when it has some), or one file; its `buildPhase` overrides their role.
  private func read(_ node: YAMLNode, into target: inout XcodeTarget) {
    guard let relative = (node.scalar ?? node["path"]?.scalar).map(FileTree.normalized) else {
      return
    }
    let excludes = node["excludes"]?.elements.compactMap(\.scalar) ?? []
    let includes = node["includes"]?.elements.compactMap(\.scalar) ?? []
    let phase = node["buildPhase"]?.scalar ?? node["buildPhase"]?.entries?.first?.key
    func add(_ file: String, named name: String) {
      let role: FileRole =
        switch phase {
        case "sources": FileRole(ofFileNamed: name) == .nativeSource ? .nativeSource : .swiftSource
        case "resources": .resource
        case "none", "headers", "copyFiles": .ignored
        default: FileRole(ofFileNamed: name)
        }
      switch role {
      case .swiftSource: target.sources.append(file)
      case .nativeSource: target.nativeSources.append(file)
      case .resource: target.resources.append(file)
      case .ignored: break
      }
    }
    let full = relative.hasPrefix("/") ? relative : directory + "/" + relative
    if let files = SynchronizedFolder.files(in: full) {
      for file in files
      where !excludes.contains(where: { XcodeGenSpec.glob($0, matches: file) })
        && (includes.isEmpty || includes.contains { XcodeGenSpec.glob($0, matches: file) })
      {
        add(relative + "/" + file, named: (file as NSString).lastPathComponent)
      }
    } else if FileManager.default.fileExists(atPath: full) {
      add(relative, named: (relative as NSString).lastPathComponent)
    } else if node["optional"]?.scalar != "true" {
      target.missingFiles.append(relative)
    }
  }

  /// `node` as an XML property list: mappings as dictionaries, sequences as arrays, `true`
  /// and `false` as booleans, integers as integers, other scalars as strings.
  static func propertyList(_ node: YAMLNode) -> String? {
    func object(_ node: YAMLNode, depth: Int) -> Any {
      guard depth < YAMLReader.depthLimit else { return "" }
      switch node.value {
      case .mapping(let entries):
        var dictionary: [String: Any] = [:]
        for entry in entries { dictionary[entry.key] = object(entry.value, depth: depth + 1) }
        return dictionary
      case .sequence(let elements): return elements.map { object($0, depth: depth + 1) }
      case .scalar(let text):
        if text == "true" || text == "YES" { return true }
        if text == "false" || text == "NO" { return false }
        if let number = Int(text) { return number }
        return text
      case .null: return ""
      }
    }
    guard
      let data = try? PropertyListSerialization.data(
        fromPropertyList: object(node, depth: 0), format: .xml, options: 0)
    else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// The schemes the spec declares: each target's `scheme:`, and `schemes:`.
  func schemes() -> [XcodeScheme] {
    var result: [XcodeScheme] = []
    func environment(_ node: YAMLNode?) -> [String: String] {
      var variables: [String: String] = [:]
      for entry in node?.entries ?? [] { variables[entry.key] = entry.value.scalar ?? "" }
      for element in node?.entries == nil ? node?.elements ?? [] : [] {
        guard element["isEnabled"]?.scalar != "false", let key = element["variable"]?.scalar
        else { continue }
        variables[key] = element["value"]?.scalar ?? ""
      }
      return variables
    }
    func arguments(_ node: YAMLNode?) -> [String] {
      (node?.entries ?? []).filter { $0.value.scalar != "false" }.map(\.key)
    }
    for entry in root["targets"]?.entries ?? [] {
      guard let scheme = entry.value["scheme"] else { continue }
      var read = XcodeScheme(name: entry.key)
      for test in scheme["testTargets"]?.elements ?? [] {
        guard let name = test.scalar ?? test["name"]?.scalar else { continue }
        read.testTargets.append(name)
        read.skippedTests[name] = test["skippedTests"]?.elements.compactMap(\.scalar)
      }
      read.environment = environment(scheme["environmentVariables"])
      read.arguments = arguments(scheme["commandLineArguments"])
      result.append(read)
    }
    for entry in root["schemes"]?.entries ?? [] {
      var read = XcodeScheme(name: entry.key)
      let test = entry.value["test"]
      for target in test?["targets"]?.elements ?? [] {
        guard let name = target.scalar ?? target["name"]?.scalar else { continue }
        read.testTargets.append(name)
        read.skippedTests[name] = target["skippedTests"]?.elements.compactMap(\.scalar)
      }
      read.environment = environment(test?["environmentVariables"])
      read.arguments = arguments(test?["commandLineArguments"])
      result.append(read)
    }
    return result
  }
}
