import Foundation
import PackagePlugin

/// `swift package lint`: `storyboard-tool lint` over the storyboards of the package's targets
/// (or of the targets named with `--target`), one bundle per target, findings as Xcode shows
/// them. Fails when a storyboard has an error.
@main
struct StoryboardLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = Set(extractor.extractOption(named: "target"))
    let tool = try context.tool(named: "storyboard-tool").url
    var failed: [String] = []
    for case let target as SourceModuleTarget in context.package.targets
    where names.isEmpty || names.contains(target.name) {
      let folder = target.directoryURL
      guard hasStoryboards(under: folder) else { continue }
      let process = Process()
      process.executableURL = tool
      process.arguments = ["lint", folder.path] + extractor.remainingArguments
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(target.name) }
    }
    if !failed.isEmpty {
      Diagnostics.error("storyboard lint found errors in: \(failed.joined(separator: ", "))")
      throw LintFailure()
    }
  }

  private func hasStoryboards(under folder: URL) -> Bool {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return false }
    while let path = walker.nextObject() as? String {
      if !path.hasPrefix(".build"), path.hasSuffix(".storyboard") { return true }
    }
    return false
  }
}

/// The lint found errors (already reported).
struct LintFailure: Error, CustomStringConvertible {
  var description: String { "storyboard lint failed" }
}
