import Foundation

/// Reads the objects of a parsed project file into ``XcodeProject``'s model.
struct ProjectReader {
  let objects: ProjectObjects
  let project: ProjectObject
  let file: String
  /// The folder relative paths start from.
  let directory: String
  let objectVersion: Int
  let tree: FileTree
  /// The packages ``packages()`` read, by identifier.
  private(set) var packagesByID: [String: SwiftPackageReference] = [:]

  init(root: PropertyListNode, file: String, bundle: String) throws(XcodeProjectError) {
    self.file = file
    let parent = (bundle as NSString).deletingLastPathComponent
    directory = parent.isEmpty ? "." : parent
    guard let top = root.dictionary else {
      throw XcodeProjectError(
        path: file, line: root.line,
        reason: .wrongValue(
          key: "the file", owner: "the project file", expected: "a dictionary",
          found: root.kindDescription))
    }
    let file = ProjectObject(id: "", isa: "", fields: top, line: root.line, path: file)
    guard let entries = try file.dictionary("objects") else {
      throw XcodeProjectError(
        path: self.file, line: root.line,
        reason: .wrongValue(
          key: "objects", owner: "the project file", expected: "a dictionary", found: "missing"))
    }
    objects = ProjectObjects(objects: entries, path: self.file)
    objectVersion = Int(try file.string("objectVersion") ?? "") ?? 0
    guard let rootID = try file.string("rootObject") else {
      throw XcodeProjectError(
        path: self.file, line: root.line,
        reason: .wrongValue(
          key: "rootObject", owner: "the project file", expected: "an object identifier",
          found: "missing"))
    }
    let rootLine = top["rootObject"]?.line ?? root.line
    guard
      let project = try objects.object(
        rootID, namedIn: "rootObject", by: "the project file", line: rootLine,
        classes: ["PBXProject"])
    else {
      throw XcodeProjectError(
        path: self.file, line: rootLine,
        reason: .wrongValue(
          key: "rootObject", owner: "the project file", expected: "a PBXProject",
          found: "another class of object"))
    }
    self.project = project
    guard let mainGroup = try objects.object("mainGroup", of: project) else {
      throw XcodeProjectError(
        path: self.file, line: project.line,
        reason: .wrongValue(
          key: "mainGroup", owner: project.label, expected: "a group", found: "missing"))
    }
    tree = try FileTree(
      objects: objects, mainGroup: mainGroup,
      rootPath: try project.string("projectDirPath") ?? "")
  }

  /// The path on disk of `path`, relative to the project's folder.
  func onDisk(_ path: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// The project's configuration names, in its order.
  func configurationNames() throws(XcodeProjectError) -> [String] {
    try configurations(of: project).map(\.name)
  }

  /// The Swift packages the project lists, remembered for its targets' products, and the
  /// package folders added to its groups (before Xcode 15, a local package was a folder
  /// reference whose products the targets link without naming the package).
  mutating func packages() throws(XcodeProjectError) -> [SwiftPackageReference] {
    var result: [SwiftPackageReference] = []
    for reference in try objects.objects("packageReferences", of: project) {
      let package: SwiftPackageReference
      switch reference.isa {
      case "XCRemoteSwiftPackageReference":
        let requirement = try reference.dictionary("requirement") ?? [:]
        let kind = requirement["kind"]?.string ?? ""
        let detail = ["minimumVersion", "version", "branch", "revision"].lazy
          .compactMap { requirement[$0]?.string }.first
        package = .remote(
          url: try reference.string("repositoryURL") ?? "",
          requirement: [kind, detail].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: " "))
      case "XCLocalSwiftPackageReference":
        package = .local(
          path: FileTree.normalized(try reference.string("relativePath") ?? ""))
      default: continue
      }
      packagesByID[reference.id] = package
      result.append(package)
    }
    for (id, node) in objects.objects.sorted(by: { $0.key < $1.key })
    where node.dictionary?["isa"]?.string == "PBXFileReference"
      && node.dictionary?["lastKnownFileType"]?.string == "folder"
    {
      let reference = try ProjectObjects.object(id, node, path: file)
      guard let path = try tree.path(of: reference), !path.hasPrefix("/"),
        FileManager.default.fileExists(atPath: onDisk(path) + "/Package.swift")
      else { continue }
      let package = SwiftPackageReference.local(path: path)
      if !result.contains(package) { result.append(package) }
    }
    return result
  }

  /// One configuration of a configuration list.
  struct Configuration {
    var name: String
    /// Its `buildSettings`.
    var settings: [String: BuildSetting]
    /// Its `.xcconfig`'s settings.
    var file: [String: BuildSetting] = [:]
    /// Its `.xcconfig` when it is not on disk: Xcode warns and builds without it.
    var missingFile: String?
  }

  /// A configuration list's configurations: each one's name, its settings, and its
  /// `.xcconfig`'s.
  func configurations(of owner: ProjectObject) throws(XcodeProjectError) -> [Configuration] {
    guard let list = try objects.object("buildConfigurationList", of: owner) else { return [] }
    var result: [Configuration] = []
    for configuration in try objects.objects(
      "buildConfigurations", of: list, classes: ["XCBuildConfiguration"])
    {
      let name = try configuration.string("name") ?? "Debug"
      var settings: [String: BuildSetting] = [:]
      for (key, node) in try configuration.dictionary("buildSettings") ?? [:] {
        if let string = node.string {
          settings[key] = BuildSetting(.string(string), path: file, line: node.line)
        } else if let elements = node.array {
          settings[key] = BuildSetting(
            .list(elements.compactMap(\.string)), path: file, line: node.line)
        } else {
          throw configuration.wrong(key, node, expected: "a string or an array of strings")
        }
      }
      var read = Configuration(name: name, settings: settings)
      var base: String?
      if let reference = try objects.object("baseConfigurationReference", of: configuration) {
        base = try tree.path(of: reference)
      } else if let anchor = try objects.object(
        "baseConfigurationReferenceAnchor", of: configuration),
        let folder = try tree.path(of: anchor),
        let relative = try configuration.string("baseConfigurationReferenceRelativePath")
      {
        base = FileTree.normalized(folder + "/" + relative)
      }
      if let base {
        if FileManager.default.fileExists(atPath: onDisk(base)) {
          read.file = try ConfigurationFile.settings(at: onDisk(base))
        } else {
          read.missingFile = base
        }
      }
      result.append(read)
    }
    return result
  }

  /// The project's native targets.
  func targets(projectName: String) throws(XcodeProjectError) -> [XcodeTarget] {
    let projectConfigurations = try configurations(of: project)
    let exceptions = try membershipExceptions()
    var result: [XcodeTarget] = []
    for object in try objects.objects("targets", of: project, classes: ["PBXNativeTarget"]) {
      var target = XcodeTarget(
        name: try object.string("name") ?? object.id,
        productType: ProductType(try object.string("productType") ?? ""), line: object.line)
      try readBuildPhases(of: object, into: &target)
      try readSynchronizedFolders(of: object, exceptions: exceptions, into: &target)
      try readDependencies(of: object, into: &target)
      let own = try configurations(of: object)
      for configuration in Set(own.map(\.name) + projectConfigurations.map(\.name)) {
        let mine = own.first { $0.name == configuration }
        let shared = projectConfigurations.first { $0.name == configuration }
        let levels = [mine?.settings, mine?.file, shared?.settings, shared?.file].map {
          BuildSetting.level($0 ?? [:], configuration: configuration)
        }
        target.configurations[configuration] = BuildSettings(
          levels: levels,
          defaults: Self.defaults(
            target: target, project: projectName, configuration: configuration,
            directory: directory))
      }
      target.missingFiles += (own + projectConfigurations).compactMap(\.missingFile)
      try removeInfoPlist(from: &target)
      target.sources = Self.unique(target.sources)
      target.nativeSources = Self.unique(target.nativeSources)
      target.resources = Self.unique(target.resources)
      target.missingFiles = Self.unique(target.missingFiles)
      result.append(target)
    }
    return result
  }

  /// `paths` without repetitions, in their order.
  private static func unique(_ paths: [String]) -> [String] {
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }

  /// Xcode's values of the settings no level sets that a package needs.
  static func defaults(
    target: XcodeTarget, project: String, configuration: String, directory: String
  ) -> [String: String] {
    let wrapper =
      switch target.productType {
      case .application: "app"
      case .unitTestBundle, .uiTestBundle: "xctest"
      case .framework: "framework"
      case .appExtension: "appex"
      default: ""
      }
    return [
      "TARGET_NAME": target.name, "PROJECT_NAME": project, "CONFIGURATION": configuration,
      "PROJECT_DIR": directory, "SRCROOT": directory, "SOURCE_ROOT": directory,
      "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
      "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "WRAPPER_EXTENSION": wrapper,
      "FULL_PRODUCT_NAME": "$(PRODUCT_NAME).$(WRAPPER_EXTENSION)", "SDKROOT": "iphoneos",
      "PLATFORM_NAME": "iphonesimulator", "EFFECTIVE_PLATFORM_NAME": "-iphonesimulator",
      "BUILD_DIR": "build",
      "BUILT_PRODUCTS_DIR": "$(BUILD_DIR)/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)",
      "CONFIGURATION_BUILD_DIR": "$(BUILT_PRODUCTS_DIR)",
      "TARGET_BUILD_DIR": "$(BUILT_PRODUCTS_DIR)",
      "BUNDLE_EXECUTABLE_FOLDER_PATH": "", "CONTENTS_FOLDER_PATH": "$(FULL_PRODUCT_NAME)",
    ]
  }
}
