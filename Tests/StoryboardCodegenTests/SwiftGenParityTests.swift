import Foundation
import StoryboardCodegen
import StoryboardLoader
import Storyboards
import XCTest

/// `generate` against SwiftGen's own Interface Builder fixtures and what SwiftGen generates for
/// them (MIT, see `Fixtures/SwiftGen/NOTICE.md`): every scene and identified segue SwiftGen
/// exposes, we expose, with the same class.
final class SwiftGenParityTests: XCTestCase {
  private static let folder = CodegenFixtures.testsFolder.appendingPathComponent(
    "Fixtures/SwiftGen")

  private func generateSwift(runtime: CodegenOptions.Runtime = .uikit) throws -> String {
    let bundle = try StoryboardBundle(
      contentsOfFolder: Self.folder.appendingPathComponent("IB-iOS").path)
    var options = CodegenOptions()
    options.runtime = runtime
    options.module = "SwiftGen"  // the app module of SwiftGen's expected output
    let result = StoryboardCodegen.generate(bundle, language: .swift, options: options)
    return try XCTUnwrap(result.files.first?.contents)
  }

  private func expected(_ name: String) throws -> String {
    try String(
      contentsOf: Self.folder.appendingPathComponent("Expected/\(name)"), encoding: .utf8)
  }

  /// A type as both tools spell it, without the modules both leave implicit.
  private func normalized(_ type: String) -> String {
    type.replacingOccurrences(of: "UIKit.", with: "").replacingOccurrences(
      of: "SwiftGen.", with: "")
  }

  /// The lines of `text` inside the block that starts with `opening` and ends at the first
  /// line with `closing`.
  private func block(_ text: String, from opening: String, to closing: String) -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(opening) }) else { return [] }
    let end = lines[(start + 1)...].firstIndex(where: { $0 == closing }) ?? lines.endIndex
    return Array(lines[start..<end])
  }

  func testEverySceneSwiftGenExposesIsGeneratedWithTheSameClass() throws {
    let ours = try generateSwift()
    let theirs = try expected("scenes-swift5-all.swift.txt")
    let scene = try NSRegularExpression(
      pattern:
        #"static let (`?\w+`?) = (Initial)?SceneType<([\w.]+)>\(storyboard: Self.self(?:, identifier: "([^"]*)")?\)"#
    )
    var storyboard = ""
    var checked = 0
    for line in theirs.split(separator: "\n").map(String.init) {
      if let name = line.firstMatch(of: /static let storyboardName = "([^"]+)"/) {
        storyboard = String(name.1)
        continue
      }
      guard
        let match = scene.firstMatch(
          in: line, range: NSRange(line.startIndex..., in: line))
      else { continue }
      let text = { (index: Int) -> String? in
        Range(match.range(at: index), in: line).map { String(line[$0]) }
      }
      let type = normalized(text(3) ?? "")
      let enumName = SwiftNamesForTests.typeName(storyboard)
      let lines = block(ours, from: "  enum \(enumName) {", to: "  }")
      if let identifier = text(4) {
        XCTAssertTrue(
          lines.contains { normalized(String($0)) == "    /// `\(identifier)`: a `\(type)`." },
          "\(storyboard) / \(identifier): expected a \(type) accessor\n"
            + lines.joined(separator: "\n"))
      } else {
        XCTAssertTrue(
          lines.contains {
            $0.hasPrefix("    static func instantiateInitialViewController(")
              && normalized(String($0)).hasSuffix(" -> \(type) {")
          }, "\(storyboard): expected an initial \(type)\n" + lines.joined(separator: "\n"))
      }
      checked += 1
    }
    XCTAssertEqual(checked, 24, "the scenes of SwiftGen's expected output")
  }

  func testEveryIdentifiedSegueSwiftGenExposesIsInASegueEnumOfItsStoryboard() throws {
    let ours = try generateSwift()
    let theirs = try expected("segues-swift5-all.swift.txt")
    var storyboard = ""
    var checked = 0
    for line in theirs.split(separator: "\n") {
      if let name = line.firstMatch(of: /^  internal enum (\w+): String, SegueType \{/) {
        storyboard = String(name.1)
        continue
      }
      guard let segue = line.firstMatch(of: /^    case `?(\w+)`?(?: = "([^"]*)")?$/) else {
        continue
      }
      let identifier = segue.2.map(String.init) ?? String(segue.1)
      let lines = block(ours, from: "  enum \(storyboard) {", to: "  }")
      XCTAssertTrue(
        lines.contains { $0.hasPrefix("      case ") && $0.hasSuffix(" = \"\(identifier)\"") },
        "\(storyboard): no segue enum case for '\(identifier)'")
      checked += 1
    }
    XCTAssertEqual(checked, 9, "the identified segues of SwiftGen's expected output")
  }

  func testFrameworkClassesAreTypedWithTheirModuleAndImported() throws {
    let ours = try generateSwift()
    XCTAssertTrue(ours.contains("\nimport AVKit\n"))
    XCTAssertTrue(ours.contains("\nimport GLKit\n"))
    XCTAssertTrue(ours.contains("/// `item 2`: a `AVKit.AVPlayerViewController`."))
    XCTAssertTrue(ours.contains("/// `item 1`: a `GLKit.GLKViewController`."))
    // This runtime does not model those frameworks: its ViewController stands in, no import.
    let runtime = try generateSwift(runtime: .storyboards)
    XCTAssertFalse(runtime.contains("import AVKit"))
    XCTAssertTrue(runtime.contains("/// `item 2`: a `Storyboards.ViewController`."))
  }

  func testGoldenKnownTypesAndEmbedSegues() throws {
    assertGolden(try generateSwift(), "SwiftGenFixtures.swift")
  }
}

/// The storyboard enum names `generate` gives: upper camel case of the storyboard's name.
enum SwiftNamesForTests {
  static func typeName(_ storyboard: String) -> String {
    storyboard.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }.joined()
  }
}
