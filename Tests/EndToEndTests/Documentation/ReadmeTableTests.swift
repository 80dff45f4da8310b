import Foundation
import TestSupport
import XCTest

/// The README's tables say only what the repository backs: its module table lists exactly the
/// package's library and executable products, and each row of "What it models" names test
/// classes that exist and hold tests.
final class ReadmeTableTests: XCTestCase {
  private static let repository = Repository.root

  /// The rows of the README table under `heading`, each as its cells.
  static func rows(under heading: String, in readme: String) -> [[String]] {
    let lines = readme.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: heading) else { return [] }
    var rows: [[String]] = []
    var inTable = false
    for line in lines[(start + 1)...] {
      if line.hasPrefix("## ") { break }
      guard line.hasPrefix("|") else {
        if inTable { break }
        continue
      }
      inTable = true
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.allSatisfy({ $0.allSatisfy { $0 == "-" } }) { continue }
      rows.append(cells)
    }
    return Array(rows.dropFirst())  // the header
  }

  /// The names in backticks of a cell: `` `A`, `B` `` gives A and B.
  static func codeNames(in cell: String) -> [String] {
    cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
  }

  private func readme() throws -> String {
    try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
  }

  func testTheModuleTableListsThePackagesLibrariesAndExecutables() throws {
    let manifest = try String(
      contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #"\.(library|executable)\(name: "([^"]+)""#)
    let products = Set(
      pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap
      {
        Range($0.range(at: 2), in: manifest).map { String(manifest[$0]) }
      })
    let listed = Self.rows(under: "## Modules", in: try readme()).compactMap {
      Self.codeNames(in: $0[0]).first
    }
    XCTAssertGreaterThanOrEqual(products.count, 10, "\(products)")
    XCTAssertEqual(Set(listed), products, "README's module table against Package.swift's products")
    XCTAssertEqual(listed.count, Set(listed).count, "a module listed twice: \(listed)")
  }

  func testEveryModelledBehaviourNamesTestClassesThatHoldTests() throws {
    let rows = Self.rows(under: "## What it models", in: try readme())
    XCTAssertGreaterThanOrEqual(rows.count, 15, "\(rows)")
    let tests = try testSources()
    for row in rows {
      XCTAssertEqual(row.count, 3, "a row without its tests: \(row)")
      let names = Self.codeNames(in: row.last ?? "")
      XCTAssertFalse(names.isEmpty, "\(row[0]) names no test")
      for name in names {
        XCTAssertTrue(name.hasSuffix("Tests"), "\(name) in the row \(row[0]) is not a test class")
        let holder = tests.first { $0.contains("class \(name): XCTestCase") }
        XCTAssertNotNil(holder, "\(row[0]): no test class \(name)")
        XCTAssertTrue(
          holder.map { $0.contains("  func test") } ?? false, "\(row[0]): \(name) holds no test")
      }
    }
  }

  /// The text of every Swift file under `Tests`.
  private func testSources() throws -> [String] {
    let root = Self.repository.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map { try String(contentsOf: $0, encoding: .utf8) }
  }
}
