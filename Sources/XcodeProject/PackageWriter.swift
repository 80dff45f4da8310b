import Foundation

/// Writes a SwiftPM package that builds an Xcode project's app, library and unit-test targets
/// from the project's files where they are: each target's folder links to the project's
/// folders, its Swift files go through the UIKitSources build step, its resources are copied,
/// and its settings (module name, language mode, conditions, isolation, test host) are
/// Xcode's.
package struct PackageWriter {
  /// The files of the package, by path relative to its folder.
  package private(set) var files: [String: String] = [:]
  /// The links of the package, by path relative to its folder: where each points, relative
  /// to the link's folder.
  package private(set) var links: [String: String] = [:]
  /// What the package cannot build as Xcode does.
  package internal(set) var diagnostics: [ProjectDiagnostic] = []
  /// The packages the targets' products come from: each one's `.package(…)` by identity.
  var packageDeclarations: [String: String] = [:]
  /// The targets of packages that import UIKit, compiled as the package's own, by name.
  var vendoredTargets: [String: PackageTarget] = [:]
  /// The targets each vendored product is made of, by package folder and product.
  var vendoredProducts: [String: [String]] = [:]
  /// What `swift package dump-package` prints for the package in a folder, or `nil`.
  let describePackage: (String) -> Data?

  let project: XcodeProject
  let options: PackageOptions
  /// The project's folder as seen from the package's folder.
  let projectFromPackage: String
  /// The package's folder, absolute.
  let output: String

  /// The package for `project`, to be written in the folder `output`. A local package
  /// dependency whose sources import UIKit is compiled as targets of the package when
  /// `describePackage` gives its manifest (`swift package dump-package`'s output for a
  /// folder) and its licence allows it.
  /// - Throws: ``XcodeProjectError`` for a build setting that cannot be expanded.
  package init(
    project: XcodeProject, output: String, options: PackageOptions,
    describePackage: @escaping (String) -> Data? = { _ in nil }
  ) throws(XcodeProjectError) {
    self.project = project
    self.options = options
    self.describePackage = describePackage
    self.output = Self.absolute(output)
    projectFromPackage = Self.relativePath(from: self.output, to: Self.absolute(project.directory))
    var targets: [PackageTarget] = []
    for target in project.targets {
      if let written = try packageTarget(for: target) { targets.append(written) }
    }
    try resolveTestDependencies(&targets)
    for (name, vendored) in vendoredTargets.sorted(by: { $0.key < $1.key }) {
      if targets.contains(where: { $0.name == name }) {
        diagnostics.append(
          ProjectDiagnostic(
            path: project.file, severity: .error,
            message:
              "a package dependency's target \(name) has the name of a target of the project",
            fix: "rename one of them: a package cannot hold two targets of one name."))
        continue
      }
      targets.append(vendored)
    }
    for target in targets {
      files[target.folder + "/" + PackageTarget.placeholderName] =
        "// \(target.name)'s sources are the Xcode project's, compiled through the UIKitSources\n"
        + "// build step (\(PackageTarget.configurationName)); SwiftPM needs one file of the "
        + "target's own.\n"
      files[target.folder + "/" + PackageTarget.configurationName] = target.configurationJSON
      if let plist = target.generatedInfoPlist {
        files[target.folder + "/" + PackageTarget.generatedInfoPlistName] = plist
      }
      let depth = target.folder.split(separator: "/").count
      let up = Array(repeating: "..", count: depth).joined(separator: "/")
      for (name, destination) in target.links {
        links[target.folder + "/" + name] = FileTree.normalized(
          up + "/" + projectFromPackage + "/" + destination)
      }
    }
    files["Package.swift"] = manifest(targets)
  }

  // MARK: Targets

  private mutating func packageTarget(for target: XcodeTarget)
    throws(XcodeProjectError) -> PackageTarget?
  {
    let kind: PackageTarget.Kind
    switch target.productType {
    case .application: kind = .app
    case .framework, .staticLibrary, .dynamicLibrary: kind = .library
    case .unitTestBundle: kind = .tests
    case .uiTestBundle:
      note(target, "is a UI-test target, which needs a simulator", "its tests are left out.")
      return nil
    default:
      note(target, "builds a product this package does not build", "it is left out.")
      return nil
    }
    guard let settings = target.settings(for: options.configuration) else { return nil }
    let module = try settings.value("PRODUCT_MODULE_NAME") ?? target.name
    var package = PackageTarget(
      kind: kind, name: module, xcodeName: target.name,
      folder: (kind == .tests ? "Tests/" : "Sources/") + module)
    for source in target.sources {
      guard let linked = link(source, into: &package) else { continue }
      package.sources.append(linked)
    }
    for resource in target.resources {
      let folder = Self.localizationFolder(of: resource) ?? resource
      guard let linked = link(folder, into: &package), !package.resources.contains(linked)
      else { continue }
      package.resources.append(linked)
    }
    let translation = try SwiftSettingsTranslation(settings)
    package.swiftSettings = translation.entries
    package.defaultIsolation = translation.defaultIsolation
    if !translation.droppedFlags.isEmpty {
      note(
        target,
        "passes OTHER_SWIFT_FLAGS the package does not pass: "
          + translation.droppedFlags.joined(separator: " "),
        "add them to the target's swiftSettings by hand if the build needs them.")
    }
    if kind == .app { try infoPlist(of: target, settings, into: &package) }
    for product in target.packageProducts { dependency(on: product, of: target, into: &package) }
    report(target, settings)
    return package
  }

  /// `path` (relative to the project's folder) as seen from the target's folder, through a
  /// link to its first folder; `nil`, noted, for a path the package cannot link.
  mutating func link(_ path: String, into target: inout PackageTarget) -> String? {
    var components = path.split(separator: "/").map(String.init)
    guard !path.hasPrefix("/"), !components.isEmpty else {
      diagnostics.append(
        ProjectDiagnostic(
          path: path, message: "\(target.xcodeName) names a file by an absolute path",
          fix: "make the path relative to the group or the project in Xcode's inspector."))
      return nil
    }
    var destination: [String] = []
    while components.first == "..", components.count > 1 {
      destination.append(components.removeFirst())
    }
    let first = components.removeFirst()
    destination.append(first)
    let linked = destination.joined(separator: "/")
    var name = first
    var suffix = 2
    while let existing = target.links[name], existing != linked {
      name = "\(first)-\(suffix)"
      suffix += 1
    }
    target.links[name] = linked
    return ([name] + components).joined(separator: "/")
  }
}
