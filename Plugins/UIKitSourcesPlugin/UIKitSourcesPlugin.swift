import Foundation
import PackagePlugin

/// Compiles a target's UIKit sources on Linux and macOS without editing them: every `.swift`
/// file under the target's directory that is not one of its own sources (list them in the
/// target's `exclude:`) is rewritten by `objc-rewriter` (`@IBOutlet`, `@IBAction`, `@objc` and
/// `#selector` handled, each class's member table written in), and the copies are compiled.
/// Keep one real source file in the target: SwiftPM drops a target whose only sources a plugin
/// makes.
@main
struct UIKitSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let own = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
    let root = target.directoryURL.standardizedFileURL
    var inputs: [URL] = []
    let walker = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
      let path = url.standardizedFileURL.path
      if url.pathExtension == "swift", !own.contains(path) { inputs.append(url) }
    }
    inputs.sort { $0.path < $1.path }
    guard !inputs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("LinuxSources")
    var arguments: [String] = []
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
        executable: try context.tool(named: "objc-rewriter").url, arguments: arguments,
        inputFiles: inputs, outputFiles: outputs)
    ]
  }
}
