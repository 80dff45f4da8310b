import Foundation
import StoryboardCodegen
import StoryboardLoader
import Storyboards

extension StoryboardTool {
  /// `check-code --sources DIR... [--unused] [--format text|json|github|sarif] STORYBOARDS...`: the names
  /// Swift and Objective-C code passes to UIKit, checked against the storyboards.
  static func checkCode(_ arguments: [String]) -> Int32 {
    var sources: [String] = []
    var paths: [String] = []
    var reportsUnused = false
    var format = DiagnosticFormat.text
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--sources": sources.append(value(after: argument, in: &remaining))
      case "--unused": reportsUnused = true
      case "--format":
        format = .parsed(value(after: argument, in: &remaining), for: "check-code")
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for check-code. Run 'storyboard-tool check-code --help'.")
      default: paths.append(argument)
      }
    }
    guard !sources.isEmpty, !paths.isEmpty else {
      fail(
        "check-code needs --sources <dir> and at least one storyboard path. Run "
          + "'storyboard-tool check-code --help'.")
    }
    var (bundle, status) = loadBundle(paths)
    var check = CodeCheck(bundle: bundle)
    for file in sourceFiles(in: sources) {
      guard let data = FileManager.default.contents(atPath: file) else {
        report("storyboard-tool: error: cannot read '\(file)'.")
        status = 1
        continue
      }
      check.scan(String(decoding: data, as: UTF8.self), path: file)
    }
    let diagnostics = check.diagnostics(reportingUnused: reportsUnused)
    print(format.rendered(diagnostics), terminator: "")
    let literal = check.references.count - check.dynamicReferences.count
    report(
      "check-code: \(check.filesScanned) file(s), \(literal) name(s) checked, "
        + "\(check.dynamicReferences.count) computed at run time skipped, "
        + "\(diagnostics.filter { $0.severity == .error }.count) error(s), "
        + "\(diagnostics.filter { $0.severity == .warning }.count) warning(s).")
    return diagnostics.contains { $0.severity == .error } ? 1 : status
  }

  /// The Swift and Objective-C files under `paths` (files or folders, searched recursively),
  /// sorted; a path that does not exist is a usage error.
  private static func sourceFiles(in paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        fail("--sources: '\(path)' does not exist.")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        if relative.hasPrefix(".build") || relative.contains("/.build/") { continue }
        if CodeCheck.isSourceFile(relative) {
          files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
      }
    }
    return files.sorted()
  }
}
