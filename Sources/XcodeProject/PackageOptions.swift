/// How ``PackageWriter`` writes a package from a project.
package struct PackageOptions: Sendable, Equatable {
  /// Where swift-storyboards is: a folder (`.package(path:)`) or a repository URL
  /// (`.package(url:branch: "main")`).
  package var storyboardsPackage: String
  /// The build configuration whose settings are read (`Debug`).
  package var configuration = "Debug"
  /// Local folders for the project's Swift packages, by package name (`--package NAME=PATH`):
  /// they replace the repository the project names, for machines without network.
  package var packagePaths: [String: String] = [:]
  /// Checkouts of the project's remote packages, by identity (lowercased): one whose sources
  /// import UIKit is compiled as the package's targets from there (``RemoteCheckouts``).
  package var checkouts: [String: String] = [:]

  package init(storyboardsPackage: String) {
    self.storyboardsPackage = storyboardsPackage
  }
}
