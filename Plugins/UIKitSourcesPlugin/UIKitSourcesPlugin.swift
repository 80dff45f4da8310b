import Foundation
import PackagePlugin

/// Compiles a target's UIKit sources on Linux without editing them: the team's `.swift` files
/// are rewritten by `uikit-sources-rewriter` (`@IBOutlet`, `@IBAction`, `@objc` and
/// `#selector` handled, each class's member table written in), and the copies are compiled.
///
/// Which files: those `uikit-sources.json` in the target's folder lists (see
/// ``Configuration``), or, without that file, every `.swift` file under the target's folder
/// that is not one of its own sources (list them in the target's `exclude:`). Keep one real
/// source file in the target: SwiftPM drops a target whose only sources a plugin makes.
@main
struct UIKitSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let root = target.directoryURL.standardizedFileURL
    let configuration = try Configuration.read(in: root)
    let own = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
    let inputs = try configuration.files(under: root, ownSources: own)
    guard !inputs.isEmpty else {
      Diagnostics.warning(
        "UIKitSourcesPlugin: \(target.name) has no UIKit sources to rewrite: list their "
          + "folder in the target's `exclude:` (or in \(Configuration.fileName)), beside one "
          + "real source file")
      return []
    }
    let dependencies = target.recursiveTargetDependencies
    guard dependencies.contains(where: { $0.name == "StoryboardsUIKit" }) else {
      throw PluginError(
        "UIKitSourcesPlugin: \(target.name) does not depend on StoryboardsUIKit, whose UIKit "
          + "names the rewritten files use: add `.product(name: \"StoryboardsUIKit\", package: "
          + "\"swift-storyboards\")` to its dependencies")
    }
    // The Swift files of the targets this one depends on, in this package or another, that
    // are compiled through this step too (a test target's app, a library of UIKit classes),
    // read for their declarations: `#selector(AppViewController.save(_:))` resolves and a
    // subclass of their class overrides its table.
    var contextFiles: [URL] = []
    for case let dependency as SourceModuleTarget in dependencies {
      let folder = dependency.directoryURL.standardizedFileURL
      let ownFiles = Set(
        dependency.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
      let files = try Configuration.read(in: folder).files(under: folder, ownSources: ownFiles)
      contextFiles += files
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("LinuxSources")
    var arguments = contextFiles.flatMap { ["--context", $0.path] }
    if configuration.defaultIsolation == "MainActor" {
      arguments += ["--default-isolation", "MainActor"]
    }
    var outputs: [URL] = []
    var hostInputs: [URL] = []
    // A test target that depends on FailKit gets the verifiers' overloads taking its
    // `Failing`, as ViewControllerPresentationSpy's `verify` methods do.
    if dependencies.contains(where: { $0.name == "FailKit" }) {
      let adapter = output.appendingPathComponent("FailKitVerifiers.swift")
      arguments += ["--failkit-adapter", adapter.path]
      outputs.append(adapter)
    }
    // A test target of an app runs inside it, as Xcode's Host Application runs it.
    if let host = try host(of: target, configuration: configuration) {
      let file = output.appendingPathComponent("HostedApp.swift")
      arguments += ["--host-app", host.app.moduleName, "--host-output", file.path]
      if let plist = host.infoPlist { arguments += ["--host-plist", plist.path] }
      outputs.append(file)
      hostInputs = host.infoPlist.map { [$0] } ?? []
    }
    // An app's `Bundle.main` is its own resources (a hosted test target's is its app's).
    if target.kind == .executable { arguments += ["--main-bundle", target.moduleName] }
    let mains = inputs.filter { $0.lastPathComponent == "main.swift" }
    guard mains.count <= 1, !(mains.count == 1 && own.contains { $0.hasSuffix("/main.swift") })
    else {
      throw PluginError(
        "UIKitSourcesPlugin: \(target.name) has more than one main.swift "
          + "(\((mains.map(\.path) + own.filter { $0.hasSuffix("/main.swift") }).joined(separator: ", "))): "
          + "a module has one entry point")
    }
    for input in inputs {
      // The copy's name keeps the file's path inside the target, so names never clash, and
      // differs from the file's own name, whose `#fileID` the copy's `#sourceLocation` gives;
      // a `main.swift`, wherever it is, keeps its name, which makes its top-level code the
      // program's.
      let relative = String(input.standardizedFileURL.path.dropFirst(root.path.count + 1))
      let copy =
        input.lastPathComponent == "main.swift"
        ? output.appendingPathComponent("Main").appendingPathComponent("main.swift")
        : output.appendingPathComponent(
          relative.dropLast(".swift".count).replacingOccurrences(of: "/", with: "+")
            + ".rewritten.swift")
      arguments += [input.path, copy.path]
      outputs.append(copy)
    }
    try FileManager.default.createDirectory(
      at: output.appendingPathComponent("Main"), withIntermediateDirectories: true)
    return [
      .buildCommand(
        displayName: "Rewriting \(inputs.count) UIKit sources of \(target.name) for this platform",
        executable: try context.tool(named: "uikit-sources-rewriter").url, arguments: arguments,
        inputFiles: inputs + contextFiles + configuration.inputs + hostInputs,
        outputFiles: outputs)
    ]
  }

  /// The app a test target's tests run inside, as Xcode's Host Application: the executable
  /// target it depends on directly whose UIKit sources this step compiles, unless its
  /// configuration says `"host": "none"`; with its Info.plist.
  private func host(of target: SourceModuleTarget, configuration: Configuration) throws -> (
    app: SourceModuleTarget, infoPlist: URL?
  )? {
    guard target.kind == .test, configuration.host != "none" else { return nil }
    var apps: [SourceModuleTarget] = []
    for case .target(let dependency) in target.dependencies {
      guard let app = dependency as? SourceModuleTarget, app.kind == .executable else { continue }
      let folder = app.directoryURL.standardizedFileURL
      let own = Set(app.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
      let appConfiguration = try Configuration.read(in: folder)
      guard !(try appConfiguration.files(under: folder, ownSources: own)).isEmpty else { continue }
      apps.append(app)
    }
    if let name = configuration.host {
      guard let app = apps.first(where: { $0.name == name }) else {
        throw PluginError(
          "UIKitSourcesPlugin: \(target.name)'s \(Configuration.fileName) names the host "
            + "\"\(name)\", which is not an app it depends on (\(apps.map(\.name).joined(separator: ", "))): "
            + "write one of those, or \"none\"")
      }
      apps = [app]
    }
    guard let app = apps.first else { return nil }
    guard apps.count == 1 else {
      throw PluginError(
        "UIKitSourcesPlugin: \(target.name) depends on several apps (\(apps.map(\.name).joined(separator: ", "))): "
          + "name its host in \(Configuration.fileName), { \"host\": \"\(app.name)\" }, or "
          + "write \"none\"")
    }
    let folder = app.directoryURL.standardizedFileURL
    return (app, try Configuration.read(in: folder).infoPlist(under: folder))
  }
}

/// A wrong set-up, said in a sentence that names the fix.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
