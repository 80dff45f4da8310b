import Foundation
import SourceTokenizer
import XCTest

/// The declarations UIKit's API makes the runtime write twice, checked equal.
///
/// Swift lets a subclass `override` only what its class declares, so `TableViewController`
/// and `CollectionViewController` declare each delegate and data source method that UIKit's
/// controllers mirror, beside the protocol extension that gives every other delegate UIKit's
/// default; the text input traits are stored properties of each of UIKit's text classes; the
/// cells' configurations and the lists' settings are members of two unrelated UIKit classes;
/// and `StoryboardTesting` declares `GestureError` again for real UIKit. Each pair is written
/// twice because the language needs it; this test keeps the two spellings one: the same
/// signature, the same body, and neither side missing a member.
final class TwinDeclarationsTests: XCTestCase {
  /// Each member of a file's top-level declarations: its signature (the tokens from `func`,
  /// `var`, `init` or `case` to its body, access modifiers and `override` left out) and its
  /// body, by signature.
  static func members(of text: String) -> [String: String] {
    let bytes = Array(text.utf8)
    var tokenizer = SourceTokenizer(bytes: bytes, isSwift: true)
    let tokens = tokenizer.tokens()
    var members: [String: String] = [:]
    var depth = 0
    var index = 0
    // Whether the top-level declaration being read is a protocol (its requirements have no
    // bodies, and are not members).
    var inProtocol = false
    var declarationStart = 0
    func spelled(_ range: Range<Int>) -> String {
      tokens[range].map { token in
        switch token.kind {
        case .identifier(let name): name
        case .string: String(decoding: bytes[token.bytes], as: UTF8.self)
        case .punctuation(let text): text
        }
      }.joined(separator: " ")
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation("{") {
        if depth == 0 {
          inProtocol = tokens[declarationStart..<index].contains { $0.identifier == "protocol" }
        }
        depth += 1
      }
      if token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { declarationStart = index + 1 }
      }
      guard depth == 1, !inProtocol, let keyword = token.identifier,
        ["func", "var", "case"].contains(keyword)
      else {
        index += 1
        continue
      }
      // The signature runs to the body's `{`, outside parentheses and brackets, or to the end
      // of its last line (a stored property, a case).
      var end = index + 1
      var nesting = 0
      while end < tokens.count {
        let next = tokens[end]
        if next.isPunctuation("(") || next.isPunctuation("[") { nesting += 1 }
        if next.isPunctuation(")") || next.isPunctuation("]") { nesting -= 1 }
        if nesting == 0, next.isPunctuation("{") || next.isPunctuation("}") { break }
        if nesting == 0, next.line > tokens[end - 1].line, keyword != "func" { break }
        end += 1
      }
      let signature = spelled(index..<end)
      var bodyEnd = end
      if end < tokens.count, tokens[end].isPunctuation("{") {
        var braces = 0
        repeat {
          if tokens[bodyEnd].isPunctuation("{") { braces += 1 }
          if tokens[bodyEnd].isPunctuation("}") { braces -= 1 }
          bodyEnd += 1
        } while braces > 0 && bodyEnd < tokens.count
        members[signature] = spelled(end..<bodyEnd)
      } else {
        members[signature] = ""
      }
      index = max(bodyEnd, end)
    }
    return members
  }

  private func members(of paths: [String]) throws -> [String: String] {
    var all: [String: String] = [:]
    for path in paths {
      let text = try String(
        contentsOf: Repository.root.appendingPathComponent("Sources/\(path)"), encoding: .utf8)
      all.merge(Self.members(of: text)) { first, _ in first }
    }
    return all
  }

  /// Each default of `protocolFiles` has the controller's twin, with the same body unless the
  /// controller does what UIKit's does instead (`different`).
  private func assertMirrors(
    _ controllerFile: String, defaults protocolFiles: [String], different: Set<String>,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let controller = try members(of: [controllerFile])
    let defaults = try members(of: protocolFiles).filter { $0.key.hasPrefix("func ") }
    XCTAssertGreaterThan(defaults.count, 20, "defaults read", file: file, line: line)
    let missing = defaults.keys.filter { controller[$0] == nil }.sorted()
    XCTAssertEqual(missing, [], "\(controllerFile) lacks these defaults", file: file, line: line)
    let unlike = defaults.filter { signature, body in
      controller[signature].map { $0 != body } ?? false
    }.keys.filter { !different.contains($0) }.sorted()
    XCTAssertEqual(unlike, [], "\(controllerFile) differs from the default", file: file, line: line)
    let stale = different.filter { defaults[$0] == nil || controller[$0] == defaults[$0] }
    XCTAssertEqual(stale.sorted(), [], "listed as different, but not", file: file, line: line)
  }

  func testTheTableViewControllerMirrorsEveryDefaultOfItsProtocols() throws {
    try assertMirrors(
      "StoryboardViews/Controllers/TableViewController.swift",
      defaults: [
        "StoryboardViews/Tables/TableViewDelegate+Defaults.swift",
        "StoryboardViews/Tables/TableViewDelegate+Menus.swift",
        "StoryboardViews/Tables/TableViewDataSource.swift",
        "StoryboardViews/Controls/ScrollViewDelegate.swift",
      ],
      different: Self.staticCellMembers)
  }

  func testTheCollectionViewControllerMirrorsEveryDefaultOfItsProtocols() throws {
    try assertMirrors(
      "StoryboardViews/Controllers/CollectionViewController.swift",
      defaults: [
        "StoryboardViews/Collections/CollectionViewDelegate+Defaults.swift",
        "StoryboardViews/Collections/CollectionViewDataSource.swift",
        "StoryboardViews/Controls/ScrollViewDelegate.swift",
      ],
      different: [])
  }

  /// What `UITableViewController` answers from a storyboard's static cells, where a plain
  /// delegate has UIKit's protocol default.
  static let staticCellMembers: Set<String> = [
    "func numberOfSections ( in tableView : TableView ) - > Int"
  ]

  func testTheTextClassesDeclareTheSameTextInputTraits() throws {
    let traits = try members(of: ["StoryboardRuntime/TextInput/TextInputTraits.swift"])
      .keys.filter { $0.hasPrefix("var ") }
    XCTAssertGreaterThan(traits.count, 10)
    let classes = [
      "StoryboardRuntime/Controls/TextField.swift", "StoryboardViews/Controls/TextView.swift",
      "StoryboardRuntime/Controls/SearchBar.swift",
    ]
    var declared: [String: [String: String]] = [:]
    for path in classes {
      // A requirement `var name: Type { get set }` is the property `var name …`.
      let members = try members(of: [path])
      for trait in traits {
        let name = trait.split(separator: " ")[1]
        let matching = members.filter { $0.key.split(separator: " ").dropFirst().first == name }
        XCTAssertEqual(matching.count, 1, "\(path) declares \(name) once")
        declared[String(name), default: [:]][path] = matching.first.map { "\($0.key) \($0.value)" }
      }
    }
    for (name, spellings) in declared {
      XCTAssertEqual(Set(spellings.values).count, 1, "\(name) is declared alike: \(spellings)")
    }
  }

  /// The members `first` and `second` both declare (`second`'s with `replacing` applied to
  /// its tokens) have one body, but for `different`; at least `shared` of them.
  private func assertAlike(
    _ first: String, _ second: String, replacing: [String: String] = [:],
    different: Set<String> = [], shared: Int, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let one = try members(of: [first])
    let other = Dictionary(
      try members(of: [second]).map { signature, body in
        func replaced(_ text: String) -> String {
          text.split(separator: " ").map { replacing[String($0)] ?? String($0) }
            .joined(separator: " ")
        }
        return (replaced(signature), replaced(body))
      }, uniquingKeysWith: { first, _ in first })
    let both = Set(one.keys).intersection(other.keys)
    XCTAssertGreaterThanOrEqual(both.count, shared, "members both declare", file: file, line: line)
    let unlike = both.filter { one[$0] != other[$0] && !different.contains($0) }.sorted()
    XCTAssertEqual(unlike, [], "\(first) and \(second) differ", file: file, line: line)
    let stale = different.filter { !both.contains($0) || one[$0] == other[$0] }.sorted()
    XCTAssertEqual(stale, [], "listed as different, but not", file: file, line: line)
  }

  func testTheCellsConfigureAlike() throws {
    try assertAlike(
      "StoryboardViews/Tables/TableViewCell.swift",
      "StoryboardViews/Collections/CollectionViewCell.swift",
      replacing: ["CollectionViewCell": "TableViewCell"],
      different: [
        // A table view cell's state says whether it is editing too.
        "var configurationState : CellConfigurationState",
        // Each class makes a cell of its own kind.
        "func makeRegisteredCell ( reuseIdentifier : String ) - > TableViewCell",
        // A table view cell updates its configurations in setSelected(_:animated:) and
        // setHighlighted(_:animated:), which a collection view cell does not have.
        "var isSelected = false", "var isHighlighted = false",
      ], shared: 8)
  }

  func testTheTablesAndCollectionsKeepTheirSharedSettingsAlike() throws {
    try assertAlike(
      "StoryboardViews/Tables/TableView+Settings.swift",
      "StoryboardViews/Collections/CollectionView+Settings.swift", shared: 8)
  }

  func testStoryboardTestingDeclaresTheRuntimesGestureErrorForUIKit() throws {
    let runtime = try members(of: ["StoryboardViews/Controls/GestureError.swift"])
    XCTAssertGreaterThan(runtime.count, 5)
    let uikit = try members(of: ["StoryboardTesting/iOS/GestureError.swift"])
    // The same cases; the messages differ only where the simulation's advice names its own
    // calls (`makeVisibleWindow(root:)`).
    XCTAssertEqual(Set(uikit.keys), Set(runtime.keys))
    XCTAssertEqual(
      uikit.filter { $0.key.hasPrefix("case") }, runtime.filter { $0.key.hasPrefix("case") })
  }
}
