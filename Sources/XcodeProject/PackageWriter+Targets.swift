import Foundation

extension PackageWriter {
  /// The frameworks the runtime stands in for, or that Linux has.
  static let simulatedFrameworks: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "CoreImage", "SwiftUI", "Combine",
    "XCTest", "Testing", "Dispatch", "os", "OSLog",
  ]

  /// Notes that `target` is left out or builds differently.
  mutating func note(_ target: XcodeTarget, _ problem: String, _ fix: String) {
    diagnostics.append(
      ProjectDiagnostic(
        path: project.file, line: target.line,
        message: "\(target.name) \(problem)", fix: fix))
  }

  /// The notes of a target's parts that the package leaves out.
  mutating func report(_ target: XcodeTarget, _ settings: BuildSettings) {
    if let first = target.nativeSources.first {
      diagnostics.append(
        ProjectDiagnostic(
          path: onDisk(first), severity: .error,
          message: "\(target.name) compiles \(target.nativeSources.count) Objective-C or C "
            + "file(s), which are left out",
          fix: "port them to Swift, or keep the code the tests need free of them."))
    }
    if let header = try? settings.value("SWIFT_OBJC_BRIDGING_HEADER"), !header.isEmpty {
      note(
        target, "has a bridging header (\(header)), which is left out",
        "port the Objective-C it imports to Swift.")
    }
    // CocoaPods' framework, phases and missing .xcconfig files are one note, its own.
    let cocoaPods = Self.isIntegratedByCocoaPods(target)
    if cocoaPods { reportCocoaPods(target) }
    for framework in target.linkedFrameworks {
      let name = (framework as NSString).deletingPathExtension
      guard !Self.simulatedFrameworks.contains(name), !name.hasPrefix("lib"),
        !Self.isCocoaPodsProduct(framework)
      else { continue }
      note(
        target, "links \(framework), which the runtime does not stand in for",
        "code that uses \(name) does not compile here: keep it behind `#if canImport(\(name))`.")
    }
    for phase in target.scriptPhases where !(cocoaPods && phase.hasPrefix("[CP]")) {
      note(
        target, "has a script phase, '\(phase)', which the package does not run",
        "run it by hand if the build needs what it writes.")
    }
    for missing in target.missingFiles where !(cocoaPods && Self.isInPodsFolder(missing)) {
      diagnostics.append(
        ProjectDiagnostic(
          path: onDisk(missing), message: "\(target.name) names a file that is not on disk",
          fix: "restore it, or remove it from the target in Xcode."))
    }
  }

  /// The app's Info.plist: its own file through a link, or the one Xcode would generate from
  /// its `INFOPLIST_KEY_*` settings over that file.
  mutating func infoPlist(
    of target: XcodeTarget, _ settings: BuildSettings, into package: inout PackageTarget
  ) throws(XcodeProjectError) {
    var path = try settings.value("INFOPLIST_FILE") ?? ""
    if path.hasPrefix(project.directory + "/") { path.removeFirst(project.directory.count + 1) }
    path = FileTree.normalized(path)
    var keys: [String: String] = [:]
    for level in settings.levels {
      for key in level.keys where key.hasPrefix("INFOPLIST_KEY_") && keys[key] == nil {
        keys[key] = try settings.value(key)
      }
    }
    let generated = target.infoPlistContents.map { Data($0.utf8) }
    let generates = try settings.isEnabled("GENERATE_INFOPLIST_FILE")
    guard generated != nil || (generates && !keys.isEmpty) else {
      if !path.isEmpty { package.infoPlist = link(path, into: &package) }
      return
    }
    var contents: [String: Any] = [:]
    if let data = generated
      ?? (path.isEmpty ? nil : FileManager.default.contents(atPath: onDisk(path)))
    {
      contents =
        (try? PropertyListSerialization.propertyList(from: data, format: nil))
        as? [String: Any] ?? [:]
    }
    for (key, value) in keys.sorted(by: { $0.key < $1.key }) {
      var name = String(key.dropFirst("INFOPLIST_KEY_".count))
      if name == "UIApplicationSceneManifest_Generation" {
        if contents["UIApplicationSceneManifest"] == nil, value == "YES" {
          contents["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false]
        }
        continue
      }
      if name.hasSuffix("_Generation") { continue }
      if name.hasSuffix("_iPad") { name = name.dropLast(5) + "~ipad" }
      if name.hasSuffix("_iPhone") { name = name.dropLast(7) + "~iphone" }
      if name.contains("Orientations") {
        contents[name] = value.split(separator: " ").map(String.init)
      } else if value == "YES" || value == "NO" {
        contents[name] = value == "YES"
      } else {
        contents[name] = value
      }
    }
    if let data = try? PropertyListSerialization.data(
      fromPropertyList: contents, format: .xml, options: 0),
      let text = String(data: data, encoding: .utf8)
    {
      package.generatedInfoPlist = text
      package.infoPlist = PackageTarget.generatedInfoPlistName
    }
  }

  /// The dependency on a Swift package's product: ViewControllerPresentationSpy is
  /// StoryboardTesting's; another package's product comes from the folder `--package` names
  /// or from the package the project lists.
  mutating func dependency(
    on product: XcodeTarget.PackageProduct, of target: XcodeTarget,
    into package: inout PackageTarget
  ) {
    if product.name == "ViewControllerPresentationSpy" {
      if !package.productDependencies.contains(where: { $0.name == "StoryboardTesting" }) {
        package.productDependencies.append(("StoryboardTesting", storyboardsIdentity))
      }
      return
    }
    let reference =
      product.package
      ?? project.packages.first {
        if case .local = $0 { return $0.identity.lowercased() == product.name.lowercased() }
        return false
      }
    let identity = reference?.identity ?? product.name
    let declaration: String
    if let path = options.packagePaths[identity] ?? options.packagePaths[product.name] {
      if vendor(product.name, ofPackageAt: Self.absolute(path), named: identity, into: &package) {
        return
      }
      declaration = ".package(path: \(PackageTarget.quoted(relativeToOutput(path), json: false)))"
    } else if let reference {
      switch reference {
      case .local(let path):
        if vendor(
          product.name, ofPackageAt: Self.absolute(onDisk(path)), named: identity, into: &package)
        {
          return
        }
        declaration =
          ".package(path: \(PackageTarget.quoted(FileTree.normalized(projectFromPackage + "/" + path), json: false)))"
      case .remote(let url, let requirement):
        if let checkout = options.checkouts[identity.lowercased()],
          vendor(
            product.name, ofPackageAt: Self.absolute(checkout), named: identity, into: &package)
        {
          return
        }
        declaration =
          ".package(url: \(PackageTarget.quoted(url, json: false)), \(Self.requirement(requirement)))"
      }
    } else {
      note(
        target, "links \(product.name), from a package the project does not list",
        "give its folder: storyboard-tool package … --package \(product.name)=PATH.")
      return
    }
    packageDeclarations[identity.lowercased()] = declaration
    package.productDependencies.append((product.name, identity.lowercased()))
  }

  /// A requirement as Xcode writes it (`upToNextMajorVersion 1.2.0`) in SwiftPM's terms.
  static func requirement(_ requirement: String) -> String {
    let parts = requirement.split(separator: " ", maxSplits: 1).map(String.init)
    let value = parts.count > 1 ? PackageTarget.quoted(parts[1], json: false) : "\"0.0.0\""
    switch parts.first ?? "" {
    case "exactVersion": return "exact: \(value)"
    case "upToNextMinorVersion": return ".upToNextMinor(from: \(value))"
    case "branch": return "branch: \(value)"
    case "revision": return "revision: \(value)"
    default: return "from: \(value)"
    }
  }

  /// Each test target's host and dependencies: the app its `TEST_HOST` names (the tests run
  /// inside it), or, with no host, the targets it depends on in Xcode (host `none`).
  func resolveTestDependencies(_ targets: inout [PackageTarget]) throws(XcodeProjectError) {
    let apps = try targets.filter { $0.kind != .tests }.map {
      package throws(XcodeProjectError) in
      let settings = project.target(named: package.xcodeName)?.settings(
        for: options.configuration)
      return (
        package.name, try settings?.value("PRODUCT_NAME") ?? package.xcodeName, package.xcodeName
      )
    }
    for index in targets.indices where targets[index].kind == .tests {
      guard let xcode = project.target(named: targets[index].xcodeName),
        let settings = xcode.settings(for: options.configuration)
      else { continue }
      let testHost = try settings.value("TEST_HOST") ?? ""
      let hostProduct = testHost.split(separator: "/").first { $0.hasSuffix(".app") }
        .map { String($0.dropLast(4)) }
      if let hostProduct, let app = apps.first(where: { $0.1 == hostProduct }) {
        targets[index].targetDependencies.append(app.0)
      } else {
        targets[index].host = "none"
      }
      for name in xcode.dependencies {
        guard let other = apps.first(where: { $0.2 == name }),
          !targets[index].targetDependencies.contains(other.0)
        else { continue }
        targets[index].targetDependencies.append(other.0)
      }
    }
  }

  /// The identity of swift-storyboards' package, as products name it.
  var storyboardsIdentity: String {
    let last = options.storyboardsPackage.split(separator: "/").last.map(String.init) ?? ""
    return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
  }

  /// `path` (relative to the project's folder) on disk.
  func onDisk(_ path: String) -> String {
    path.hasPrefix("/") ? path : project.directory + "/" + path
  }

  /// `path` (absolute, or relative to the working folder) as seen from the package's folder.
  func relativeToOutput(_ path: String) -> String {
    Self.relativePath(from: output, to: Self.absolute(path))
  }

  /// The `.lproj` folder `path` is in, if any.
  static func localizationFolder(of path: String) -> String? {
    let components = path.split(separator: "/")
    guard let index = components.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
    return components[...index].joined(separator: "/")
  }

  /// `path` made absolute against the working folder, normalized.
  static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return FileTree.normalized(full)
  }

  /// The relative path from the folder `from` to `to`, both absolute.
  static func relativePath(from: String, to: String) -> String {
    let base = from.split(separator: "/")
    let target = to.split(separator: "/")
    var common = 0
    while common < base.count, common < target.count, base[common] == target[common] {
      common += 1
    }
    let path =
      Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
    return path.isEmpty ? "." : path.joined(separator: "/")
  }
}
