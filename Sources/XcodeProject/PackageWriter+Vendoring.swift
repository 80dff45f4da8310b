import Foundation

extension PackageWriter {
  /// The licences under which a package's files may be compiled into another package: the
  /// words that name each in its licence file.
  static let permissiveLicences: [(name: String, words: String)] = [
    ("MIT", "Permission is hereby granted, free of charge"),
    ("Apache-2.0", "Apache License"),
    ("BSD", "Redistribution and use in source and binary forms"),
    ("ISC", "Permission to use, copy, modify, and/or distribute this software"),
    ("zlib", "This software is provided 'as-is'"),
    ("MPL-2.0", "Mozilla Public License"),
    ("Unlicense", "This is free and unencumbered software"),
  ]

  /// Compiles the targets of the package at `folder` that make `product` as targets of the
  /// written package, through the build step, when its sources import UIKit (a dependency
  /// does not go through UIKitSourcesPlugin: a build-tool plugin applies to its own
  /// package's targets). Returns whether it did; when it cannot (no description of the
  /// package, or a licence that does not allow it), a diagnostic says why and the package
  /// stays a dependency. The package's own dependencies stay dependencies.
  mutating func vendor(
    _ product: String, ofPackageAt folder: String, named identity: String,
    into package: inout PackageTarget
  ) -> Bool {
    guard let uikitFile = Self.firstUIKitImport(inPackageAt: folder) else { return false }
    let key = folder + "\u{0}" + product
    if let names = vendoredProducts[key] {
      for name in names where !package.targetDependencies.contains(name) {
        package.targetDependencies.append(name)
      }
      return !names.isEmpty
    }
    vendoredProducts[key] = []
    let dependent = package.xcodeName
    let notVendored = { (why: String, fix: String) in
      ProjectDiagnostic(
        path: uikitFile,
        message: "\(dependent)'s package dependency \(identity) imports UIKit, and a "
          + "dependency does not go through UIKitSourcesPlugin; \(why)",
        fix: fix)
    }
    guard let licence = Self.permissiveLicence(inPackageAt: folder) else {
      diagnostics.append(
        notVendored(
          "its licence file names none of "
            + Self.permissiveLicences.map(\.name).joined(separator: ", ")
            + ", so its files are not compiled into this package",
          "put its UIKit code behind `#if canImport(UIKit)`, or give it a licence that allows it."))
      return false
    }
    guard let json = describePackage(folder), let manifest = PackageManifest(json: json) else {
      diagnostics.append(
        notVendored(
          "`swift package dump-package` could not read its manifest",
          "fix its Package.swift so that `swift package dump-package` reads it."))
      return false
    }
    let targets = manifest.targets(ofProduct: product).filter { $0.type == "regular" }
    guard !targets.isEmpty else {
      diagnostics.append(
        notVendored(
          "its manifest has no library product \(product) made of Swift targets",
          "check the product's name in the project's package dependencies."))
      return false
    }
    let names = Set(targets.map(\.name))
    for target in targets where vendoredTargets[target.name] == nil {
      vendoredTargets[target.name] = vendoredTarget(
        target, of: manifest, inPackageAt: folder, identity: identity, internalNames: names,
        licence: licence)
    }
    let productTargets = manifest.products[product] ?? []
    vendoredProducts[key] = productTargets
    for name in productTargets where !package.targetDependencies.contains(name) {
      package.targetDependencies.append(name)
    }
    return true
  }

  /// The written package's target for `target` of the package at `folder`: its folder
  /// linked, its Swift files rewritten by the build step, its resources copied, in the
  /// language mode its manifest gives.
  private mutating func vendoredTarget(
    _ target: PackageManifest.Target, of manifest: PackageManifest, inPackageAt folder: String,
    identity: String, internalNames: Set<String>, licence: String
  ) -> PackageTarget {
    let relative = manifest.folder(of: target, inPackageAt: folder)
    let absolute = FileTree.normalized(folder + "/" + relative)
    var vendored = PackageTarget(
      kind: .library, name: target.name, xcodeName: "\(identity) (\(licence))",
      folder: "Sources/" + target.name)
    vendored.links[target.name] = Self.relativePath(
      from: Self.absolute(project.directory), to: absolute)
    let excluded = target.exclude.map { FileTree.normalized($0) }
    for file in SynchronizedFolder.files(in: absolute) ?? [] where file.hasSuffix(".swift") {
      let isExcluded = excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
      let isListed =
        target.sources.map { sources in
          sources.contains { file == $0 || file.hasPrefix(FileTree.normalized($0) + "/") }
        } ?? true
      guard !isExcluded, isListed else { continue }
      vendored.sources.append(target.name + "/" + file)
    }
    vendored.resources = target.resources.map { target.name + "/" + FileTree.normalized($0) }
    if manifest.usesSwift5Mode { vendored.swiftSettings.append(".swiftLanguageMode(.v5)") }
    vendored.swiftSettings += target.defines.map {
      ".define(\(PackageTarget.quoted($0, json: false)))"
    }
    for name in target.targetDependencies {
      if internalNames.contains(name) {
        vendored.targetDependencies.append(name)
      } else {
        vendored.productDependencies.append((name, name.lowercased()))
      }
    }
    vendored.productDependencies += target.productDependencies
    for dependency in vendored.productDependencies {
      if let declaration = manifest.dependencies[dependency.package] {
        packageDeclarations[dependency.package] = declaration
      }
    }
    return vendored
  }

  /// What `swift package dump-package` prints for the package in `folder`; `nil` when it
  /// fails.
  package static func dumpPackage(_ folder: String) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package", "--package-path", folder]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? data : nil
  }

  /// The first Swift file of the package at `folder` that imports UIKit: in its `Sources`
  /// folder when it has one, else anywhere but its tests.
  static func firstUIKitImport(inPackageAt folder: String) -> String? {
    let sources = folder + "/Sources"
    let root = FileManager.default.fileExists(atPath: sources) ? sources : folder
    guard let files = SynchronizedFolder.files(in: root) else { return nil }
    for file in files.prefix(5_000) where file.hasSuffix(".swift") {
      guard !file.hasPrefix("Tests/"), file != "Package.swift",
        let data = FileManager.default.contents(atPath: root + "/" + file)
      else { continue }
      let importsUIKit = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        .contains {
          let line = $0.drop { $0 == " " }
          return line.hasPrefix("import UIKit") || line.hasPrefix("@_exported import UIKit")
        }
      if importsUIKit { return root + "/" + file }
    }
    return nil
  }

  /// The permissive licence the package at `folder`'s licence file grants, if any.
  static func permissiveLicence(inPackageAt folder: String) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted()
    where name.uppercased().hasPrefix("LICENSE") || name.uppercased().hasPrefix("LICENCE")
      || name.uppercased().hasPrefix("COPYING")
    {
      guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
      let text = String(decoding: data.prefix(20_000), as: UTF8.self)
      if text.contains("GNU") { return nil }
      if let licence = permissiveLicences.first(where: { text.contains($0.words) }) {
        return licence.name
      }
    }
    return nil
  }
}
