import Foundation

/// An Xcode project (`.xcodeproj`) as its `project.pbxproj` describes it: its native
/// targets with their sources, resources, dependencies and build settings, and the Swift
/// packages it uses.
///
/// Both layouts are read: the classic groups (`PBXGroup`, file references, build phases)
/// and Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup` with their
/// exception sets), whose files are listed from disk as Xcode does.
package struct XcodeProject: Sendable {
  /// The `.xcodeproj` folder, as given.
  package var path: String
  /// The folder the project's relative paths start from (the `.xcodeproj`'s parent).
  package var directory: String
  /// The project's name: the `.xcodeproj` folder's, without the extension.
  package var name: String
  /// The project file's format (`objectVersion`): 77 for Xcode 16, 56 for Xcode 14…
  package var objectVersion: Int
  /// The native targets, in the project's order.
  package var targets: [XcodeTarget]
  /// The Swift packages the project lists.
  package var packages: [SwiftPackageReference]
  /// The project's configuration names (`Debug`, `Release`), in its order.
  package var configurationNames: [String]
  /// The schemes a spec declares (XcodeGen's); an `.xcodeproj`'s shared schemes are read by
  /// ``XcodeScheme/shared(in:directory:)``.
  package var schemes: [XcodeScheme] = []

  init(
    path: String, directory: String, name: String, targets: [XcodeTarget],
    packages: [SwiftPackageReference], configurationNames: [String]
  ) {
    self.path = path
    self.directory = directory
    self.name = name
    objectVersion = 0
    self.targets = targets
    self.packages = packages
    self.configurationNames = configurationNames
  }

  /// The project at `path`: an `.xcodeproj` folder, or the `project.pbxproj` in one.
  /// - Throws: ``XcodeProjectError`` with the file and line of the first problem.
  package init(contentsOf path: String) throws(XcodeProjectError) {
    let file: String
    let bundle: String
    if path.hasSuffix("project.pbxproj") {
      file = path
      bundle = (path as NSString).deletingLastPathComponent
    } else {
      bundle = path.hasSuffix("/") ? String(path.dropLast()) : path
      file = bundle + "/project.pbxproj"
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue,
      let data = FileManager.default.contents(atPath: file)
    else {
      let why =
        FileManager.default.fileExists(atPath: path)
        ? "there is no project.pbxproj in it" : "nothing is at this path"
      throw XcodeProjectError(path: path, line: 0, reason: .unreadable(why))
    }
    try self.init(parsing: [UInt8](data), file: file, bundle: bundle)
  }

  /// The project whose `project.pbxproj` holds `bytes`; `file` names it in errors and
  /// `bundle` is its `.xcodeproj` folder, whose parent relative paths start from.
  package init(parsing bytes: [UInt8], file: String, bundle: String) throws(XcodeProjectError) {
    let root = try OldStylePropertyList.parse(bytes, path: file)
    var reader = try ProjectReader(root: root, file: file, bundle: bundle)
    path = bundle
    directory = reader.directory
    name = ((bundle as NSString).lastPathComponent as NSString).deletingPathExtension
    objectVersion = reader.objectVersion
    packages = try reader.packages()
    configurationNames = try reader.configurationNames()
    targets = try reader.targets(projectName: name)
  }

  /// The file the project is read from: the `project.pbxproj` in its `.xcodeproj`, or
  /// XcodeGen's spec.
  package var file: String {
    path.hasSuffix(".yml") || path.hasSuffix(".yaml") ? path : path + "/project.pbxproj"
  }

  /// The target named `name`.
  package func target(named name: String) -> XcodeTarget? {
    targets.first { $0.name == name }
  }
}
