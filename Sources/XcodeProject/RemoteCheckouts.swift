import Foundation

/// Checkouts of a project's remote Swift packages, kept in the written package's `.checkouts`
/// folder: a package whose sources import UIKit is compiled as the written package's targets
/// from its checkout, since a dependency does not go through the build step. SwiftPM resolves
/// the packages once, in a scratch package there; a checkout that is there is used as it is,
/// with no network.
package enum RemoteCheckouts {
  /// The folder the checkouts are kept in, in the package's folder `output`.
  package static func folder(in output: String) -> String { output + "/.checkouts" }

  /// The checkouts of `project`'s remote packages, by identity (lowercased): those already
  /// in `output`'s `.checkouts`, and those `swift package resolve` fetches there, but for
  /// ViewControllerPresentationSpy (StoryboardTesting's) and the `given` ones. `run`
  /// runs `swift` with the arguments and says whether it succeeded. Returns the checkouts
  /// and, when the resolve failed, what to say about the packages it did not fetch.
  package static func fetch(
    for project: XcodeProject, output: String, skipping given: Set<String> = [],
    run: ([String]) -> Bool
  ) -> (checkouts: [String: String], failure: String?) {
    let folder = folder(in: output)
    var checkouts: [String: String] = [:]
    var missing: [(identity: String, url: String, requirement: String)] = []
    for case .remote(let url, let requirement) in project.packages {
      let identity = SwiftPackageReference.remote(url: url, requirement: requirement).identity
      let checkout = folder + "/" + identity.lowercased()
      if FileManager.default.fileExists(atPath: checkout + "/Package.swift") {
        checkouts[identity.lowercased()] = checkout
      } else if identity.lowercased() != "viewcontrollerpresentationspy",
        !given.contains(identity.lowercased())
      {
        missing.append((identity, url, requirement))
      }
    }
    guard !missing.isEmpty else { return (checkouts, nil) }
    let scratch = folder + "/.resolve"
    let manifest =
      "// swift-tools-version: 5.9\n// Resolves the project's remote packages into "
      + ".build/checkouts; storyboard-tool package keeps each in ../.\nimport PackageDescription\n\n"
      + "let package = Package(\n  name: \"resolve\",\n  dependencies: [\n"
      + missing.map {
        "    .package(url: \(PackageTarget.quoted($0.url, json: false)), "
          + "\(PackageWriter.requirement($0.requirement))),\n"
      }.joined() + "  ]\n)\n"
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    try? manifest.write(toFile: scratch + "/Package.swift", atomically: true, encoding: .utf8)
    guard run(["package", "resolve", "--package-path", scratch]) else {
      return (
        checkouts,
        "SwiftPM could not fetch " + missing.map(\.identity).joined(separator: ", ")
          + " (`swift package resolve` failed), so their sources were not looked at"
      )
    }
    for package in missing {
      let name = (package.url as NSString).lastPathComponent
      let repository = name.hasSuffix(".git") ? String(name.dropLast(4)) : name
      let fetched = scratch + "/.build/checkouts/" + repository
      let checkout = folder + "/" + package.identity.lowercased()
      guard (try? FileManager.default.moveItem(atPath: fetched, toPath: checkout)) != nil else {
        continue
      }
      checkouts[package.identity.lowercased()] = checkout
    }
    try? FileManager.default.removeItem(atPath: scratch)
    return (checkouts, nil)
  }

  /// Runs `swift arguments…`, its output discarded; whether it succeeded.
  package static func swift(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
