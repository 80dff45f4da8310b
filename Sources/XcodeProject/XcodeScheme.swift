import Foundation
import StoryboardLoader

/// What a shared scheme's Test action says of how the tests run: the environment and
/// arguments it gives them, the tests it skips, its test plans.
package struct XcodeScheme: Sendable, Equatable {
  /// The scheme's name (its file's, without `.xcscheme`).
  package var name: String
  /// The test targets it runs, by name.
  package var testTargets: [String] = []
  /// The tests it skips, by target: `Class`, `Class/testMethod()`, or `suite/test()`.
  package var skippedTests: [String: [String]] = [:]
  /// The environment variables it sets, the enabled ones (those of its test plans included).
  package var environment: [String: String] = [:]
  /// The launch arguments it passes, the enabled ones.
  package var arguments: [String] = []

  /// A scheme named `name` that sets nothing.
  package init(name: String) {
    self.name = name
  }

  /// The shared schemes of the `.xcodeproj` at `path` (`xcshareddata/xcschemes`), by name,
  /// their test plans read from the project's folder `directory`.
  /// - Throws: ``XcodeProjectError`` for a scheme or a test plan that cannot be read.
  package static func shared(in path: String, directory: String) throws(XcodeProjectError)
    -> [XcodeScheme]
  {
    let folder = path + "/xcshareddata/xcschemes"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".xcscheme") }.sorted()
    var schemes: [XcodeScheme] = []
    for name in names {
      let file = folder + "/" + name
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      schemes.append(
        try XcodeScheme(
          name: String(name.dropLast(".xcscheme".count)), bytes: [UInt8](data), path: file,
          directory: directory))
    }
    return schemes
  }

  /// The scheme `bytes` holds, read from the file at `path`.
  package init(name: String, bytes: [UInt8], path: String, directory: String)
    throws(XcodeProjectError)
  {
    self.name = name
    let scan = XMLElementScan.elements(of: bytes, path: path)
    if let failure = scan.failure {
      throw XcodeProjectError(
        path: path, line: failure.line, column: failure.column,
        reason: .badScheme(failure.problem))
    }
    let elements = scan.elements
    func attribute(_ element: XMLElementSpan, _ name: String) -> String? {
      element.attributes.first { $0.name == name }.map { XMLElementScan.value(ofRaw: $0.rawValue) }
    }
    func isInside(_ index: Int, _ ancestor: String) -> Bool {
      var current = elements[index].parent
      while let parent = current {
        if elements[parent].name == ancestor { return true }
        current = elements[parent].parent
      }
      return false
    }
    guard let test = elements.firstIndex(where: { $0.name == "TestAction" }) else { return }
    let useLaunch = attribute(elements[test], "shouldUseLaunchSchemeArgsEnv") == "YES"
    let source = useLaunch ? "LaunchAction" : "TestAction"
    var testable: String?
    var plans: [String] = []
    for (index, element) in elements.enumerated() {
      switch element.name {
      case "BuildableReference" where elements[element.parent ?? 0].name == "TestableReference":
        guard let target = attribute(element, "BlueprintName") else { continue }
        testable = target
        if attribute(elements[element.parent ?? 0], "skipped") != "YES" {
          testTargets.append(target)
        }
      case "Test" where isInside(index, "SkippedTests"):
        if let target = testable, let identifier = attribute(element, "Identifier") {
          skippedTests[target, default: []].append(identifier)
        }
      case "EnvironmentVariable" where isInside(index, source):
        if attribute(element, "isEnabled") != "NO", let key = attribute(element, "key") {
          environment[key] = attribute(element, "value") ?? ""
        }
      case "CommandLineArgument" where isInside(index, source):
        if attribute(element, "isEnabled") != "NO", let argument = attribute(element, "argument") {
          arguments.append(argument)
        }
      case "TestPlanReference":
        if let reference = attribute(element, "reference"), reference.hasPrefix("container:") {
          plans.append(String(reference.dropFirst("container:".count)))
        }
      default: continue
      }
    }
    for plan in plans { try read(plan: directory + "/" + plan) }
  }

  /// Adds what the test plan at `path` sets: its default options' environment and arguments,
  /// its targets and their skipped tests. A plan that is not on disk is left out, as Xcode
  /// shows it missing.
  private mutating func read(plan path: String) throws(XcodeProjectError) {
    guard let data = FileManager.default.contents(atPath: path) else { return }
    guard let plan = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw XcodeProjectError(
        path: path, line: 0, reason: .badScheme("the test plan is not a JSON object"))
    }
    let options = plan["defaultOptions"] as? [String: Any] ?? [:]
    for entry in options["environmentVariableEntries"] as? [[String: Any]] ?? [] {
      guard entry["enabled"] as? Bool != false, let key = entry["key"] as? String else { continue }
      environment[key] = entry["value"] as? String ?? ""
    }
    for entry in options["commandLineArgumentEntries"] as? [[String: Any]] ?? [] {
      guard entry["enabled"] as? Bool != false, let argument = entry["argument"] as? String
      else { continue }
      arguments.append(argument)
    }
    for entry in plan["testTargets"] as? [[String: Any]] ?? [] {
      guard entry["enabled"] as? Bool != false,
        let target = (entry["target"] as? [String: Any])?["name"] as? String
      else { continue }
      if !testTargets.contains(target) { testTargets.append(target) }
      skippedTests[target, default: []] += entry["skippedTests"] as? [String] ?? []
    }
  }
}
