import Foundation
import StoryboardCodegen
import StoryboardLoader
import StoryboardMap
import Storyboards
import TestSupport
import XCTest

/// Damaged storyboards never crash: each mutation of a valid file either loads — and then
/// validates, lints, graphs and generates without crashing — or fails with a located
/// ``StoryboardLoadError``.
final class MutationTests: XCTestCase {
  func testMutatedStoryboardsLoadOrFailCleanly() throws {
    try mutate(TestPaths.fixture("Valid.storyboard"), named: "Valid", seedOffset: 0)
  }

  /// The Segregation example's `Main`, whose tab roots are placeholders into the other three
  /// storyboards: mutants exercise reference and placeholder resolution across files.
  func testMutatedPlaceholderStoryboardsResolveOrFailCleanly() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Segregation/Storyboards").path
    let companions = try ["First", "Second", "Third"].map {
      try StoryboardLoader.loadStoryboard(atPath: "\(folder)/\($0).storyboard")
    }
    try mutate(
      folder + "/Main.storyboard", named: "Main", companions: companions, seedOffset: 1)
  }

  private func mutate(
    _ file: String, named name: String, companions: [StoryboardDefinition] = [],
    seedOffset: UInt64
  ) throws {
    let original = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tokens = [
      "<", ">", "\"", "/", "=", "&", "id", "segue", "scene", "connections", "\u{0}", "\u{FF}",
    ].map { Array($0.utf8) }
    // MUTATION_ITERATIONS and MUTATION_SEED fuzz deeper locally; CI runs the default.
    let environment = ProcessInfo.processInfo.environment
    let iterations = environment["MUTATION_ITERATIONS"].flatMap(Int.init) ?? 300
    var random = SplitMix(
      state: (environment["MUTATION_SEED"].flatMap(UInt64.init) ?? 2026) &+ seedOffset)
    var loaded = 0
    var failed = 0
    for iteration in 0..<iterations {
      let bytes = random.mutant(of: original, edits: 4, longestDeletion: 40, inserting: tokens)
      let path = folder + "/Mutant\(iteration).storyboard"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      do throws(StoryboardLoadError) {
        let storyboard = try StoryboardLoader.loadStoryboard(atPath: path, name: name)
        let bundle = StoryboardBundle(storyboards: companions + [storyboard])
        bundle.installPlaceholderSubstitution()
        _ = bundle.validate()
        _ = bundle.lint(knownClasses: [])
        for format in GraphFormat.allCases {
          _ = NavigationGraph(bundle: bundle).rendered(as: format)
        }
        for language in CodegenLanguage.allCases {
          _ = StoryboardCodegen.generate(bundle, language: language, options: CodegenOptions())
        }
        loaded += 1
      } catch {
        XCTAssertTrue(error.description.hasPrefix("\(path):\(error.line):\(error.column): error: "))
        // The place is inside the mutant: a line it has, a column from 1.
        XCTAssertGreaterThanOrEqual(error.line, 1)
        XCTAssertLessThanOrEqual(error.line, bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1)
        XCTAssertGreaterThanOrEqual(error.column, 1)
        failed += 1
      }
    }
    XCTAssertGreaterThan(loaded, 0, "some mutants still load, so every stage after loading runs")
    XCTAssertGreaterThan(failed, iterations / 3, "most mutations break the XML")
  }
}
