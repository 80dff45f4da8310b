import Foundation
import PackagePlugin

/// Compiles a target's UIKit sources on Linux and macOS without editing them: every `.swift`
/// file under the target's directory that is not one of its own sources (list them in the
/// target's `exclude:`) is rewritten by `uikit-sources-rewriter` (`@IBOutlet`, `@IBAction`, `@objc` and
/// `#selector` handled, each class's member table written in), and the copies are compiled.
/// Keep one real source file in the target: SwiftPM drops a target whose only sources a plugin
/// makes.
@main
struct UIKitSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let own = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
    let root = target.directoryURL.standardizedFileURL
    let inputs = swiftFiles(under: root).filter { !own.contains($0.standardizedFileURL.path) }
    guard !inputs.isEmpty else { return [] }
    // The Swift files of the package's targets this one depends on that are compiled through
    // this step too (a test target's app: it has Swift files that are not its own sources),
    // read for their declarations, so that `#selector(AppViewController.save(_:))` resolves
    // and a subclass of an app class overrides its table.
    var contextFiles: [URL] = []
    for case .target(let dependency) in target.dependencies {
      guard let dependency = dependency as? SourceModuleTarget else { continue }
      let files = swiftFiles(under: dependency.directoryURL.standardizedFileURL)
      let ownFiles = Set(
        dependency.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
      if files.contains(where: { !ownFiles.contains($0.standardizedFileURL.path) }) {
        contextFiles += files
      }
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("LinuxSources")
    var arguments = contextFiles.flatMap { ["--context", $0.path] }
    var outputs: [URL] = []
    for input in inputs {
      // The copy's name keeps the file's path inside the target, so names never clash, and
      // differs from the file's own name, whose `#fileID` the copy's `#sourceLocation` gives;
      // a `main.swift` keeps its name, which makes its top-level code the program's.
      let relative = String(input.standardizedFileURL.path.dropFirst(root.path.count + 1))
      let copy = output.appendingPathComponent(
        relative == "main.swift"
          ? relative
          : relative.dropLast(".swift".count).replacingOccurrences(of: "/", with: "+")
            + ".rewritten.swift")
      arguments += [input.path, copy.path]
      outputs.append(copy)
    }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    return [
      .buildCommand(
        displayName: "Rewriting \(inputs.count) UIKit sources of \(target.name) for this platform",
        executable: try context.tool(named: "uikit-sources-rewriter").url, arguments: arguments,
        inputFiles: inputs + contextFiles, outputFiles: outputs)
    ]
  }

  /// The `.swift` files under `folder`, in path order.
  private func swiftFiles(under folder: URL) -> [URL] {
    var files: [URL] = []
    let walker = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
