import Foundation
import XCTest

/// One public type to a file, named after it: a reader finds `NavigationBar` in
/// `NavigationBar.swift`. Nested types live with their owner; type aliases (the UIKit names of
/// `StoryboardsUIKit`) are names, not types.
final class FileLayoutTests: XCTestCase {
  private static let declaration = try! NSRegularExpression(
    pattern: #"^\s*(?:@[A-Za-z]+(?:\([^)]*\))? )*(?:public|open) (?:final )?"#
      + #"(?:class|struct|enum|protocol|actor) ([A-Za-z_][A-Za-z0-9_]*)"#,
    options: .anchorsMatchLines)

  /// The public types declared at the top level of `text` (or inside a top-level `#if`).
  private func topLevelPublicTypes(in text: String) -> [String] {
    var depth = 0
    var names: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(line)
      if depth == 0,
        let match = Self.declaration.firstMatch(
          in: line, range: NSRange(line.startIndex..., in: line)),
        let range = Range(match.range(at: 1), in: line)
      {
        names.append(String(line[range]))
      }
      let code = line.split(separator: "//", maxSplits: 1).first.map(String.init) ?? ""
      depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
    }
    return names
  }

  func testEachPublicTypeHasAFileOfItsName() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
    var crowded: [String] = []
    var misnamed: [String] = []
    var checked = 0
    while let file = walker.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let types = topLevelPublicTypes(in: text)
      checked += types.count
      if types.count > 1 { crowded.append("Sources/\(file): \(types.joined(separator: ", "))") }
      let name = (file.split(separator: "/").last ?? "").dropLast(6)
      if let type = types.first, types.count == 1, name.split(separator: "+").first != type[...] {
        misnamed.append("Sources/\(file): \(type)")
      }
    }
    XCTAssertGreaterThan(checked, 150, "the walk found the public types")
    XCTAssertEqual(crowded, [], "files that declare more than one public type")
    XCTAssertEqual(misnamed, [], "files named other than the public type they declare")
  }

  func testTheCountSeesEveryTopLevelTypeAndNoNestedOne() {
    let text = """
      public struct Outer {
        public enum Nested { case a }
      }
      #if !canImport(ObjectiveC)
        public struct Guarded {}
      #endif
      open class Second {}
      """
    XCTAssertEqual(topLevelPublicTypes(in: text), ["Outer", "Guarded", "Second"])
  }
}
