import Foundation

extension XcodeProject {
  /// The project XcodeGen would generate from the spec at `path` (`project.yml`).
  /// - Throws: ``XcodeProjectError`` for a spec (or an included file, or an `.xcconfig`) that
  ///   cannot be read, with its line.
  package init(xcodeGenSpecAt path: String) throws(XcodeProjectError) {
    try self.init(xcodeGenSpec: try XcodeGenSpec.root(at: path), path: path)
  }

  /// The project XcodeGen would generate from `root`, the spec at `path` with its includes.
  package init(xcodeGenSpec root: YAMLNode, path: String) throws(XcodeProjectError) {
    let parent = (path as NSString).deletingLastPathComponent
    let directory = parent.isEmpty ? "." : parent
    let name = root["name"]?.scalar ?? (directory as NSString).lastPathComponent
    let configurations = root["configs"]?.entries?.map(\.key) ?? ["Debug", "Release"]
    var packages: [String: SwiftPackageReference] = [:]
    for entry in root["packages"]?.entries ?? [] {
      packages[entry.key] = XcodeGenSpec.package(entry.value)
    }
    let reader = SpecTargetReader(
      root: root, path: path, directory: directory, projectName: name,
      configurations: configurations, packages: packages)
    var targets: [XcodeTarget] = []
    for entry in root["targets"]?.entries ?? [] {
      targets.append(try reader.target(named: entry.key, entry.value))
    }
    self.init(
      path: path, directory: directory, name: name, targets: targets,
      packages: packages.sorted { $0.key < $1.key }.map(\.value),
      configurationNames: configurations)
    schemes = reader.schemes()
  }
}
