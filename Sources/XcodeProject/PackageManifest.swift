import Foundation

/// What a Swift package's manifest declares, as `swift package dump-package` prints it: the
/// part a package written from a project needs to compile the package's targets as its own.
struct PackageManifest: Equatable {
  /// One target of the package.
  struct Target: Equatable {
    var name: String
    /// `regular`, `test`, `executable`, `binary`, `macro`, `plugin`, `system`.
    var type: String
    /// Its folder relative to the package's, when the manifest gives one.
    var path: String?
    /// The targets of the same package it depends on (or products it names by name).
    var targetDependencies: [String]
    /// The products of other packages it depends on: `(product, package identity)`.
    var productDependencies: [(name: String, package: String)]
    /// Paths relative to its folder that are not its sources.
    var exclude: [String]
    /// The only paths, relative to its folder, its sources are in, when the manifest says.
    var sources: [String]?
    /// Its resources, relative to its folder.
    var resources: [String]
    /// Its `.define` conditions for Swift.
    var defines: [String]

    static func == (lhs: Target, rhs: Target) -> Bool {
      lhs.name == rhs.name && lhs.path == rhs.path && lhs.exclude == rhs.exclude
        && lhs.targetDependencies == rhs.targetDependencies
    }
  }

  var name: String
  /// The major version of `swift-tools-version`: below 6, targets compile in Swift 5 mode.
  var toolsMajorVersion: Int
  /// The language modes it declares (`swiftLanguageModes`), if any.
  var languageModes: [String]
  /// Its products' targets, by product name.
  var products: [String: [String]]
  var targets: [Target]
  /// Its own package dependencies, by identity: each one's `.package(…)`.
  var dependencies: [String: String]

  /// Whether its targets compile in Swift 5 mode rather than 6.
  var usesSwift5Mode: Bool {
    languageModes.isEmpty ? toolsMajorVersion < 6 : !languageModes.contains { $0.hasPrefix("6") }
  }

  /// The manifest `json` describes (`swift package dump-package`'s output); `nil` when it is
  /// not that.
  init?(json: Data) {
    guard let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
      let name = root["name"] as? String, let targets = root["targets"] as? [[String: Any]]
    else { return nil }
    self.name = name
    let version = (root["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.0.0"
    toolsMajorVersion = Int(version.prefix { $0 != "." }) ?? 5
    languageModes = (root["swiftLanguageVersions"] as? [String]) ?? []
    var products: [String: [String]] = [:]
    for product in root["products"] as? [[String: Any]] ?? [] {
      guard let name = product["name"] as? String else { continue }
      products[name] = product["targets"] as? [String] ?? []
    }
    self.products = products
    self.targets = targets.compactMap(Self.target)
    var dependencies: [String: String] = [:]
    for dependency in root["dependencies"] as? [[String: Any]] ?? [] {
      if let remote = (dependency["sourceControl"] as? [[String: Any]])?.first,
        let identity = remote["identity"] as? String,
        let location = (remote["location"] as? [String: Any])?["remote"] as? [[String: Any]],
        let url = location.first?["urlString"] as? String
      {
        dependencies[identity] =
          ".package(url: \(PackageTarget.quoted(url, json: false)), "
          + "\(Self.requirement(remote["requirement"] as? [String: Any] ?? [:])))"
      } else if let local = (dependency["fileSystem"] as? [[String: Any]])?.first,
        let identity = local["identity"] as? String, let path = local["path"] as? String
      {
        dependencies[identity] = ".package(path: \(PackageTarget.quoted(path, json: false)))"
      }
    }
    self.dependencies = dependencies
  }

  private static func target(_ json: [String: Any]) -> Target? {
    guard let name = json["name"] as? String else { return nil }
    var targetDependencies: [String] = []
    var productDependencies: [(name: String, package: String)] = []
    for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
      if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
        targetDependencies.append(name)
      } else if let target = dependency["target"] as? [Any], let name = target.first as? String {
        targetDependencies.append(name)
      } else if let product = dependency["product"] as? [Any], let name = product.first as? String {
        let package = product.count > 1 ? product[1] as? String : nil
        productDependencies.append((name, (package ?? name).lowercased()))
      }
    }
    var defines: [String] = []
    for setting in json["settings"] as? [[String: Any]] ?? [] {
      guard setting["tool"] as? String == "swift",
        let define = (setting["kind"] as? [String: Any])?["define"] as? [String: Any],
        let condition = define["_0"] as? String
      else { continue }
      defines.append(condition)
    }
    return Target(
      name: name, type: json["type"] as? String ?? "regular", path: json["path"] as? String,
      targetDependencies: targetDependencies, productDependencies: productDependencies,
      exclude: json["exclude"] as? [String] ?? [], sources: json["sources"] as? [String],
      resources: (json["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String },
      defines: defines)
  }

  /// A requirement as `dump-package` prints it, in a manifest's terms.
  private static func requirement(_ json: [String: Any]) -> String {
    if let range = (json["range"] as? [[String: Any]])?.first,
      let lower = range["lowerBound"] as? String
    {
      return "\"\(lower)\"..<\"\(range["upperBound"] as? String ?? lower)\""
    }
    for (key, label) in [("exact", "exact"), ("branch", "branch"), ("revision", "revision")] {
      if let value = (json[key] as? [String])?.first {
        return "\(label): \(PackageTarget.quoted(value, json: false))"
      }
    }
    return "from: \"0.0.0\""
  }

  /// The targets `product` is made of, with the targets of this package they depend on, in
  /// dependency order; the names that are not targets of the package are left to the caller.
  func targets(ofProduct product: String) -> [Target] {
    var ordered: [Target] = []
    var pending = products[product] ?? []
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, let target = targets.first(where: { $0.name == name })
      else { continue }
      ordered.append(target)
      pending += target.targetDependencies
    }
    return ordered
  }

  /// The folder of `target` relative to the package's: its `path`, else the first of
  /// SwiftPM's conventional folders that holds it.
  func folder(of target: Target, inPackageAt package: String) -> String {
    if let path = target.path { return path }
    let parents =
      target.type == "test"
      ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
    for parent in parents
    where FileManager.default.fileExists(atPath: package + "/" + parent + "/" + target.name) {
      return parent + "/" + target.name
    }
    return "Sources/" + target.name
  }
}
