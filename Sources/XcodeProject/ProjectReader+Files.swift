import Foundation

extension ProjectReader {
  /// The files each synchronized folder's exception sets name, by folder and target.
  struct Exceptions {
    /// Folder identifier → target identifier → the paths, relative to the folder.
    var byFolder: [String: [String: Set<String>]] = [:]
  }

  /// Every synchronized folder's membership exceptions.
  func membershipExceptions() throws(XcodeProjectError) -> Exceptions {
    var result = Exceptions()
    for (id, node) in objects.objects
    where node.dictionary?["isa"]?.string
      == "PBXFileSystemSynchronizedRootGroup"
    {
      let folder = try ProjectObjects.object(id, node, path: file)
      for set in try objects.objects(
        "exceptions", of: folder, classes: ["PBXFileSystemSynchronizedBuildFileExceptionSet"])
      {
        guard let target = try set.string("target") else { continue }
        let paths = try set.strings("membershipExceptions").map(\.value)
        result.byFolder[id, default: [:]][target, default: []].formUnion(paths)
      }
    }
    return result
  }

  /// The files of the target's build phases, its linked frameworks and products, its scripts.
  func readBuildPhases(of object: ProjectObject, into target: inout XcodeTarget)
    throws(XcodeProjectError)
  {
    for phase in try objects.objects("buildPhases", of: object) {
      switch phase.isa {
      case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase":
        for path in try files(of: phase) {
          let role = FileRole(ofFileNamed: path)
          add(path, as: phase.isa == "PBXSourcesBuildPhase" ? role : .resource, to: &target)
        }
      case "PBXFrameworksBuildPhase":
        for buildFile in try objects.objects("files", of: phase, classes: ["PBXBuildFile"]) {
          if let product = try objects.object("productRef", of: buildFile) {
            try addProduct(product, to: &target)
          } else if let reference = try objects.object("fileRef", of: buildFile) {
            let path = try reference.string("path")
            guard let name = try reference.string("name") ?? path else { continue }
            let last = (name as NSString).lastPathComponent
            if !target.linkedFrameworks.contains(last) { target.linkedFrameworks.append(last) }
          }
        }
      case "PBXShellScriptBuildPhase":
        target.scriptPhases.append(try phase.string("name") ?? "Run Script")
      default: continue
      }
    }
    for product in try objects.objects(
      "packageProductDependencies", of: object, classes: ["XCSwiftPackageProductDependency"])
    {
      try addProduct(product, to: &target)
    }
  }

  /// The paths of the files a build phase lists: a localized file's variants each.
  private func files(of phase: ProjectObject) throws(XcodeProjectError) -> [String] {
    var result: [String] = []
    for buildFile in try objects.objects("files", of: phase, classes: ["PBXBuildFile"]) {
      guard let element = try objects.object("fileRef", of: buildFile) else { continue }
      switch element.isa {
      case "PBXVariantGroup":
        for variant in try objects.objects("children", of: element) {
          if let path = try tree.path(of: variant) { result.append(path) }
        }
      case "PBXFileReference", "XCVersionGroup":
        if let path = try tree.path(of: element) { result.append(path) }
      default: continue
      }
    }
    return result
  }

  private func addProduct(_ product: ProjectObject, to target: inout XcodeTarget)
    throws(XcodeProjectError)
  {
    let package = try product.string("package").flatMap { id in packagesByID[id] }
    var name = try product.string("productName") ?? ""
    if name.hasPrefix("plugin:") { return }
    if name.isEmpty { name = product.id }
    let dependency = XcodeTarget.PackageProduct(name: name, package: package)
    if !target.packageProducts.contains(dependency) { target.packageProducts.append(dependency) }
  }

  /// The files of the target's synchronized folders, less its exceptions, and the files of
  /// other folders whose exceptions add them to it.
  func readSynchronizedFolders(
    of object: ProjectObject, exceptions: Exceptions, into target: inout XcodeTarget
  ) throws(XcodeProjectError) {
    let own = try objects.objects("fileSystemSynchronizedGroups", of: object)
    for folder in own {
      guard let path = try tree.path(of: folder) else { continue }
      guard let files = SynchronizedFolder.files(in: onDisk(path)) else {
        target.missingFiles.append(path)
        continue
      }
      let excluded = exceptions.byFolder[folder.id]?[object.id] ?? []
      for file in files where !SynchronizedFolder.matches(file, excluded) {
        add(path + "/" + file, as: FileRole(ofFileNamed: file), to: &target)
      }
    }
    let ownIDs = Set(own.map(\.id))
    for (folderID, byTarget) in exceptions.byFolder.sorted(by: { $0.key < $1.key })
    where !ownIDs.contains(folderID) {
      guard let added = byTarget[object.id], let node = objects.objects[folderID] else { continue }
      let folder = try ProjectObjects.object(folderID, node, path: file)
      guard let path = try tree.path(of: folder) else { continue }
      for file in added.sorted() {
        add(path + "/" + file, as: FileRole(ofFileNamed: file), to: &target)
      }
    }
  }

  /// The names of the project's targets the target depends on.
  func readDependencies(of object: ProjectObject, into target: inout XcodeTarget)
    throws(XcodeProjectError)
  {
    for dependency in try objects.objects(
      "dependencies", of: object, classes: ["PBXTargetDependency"])
    {
      guard let other = try objects.object("target", of: dependency) else { continue }
      target.dependencies.append(try other.string("name") ?? other.id)
    }
  }

  /// Adds `path` to the list its role says (repetitions are dropped later), noting it when it is not on disk.
  private func add(_ path: String, as role: FileRole, to target: inout XcodeTarget) {
    let path = FileTree.normalized(path)
    switch role {
    case .swiftSource: target.sources.append(path)
    case .nativeSource: target.nativeSources.append(path)
    case .resource: target.resources.append(path)
    case .ignored: return
    }
    if !FileManager.default.fileExists(atPath: onDisk(path)) { target.missingFiles.append(path) }
  }

  /// Takes the target's Info.plist (`INFOPLIST_FILE`) out of its resources: Xcode processes
  /// it, it is not copied.
  func removeInfoPlist(from target: inout XcodeTarget) throws(XcodeProjectError) {
    for settings in target.configurations.values {
      guard var plist = try settings.value("INFOPLIST_FILE"), !plist.isEmpty else { continue }
      if plist.hasPrefix(directory + "/") { plist.removeFirst(directory.count + 1) }
      let path = FileTree.normalized(plist)
      target.resources.removeAll { $0 == path }
    }
  }
}
