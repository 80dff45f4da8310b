import Foundation
import PackagePlugin

/// Generates typed Swift accessors for the storyboards of a target on each build: every
/// `.storyboard` file under the target's folder (resources or not) goes through
/// `storyboard-tool generate`, with the options of `storyboard-codegen.json` at the target's
/// root when there is one. The build runs the command again only when a storyboard or the
/// configuration changes, and the tool rewrites the file only when its text changes.
@main
struct StoryboardCodegenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return try commands(
      tool: context.tool(named: "storyboard-tool").url,
      storyboards: Self.storyboards(under: target.directoryURL),
      configurationFolder: target.directoryURL, workFolder: context.pluginWorkDirectoryURL)
  }
}

extension StoryboardCodegenPlugin {
  /// The command generating the accessors of `storyboards` into `workFolder`, with
  /// `storyboard-codegen.json` of `configurationFolder` if there is one; none without
  /// storyboards.
  func commands(tool: URL, storyboards: [URL], configurationFolder: URL, workFolder: URL)
    -> [Command]
  {
    guard !storyboards.isEmpty else { return [] }
    let configuration = configurationFolder.appendingPathComponent("storyboard-codegen.json")
    var arguments = ["generate", "--language", "swift", "--output", workFolder.path]
    var inputs = storyboards
    var enumName = "StoryboardScene"
    if FileManager.default.fileExists(atPath: configuration.path) {
      arguments += ["--config", configuration.path]
      inputs.append(configuration)
      enumName = Self.enumName(in: configuration) ?? enumName
    }
    arguments += storyboards.map(\.path)
    return [
      .buildCommand(
        displayName: "Generating storyboard accessors \(enumName).swift",
        executable: tool, arguments: arguments, inputFiles: inputs,
        outputFiles: [workFolder.appendingPathComponent("\(enumName).swift")])
    ]
  }

  /// Every `.storyboard` file under `folder`, sorted, skipping build folders.
  static func storyboards(under folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [URL] = []
    while let relative = walker.nextObject() as? String {
      if relative.hasPrefix(".build") { continue }
      if relative.hasSuffix(".storyboard") { found.append(folder.appendingPathComponent(relative)) }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The `enumName` of the configuration file, which names the generated file; the tool
  /// reads (and checks) the rest.
  static func enumName(in configuration: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: configuration.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["enumName"] as? String
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension StoryboardCodegenPlugin: XcodeBuildToolPlugin {
    /// The same for an Xcode target: its storyboards, `storyboard-codegen.json` beside the
    /// project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      try commands(
        tool: context.tool(named: "storyboard-tool").url,
        storyboards: target.inputFiles.map(\.url).filter { $0.pathExtension == "storyboard" },
        configurationFolder: context.xcodeProject.directoryURL,
        workFolder: context.pluginWorkDirectoryURL)
    }
  }
#endif
