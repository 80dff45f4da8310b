import StoryboardCodeCheck
// A libFuzzer target: `swift build --sanitize=fuzzer --product StoryboardFuzzer`, then
// `Scripts/fuzz.sh` (or `.build/debug/StoryboardFuzzer CORPUS_DIR`). Built normally it does
// nothing; libFuzzer provides the entry point.
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
import XMLParserReference

/// libFuzzer's entry point: one input, `size` bytes at `data`; traps on a disagreement.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The same bytes as source code, for check-code's tokenizer in both languages.
  let source = String(decoding: bytes, as: UTF8.self)
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
  let bundle = StoryboardBundle(storyboards: [storyboard])
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
  } catch {
    _ = bundle.diagnostic(locating: error)
  }
  return 0
}
