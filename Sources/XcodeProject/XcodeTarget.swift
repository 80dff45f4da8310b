/// One native target of an Xcode project: what it builds, from which files, with which
/// settings.
package struct XcodeTarget: Sendable {
  /// A product of a Swift package that the target links.
  package struct PackageProduct: Sendable, Equatable {
    /// The product's name (`Alamofire`).
    package var name: String
    /// The package it comes from, or `nil` for a product of a package the project does not
    /// list (a local package's product added before Xcode 15).
    package var package: SwiftPackageReference?
  }

  /// Its name (`MyApp`, `MyAppTests`).
  package var name: String
  /// What it builds.
  package var productType: ProductType
  /// The line of the project file it is declared on.
  package var line: Int
  /// Its Swift sources, relative to the project's folder (absolute when the project names an
  /// absolute path), in build-phase order then file-system order.
  package var sources: [String] = []
  /// Its other compiled sources (Objective-C, C, C++), which Swift code cannot build here.
  package var nativeSources: [String] = []
  /// Its resources: storyboards, nibs, asset catalogs, strings, plists, other files copied.
  package var resources: [String] = []
  /// The SDK frameworks and libraries it links by name (`CoreData.framework`).
  package var linkedFrameworks: [String] = []
  /// The targets of the project it depends on, by name.
  package var dependencies: [String] = []
  /// The Swift package products it links.
  package var packageProducts: [PackageProduct] = []
  /// The names of its script build phases, which nothing here runs.
  package var scriptPhases: [String] = []
  /// The files and folders it names that are not on disk.
  package var missingFiles: [String] = []
  /// The Info.plist a generator writes for it (XcodeGen's `info.properties`), as XML.
  package var infoPlistContents: String?
  /// Its build settings by configuration name (`Debug`, `Release`).
  package var configurations: [String: BuildSettings] = [:]

  /// The settings of `configuration`, or of the first configuration when it has none.
  package func settings(for configuration: String) -> BuildSettings? {
    configurations[configuration] ?? configurations.sorted { $0.key < $1.key }.first?.value
  }
}
