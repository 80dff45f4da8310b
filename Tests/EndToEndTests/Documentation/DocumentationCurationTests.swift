import Foundation
import XCTest

/// Each library's DocC landing page curates every public type of its module under Topics, so
/// that the documentation's table of contents is the module's whole API. The `Storyboards`
/// catalog documents what `import Storyboards` gives: the runtime (its navigation core and the
/// views above it) and its analysis.
final class DocumentationCurationTests: XCTestCase {
  /// Each catalog, with the modules whose sources it documents.
  private static let catalogs: KeyValuePairs<String, [String]> = [
    "Storyboards": ["StoryboardRuntime", "StoryboardViews", "StoryboardAnalysis"],
    "StoryboardLoader": ["StoryboardLoader"],
    "StoryboardTesting": ["StoryboardTesting"],
    "StoryboardEditing": ["StoryboardEditing"],
    "StoryboardCodegen": ["StoryboardCodegen"],
    "StoryboardMap": ["StoryboardMap"],
    "StoryboardCodeCheck": ["StoryboardCodeCheck"],
    "StoryboardsUIKit": ["StoryboardsUIKit"],
  ]

  /// The public and open types declared at the top level of a module's sources.
  private func publicTypes(of module: String) throws -> Set<String> {
    let folder = Repository.root.appendingPathComponent("Sources/\(module)")
    let declaration = try NSRegularExpression(
      pattern: #"^(?:@[A-Za-z]+(?:\([^)]*\))? )*(?:public|open) (?:final )?"#
        + #"(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#,
      options: .anchorsMatchLines)
    var names: Set<String> = []
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        names.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return names
  }

  func testEveryLandingPageCuratesEveryPublicTypeOfItsModule() throws {
    for (module, sources) in Self.catalogs {
      let page = try String(
        contentsOf: Repository.root.appendingPathComponent(
          "Sources/\(module)/Documentation.docc/\(module).md"), encoding: .utf8)
      let topics = try XCTUnwrap(page.range(of: "## Topics"), "\(module).md has no Topics")
      let curated = page[topics.upperBound...]
      let types = try sources.reduce(into: Set<String>()) { $0.formUnion(try publicTypes(of: $1)) }
      XCTAssertFalse(types.isEmpty, module)
      let missing = types.filter { !curated.contains("``\($0)``") }.sorted()
      XCTAssertEqual(
        missing, [],
        "Sources/\(module)/Documentation.docc/\(module).md does not curate these public types "
          + "under Topics; add them to a group.")
    }
  }
}
