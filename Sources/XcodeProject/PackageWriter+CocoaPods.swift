import Foundation

extension PackageWriter {
  /// Whether CocoaPods integrates `target`: it links the `Pods_…` framework or `libPods-…`
  /// library `pod install` adds, or runs its `[CP]` phases.
  static func isIntegratedByCocoaPods(_ target: XcodeTarget) -> Bool {
    target.linkedFrameworks.contains(where: isCocoaPodsProduct)
      || target.scriptPhases.contains { $0.hasPrefix("[CP]") }
  }

  /// Whether a linked framework or library is the one `pod install` adds to a target.
  static func isCocoaPodsProduct(_ name: String) -> Bool {
    name.hasPrefix("Pods_") || name.hasPrefix("libPods-") || name.hasPrefix("Pods-")
  }

  /// Whether `path` (relative to the project's folder) is in the `Pods` folder CocoaPods
  /// writes (its `.xcconfig` files are missing where `pod install` has not run).
  static func isInPodsFolder(_ path: String) -> Bool {
    path.hasPrefix("Pods/") || path.contains("/Pods/")
  }

  /// The pods the project's `Podfile.lock` lists (else its `Podfile` names), by name.
  func pods() -> [String] {
    let directory = project.directory
    var names: [String] = []
    if let lock = try? String(contentsOfFile: directory + "/Podfile.lock", encoding: .utf8) {
      for line in lock.split(whereSeparator: \.isNewline) {
        if line == "PODS:" { continue }
        if !line.hasPrefix(" ") { if !names.isEmpty { break } else { continue } }
        guard line.hasPrefix("  - ") else { continue }
        let entry = line.dropFirst(4).drop { $0 == "\"" }
        let name = entry.prefix { $0 != " " && $0 != "/" && $0 != "\"" && $0 != ":" }
        if !name.isEmpty, !names.contains(String(name)) { names.append(String(name)) }
      }
    } else if let podfile = try? String(contentsOfFile: directory + "/Podfile", encoding: .utf8) {
      for line in podfile.split(whereSeparator: \.isNewline) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("pod ") || trimmed.hasPrefix("pod(") else { continue }
        let quoted = trimmed.split(omittingEmptySubsequences: false) { $0 == "'" || $0 == "\"" }
        guard quoted.count >= 3 else { continue }
        let name = String(quoted[1].prefix { $0 != "/" })
        if !name.isEmpty, !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  /// The note of a target CocoaPods integrates: its pods are not dependencies of the
  /// package (CocoaPods builds them into a workspace SwiftPM does not read).
  mutating func reportCocoaPods(_ target: XcodeTarget) {
    let pods = pods()
    let podfile = project.directory + "/Podfile"
    let listed = pods.isEmpty ? "" : " (" + pods.joined(separator: ", ") + ")"
    diagnostics.append(
      ProjectDiagnostic(
        path: FileManager.default.fileExists(atPath: podfile)
          ? podfile : project.file,
        line: FileManager.default.fileExists(atPath: podfile) ? nil : target.line,
        message: "\(target.name) gets its pods\(listed) from CocoaPods, which the package does "
          + "not run: they are not dependencies of the package",
        fix: "add the pods that ship a Swift package as package dependencies in Xcode (File > "
          + "Add Package Dependencies…) and run the command again; code that imports the "
          + "others does not compile here."))
  }
}
