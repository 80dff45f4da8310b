import Foundation
import StoryboardCodeCheck
// A libFuzzer target: `swift build -c release --sanitize=fuzzer --product StoryboardFuzzer`,
// then `Scripts/fuzz.sh` (or `.build-fuzz/release/StoryboardFuzzer CORPUS_DIR`). Built normally
// it does nothing; libFuzzer provides the entry point.
//
// Each input is read by the package's XML reader and by XMLParser (where XMLParser does not
// crash); a disagreement traps, so libFuzzer saves the input. The split editor's scanner reads
// every input. A loaded storyboard goes on through validation, lint, the navigation graph, code
// generation, the split's suggestions and a simulated launch with its placeholders substituted
// (or the place of the error that stops it).
import StoryboardCodegen
import StoryboardEditing
import StoryboardLoader
import StoryboardMap
import Storyboards
import UIKitSourcesRewriter
import XMLParserReference
import XcodeProject

/// libFuzzer's entry point: one input, `size` bytes at `data`; traps on a disagreement.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The same bytes as source code, for check-code's tokenizer in both languages.
  let source = String(decoding: bytes, as: UTF8.self)
  // …and for the rewrite of UIKit sources, as one file and as two files of one module (its
  // halves, so that one file's declarations are used in the other).
  _ = UIKitSourcesRewriter.rewrite([("/fuzz/A.swift", source)])
  let middle = source.index(source.startIndex, offsetBy: source.count / 2)
  _ = UIKitSourcesRewriter.rewrite([
    ("/fuzz/A.swift", String(source[..<middle])), ("/fuzz/B.swift", String(source[middle...])),
  ])
  // …as a nib, read, linted and instantiated with no owner…
  if let nib = try? StoryboardLoader.loadNib(data: bytes, name: "Fuzzed") {
    _ = nib.lint(knownClasses: [])
    _ = StoryboardDump.nibRecord(of: nib, file: "Fuzzed.xib")
    _ = try? catching { _ = Nib(definition: nib).instantiate(withOwner: nil) }
  }
  // …as a .strings localization (kept to apply to the storyboard below), and as a format
  // whose `%#@variables@` are filled with numbers…
  let strings = try? StringsFile(data: bytes, path: "Fuzzed.strings")
  _ = PluralFormat(
    kind: .variables(
      format: source,
      forms: ["n": ["one": "%d one", "few": "%d few", "other": "%d other"]]), language: "ru"
  ).format([3, 21, 1.5])
  // …and as an app's Info.plist, read by the build step and by the launch.
  _ = HostedAppWriter.diagnostics(of: ("/fuzz/Info.plist", source))
  _ = try? LaunchInterface(infoPlist: Data(bytes), path: "/fuzz/Info.plist") {
    Storyboard(name: $0, bundle: StoryboardBundle(), definition: StoryboardDefinition(name: $0))
  }
  // …as an Xcode project file (a folder that does not exist, so synchronized folders are
  // missing) with its targets' settings expanded, and as an .xcconfig file.
  if let project = try? XcodeProject(
    parsing: bytes, file: "/nonexistent/App.xcodeproj/project.pbxproj",
    bundle: "/nonexistent/App.xcodeproj")
  {
    for target in project.targets {
      for settings in target.configurations.values {
        for key in ["PRODUCT_MODULE_NAME", "TEST_HOST", "SWIFT_ACTIVE_COMPILATION_CONDITIONS"] {
          _ = try? settings.list(key)
        }
      }
    }
    // …and the package written from it…
    _ = try? PackageWriter(
      project: project, output: "/nonexistent/out",
      options: PackageOptions(storyboardsPackage: "/nonexistent/swift-storyboards"))
  }
  // …as XcodeGen's project.yml, and the package written from what it describes…
  if let spec = try? YAMLReader.parse(source, path: "/nonexistent/project.yml"),
    let project = try? XcodeProject(xcodeGenSpec: spec, path: "/nonexistent/project.yml")
  {
    _ = try? PackageWriter(
      project: project, output: "/nonexistent/out",
      options: PackageOptions(storyboardsPackage: "/nonexistent/swift-storyboards"))
  }
  // …and as a shared scheme.
  _ = try? XcodeScheme(
    name: "Fuzzed", bytes: bytes, path: "/nonexistent/Fuzzed.xcscheme", directory: "/nonexistent")
  _ = try? ConfigurationFile.settings(in: source, path: "/nonexistent/Fuzzed.xcconfig")
  var check = CodeCheck(bundle: StoryboardBundle())
  check.scan(source, path: "Fuzzed.swift")
  check.scan(source, path: "Fuzzed.m")
  _ = check.diagnostics(reportingUnused: true)
  _ = StoryboardSource(bytes: bytes).elements.count
  if case .disagree(let why) = DifferentialComparison(bytes) {
    fatalError("the reader and XMLParser disagree: \(why)")
  }
  guard let storyboard = try? StoryboardLoader.loadStoryboard(data: bytes, name: "Fuzzed")
  else { return 0 }
  let bundle = StoryboardBundle(
    storyboards: [storyboard, storyboard.localized(by: strings?.entries ?? [:])].enumerated().map {
      var definition = $1
      definition.name += $0 == 0 ? "" : "Localized"
      return definition
    })
  _ = bundle.validate()
  _ = bundle.lint(knownClasses: [])
  for format in GraphFormat.allCases {
    _ = NavigationGraph(bundle: bundle).rendered(as: format)
  }
  _ = try? SplitSuggestion.suggestions(
    forStoryboardData: bytes, path: "/nonexistent/Fuzzed.storyboard")
  for language in CodegenLanguage.allCases {
    _ = StoryboardCodegen.generate(bundle, language: language, options: CodegenOptions())
  }
  bundle.installPlaceholderSubstitution()
  do {
    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Fuzzed")
    _ = simulator.window.hierarchyDescription
    exerciseControls(in: simulator.window.rootViewController?.viewIfLoaded)
  } catch {
    _ = bundle.diagnostic(locating: error)
  }
  // Every scene with an identifier: its objects made and connected, its view loaded, its
  // first controls tapped and its table's first row selected, as a user would.
  let fuzzed = Storyboard(name: "Fuzzed", bundle: bundle)
  for case let identifier? in storyboard.scenes.prefix(20).map({
    $0.controller?.storyboardIdentifier
  }) {
    _ = try? catching {
      let controller = fuzzed.instantiateViewController(withIdentifier: identifier)
      let window = Window()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      exerciseControls(in: controller.viewIfLoaded)
      window.isHidden = true
    }
  }
  return 0
}

/// Taps the first controls of `view`'s tree and selects its tables' first rows, each in its own
/// `catching`: what they raise is an answer, a crash is a bug.
func exerciseControls(in view: View?) {
  guard let view else { return }
  var queue: [View] = [view]
  var index = 0
  var touched = 0
  while index < queue.count, touched < 20 {
    let current = queue[index]
    index += 1
    queue += current.subviews
    if let control = current as? Control {
      touched += 1
      _ = try? catching { try control.tapAsUser() }
    } else if let table = current as? TableView {
      touched += 1
      _ = try? catching { _ = try table.tapRowAsUser(at: IndexPath(row: 0, section: 0)) }
    }
  }
}
