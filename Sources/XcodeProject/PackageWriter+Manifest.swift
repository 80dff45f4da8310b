import Foundation

extension PackageWriter {
  /// `Package.swift`: swift-storyboards and the project's packages, then each target.
  func manifest(_ targets: [PackageTarget]) -> String {
    let storyboards: String
    if options.storyboardsPackage.contains("://") || options.storyboardsPackage.hasPrefix("git@") {
      storyboards =
        ".package(url: \(PackageTarget.quoted(options.storyboardsPackage, json: false)), branch: \"main\")"
    } else {
      storyboards =
        ".package(path: \(PackageTarget.quoted(relativeToOutput(options.storyboardsPackage), json: false)))"
    }
    let packages = [storyboards] + packageDeclarations.sorted { $0.key < $1.key }.map(\.value)
    var text = """
      // swift-tools-version: 6.2
      // Written by `storyboard-tool package` from \((project.path as NSString).lastPathComponent):
      // run the command again when the project changes (it rewrites only what changed). Each
      // target's folder links to the project's files.
      import PackageDescription

      let package = Package(
        name: \(PackageTarget.quoted(project.name, json: false)),
        dependencies: [

      """
    text += packages.map { "    \($0)," }.joined(separator: "\n") + "\n  ],\n  targets: [\n"
    text += targets.map(entry).joined(separator: "\n") + "\n  ]\n)\n"
    return text
  }

  /// One target's entry.
  private func entry(_ target: PackageTarget) -> String {
    let function =
      switch target.kind {
      case .app: ".executableTarget"
      case .library: ".target"
      case .tests: ".testTarget"
      }
    var products = [("StoryboardsUIKit", storyboardsIdentity)]
    if target.kind == .tests { products.append(("StoryboardTesting", storyboardsIdentity)) }
    for product in target.productDependencies where !products.contains(where: { $0 == product }) {
      products.append(product)
    }
    let dependencies =
      target.targetDependencies.map { PackageTarget.quoted($0, json: false) }
      + products.map {
        ".product(name: \(PackageTarget.quoted($0.0, json: false)), package: \(PackageTarget.quoted($0.1, json: false)))"
      }
    let excluded =
      target.links.keys.sorted() + [PackageTarget.configurationName]
      + (target.generatedInfoPlist == nil ? [] : [PackageTarget.generatedInfoPlistName])
    var lines = [
      "    \(function)(",
      "      name: \(PackageTarget.quoted(target.name, json: false)),",
      "      dependencies: [",
    ]
    lines += dependencies.map { "        \($0)," }
    lines += [
      "      ],",
      "      path: \(PackageTarget.quoted(target.folder, json: false)),",
      "      exclude: ["
        + excluded.map { PackageTarget.quoted($0, json: false) }
        .joined(separator: ", ") + "],",
    ]
    if !target.resources.isEmpty {
      lines.append("      resources: [")
      lines += target.resources.map { "        .copy(\(PackageTarget.quoted($0, json: false)))," }
      lines.append("      ],")
    }
    lines.append("      swiftSettings: [")
    lines += target.swiftSettings.map { "        \($0)," }
    lines.append("      ],")
    lines.append(
      "      plugins: [.plugin(name: \"UIKitSourcesPlugin\", package: \(PackageTarget.quoted(storyboardsIdentity, json: false)))]),"
    )
    return lines.joined(separator: "\n")
  }
}
