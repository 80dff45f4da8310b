import XCTest

@testable import UIKitSourcesRewriter

/// The rewrite of whole files: attributes, `#selector`, member tables, refusals.
final class UIKitSourcesRewriterTests: XCTestCase {
  private func rewrite(_ files: [(String, String)]) -> ([String], [RewriteDiagnostic]) {
    let result = UIKitSourcesRewriter.rewriteBodies(files.map { (path: $0.0, text: $0.1) })
    return (result.files.map(\.text), result.diagnostics)
  }

  func testAttributesAreBlankedAndLinesKept() throws {
    let source = """
      class Settings: UIViewController {
        @IBOutlet weak var save: UIBarButtonItem!
        @IBAction func done() {}
        @objc dynamic var count = 0
        @objc(refreshWith:) private func refresh(_ sender: Any) {}
      }
      """
    let (files, diagnostics) = rewrite([("/app/Settings.swift", source)])
    XCTAssertEqual(diagnostics, [])
    let lines = files[0].split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[0], "#sourceLocation(file: \"/app/Settings.swift\", line: 1)")
    XCTAssertEqual(
      lines[2], "  " + String(repeating: " ", count: 10) + "weak var save: UIBarButtonItem!")
    XCTAssertEqual(lines[3], "  " + String(repeating: " ", count: 10) + "func done() {}")
    XCTAssertEqual(lines[4], "                var count = 0")
    XCTAssertEqual(
      lines[5], "  " + String(repeating: " ", count: 20) + "private func refresh(_ sender: Any) {}")
    // The table is written before the class's closing brace, each entry under a
    // `#sourceLocation` naming the member it comes from; the brace keeps its line.
    let table = lines[6...].joined(separator: "\n")
    XCTAssertEqual(lines[6], "")
    XCTAssertEqual(lines[7], "#sourceLocation(file: \"/app/Settings.swift\", line: 1)")
    XCTAssertEqual(
      lines[8], "override func objectiveCMember(named name: String) -> ObjectiveCMember? {")
    XCTAssertTrue(
      table.contains(
        "#sourceLocation(file: \"/app/Settings.swift\", line: 2)\n"
          + #"if name == "save" { return .property(get: { self.save as Any? }, set: { self.save = try ObjectiveCMember.cast($0, member: "save") }) }"#
      ), table)
    XCTAssertTrue(
      table.contains(
        "#sourceLocation(file: \"/app/Settings.swift\", line: 3)\n"
          + #"if name == "done" { return .method(arity: 0) { _ in ObjectiveCMember.result(self.done()) } }"#
      ), table)
    XCTAssertTrue(
      table.contains(
        #"if name == "refreshWith:" { return .method(arity: 1) { try ObjectiveCMember.result(self.refresh($0.argument(0, of: "refreshWith:"))) } }"#
      ), table)
    XCTAssertTrue(table.contains("return super.objectiveCMember(named: name)\n}\n"), table)
    XCTAssertTrue(
      table.hasSuffix(
        "override class var memberTableClass: AnyClass? { Settings.self }\n"
          + "#sourceLocation(file: \"/app/Settings.swift\", line: 6)\n}"), table)
  }

  /// A fuzzed file (Fuzz/Crashes, 2026-12): it ends on a backslash inside a string inside an
  /// interpolation, which the tokenizer stepped past the end of the file on.
  func testAFileEndingInsideAnInterpolatedStringsEscapeIsRead() {
    let source = "label.text = \"Count: \\(details(label.text = \"Count: \\"
    let (files, diagnostics) = rewrite([("/app/Details.swift", source)])
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(files.count, 1)
    XCTAssertTrue(files[0].hasSuffix(source), files[0])
  }

  func testSelectorsResolveAgainstTheModule() {
    let list = """
      class List: UIViewController {
        func viewDidLoad() {
          button.addTarget(self, action: #selector(share), for: .touchUpInside)
          item.action = #selector(List.doIt(with:))
          NotificationCenter.default.addObserver(self, selector: #selector(reload), name: n, object: nil)
          let s = NSSelectorFromString("save:")
          let g = #selector(getter: title)
        }
        @objc func share(sender: Any) {}
        @objc func doIt(with x: Int) {}
      }
      """
    let other = """
      extension List {
        @objc func reload(_ note: Notification) {}
      }
      """
    let (files, diagnostics) = rewrite([("/a/List.swift", list), ("/a/List+Reload.swift", other)])
    XCTAssertEqual(diagnostics, [])
    XCTAssertTrue(files[0].contains(#"action: Selector("shareWithSender:"), for"#), files[0])
    XCTAssertTrue(files[0].contains(#"item.action = Selector("doItWith:")"#), files[0])
    XCTAssertTrue(files[0].contains(#"selector: Selector("reload:"), name"#), files[0])
    XCTAssertTrue(files[0].contains(#"let s = Selector("save:")"#), files[0])
    XCTAssertTrue(files[0].contains(#"let g = Selector("title")"#), files[0])
    // The extension's member, declared in another file, is in the class's table.
    XCTAssertTrue(
      files[0].contains(
        "#sourceLocation(file: \"/a/List+Reload.swift\", line: 2)\n" + #"if name == "reload:""#),
      files[0])
  }

  func testWhatCannotBeTranslatedIsAnErrorAtItsLine() {
    let source = """
      @objc protocol Picker {
        @objc optional var title: String { get }
      }
      class Watcher: NSObject {
        func start() {
          token = model.observe(\\.name) { _, _ in }
          let s = #selector(nothing)
        }
      }
      """
    let (_, diagnostics) = rewrite([("/a/W.swift", source)])
    XCTAssertEqual(diagnostics.map(\.line), [2, 6, 7])
    XCTAssertEqual(
      diagnostics[0].message,
      "an optional property requirement needs the Objective-C runtime, which this platform "
        + "does not have: make it a method (`func title() -> …`), or declare it without "
        + "`optional` with a default in a protocol extension")
    XCTAssertTrue(diagnostics[1].message.hasPrefix("key-value observing"))
    XCTAssertEqual(
      diagnostics[2].description,
      "/a/W.swift:7:13: error: #selector(nothing): no method named 'nothing' in this module; "
        + "name it with its argument labels, as in #selector(nothing(_:)), so that its selector "
        + "can be derived")
  }

  func testRootClassesConformAndMainActorTestCasesRunTheirTestsOnTheMainActor() {
    let source = """
      @MainActor final class ListTests: XCTestCase {
        override func setUp() async throws { try await super.setUp() }
        func testTap() throws { tap() }
        func testLater() async {}
        @MainActor private func tap() {}
      }
      final class DetailTests: XCTestCase, Sendable {
        @MainActor func testShow() {}
      }
      final class Coordinator: NSObject {
        @objc func start() {}
      }
      """
    let (files, _) = rewrite([("/a/C.swift", source)])
    XCTAssertTrue(
      files[0].contains("\nfunc objectiveCMember(named name: String) -> ObjectiveCMember? {"),
      files[0])
    XCTAssertTrue(files[0].contains("\nreturn nil\n"), files[0])
    XCTAssertTrue(
      files[0].contains(
        "#sourceLocation(file: \"/a/C.swift\", line: 10)\nextension Coordinator: ObjectiveCMembers {}\n"
      ),
      files[0])
    let lines = files[0].split(separator: "\n", omittingEmptySubsequences: false)
    // `@MainActor` stays; the methods XCTest calls run on the main actor through
    // `assumeIsolated`, and an asynchronous `setUp` no longer sends `self` to XCTestCase's.
    XCTAssertEqual(lines[1], "@MainActor final class ListTests: XCTestCase {")
    XCTAssertEqual(
      lines[2], "  override func setUp() async throws { try await { () async throws in }() }")
    XCTAssertEqual(
      lines[3], "  nonisolated func testTap() throws { try MainActor.assumeIsolated { tap() } }")
    XCTAssertEqual(lines[4], "  func testLater() async {}")
    XCTAssertEqual(lines[5], "  @MainActor private func tap() {}")
    XCTAssertEqual(
      lines[8], "             nonisolated func testShow() { MainActor.assumeIsolated {} }")
    XCTAssertTrue(
      files[0].contains(
        "#sourceLocation(file: \"/a/C.swift\", line: 1)\nextension ListTests: @unchecked Sendable {}"
      ),
      files[0])
    XCTAssertFalse(files[0].contains("extension DetailTests"), files[0])
  }
}

/// Overrides declared in extensions, which Swift accepts only for `@objc` members, move into
/// their class's body under `#sourceLocation`.
final class OverrideInExtensionTests: XCTestCase {
  func testOverridesMoveIntoTheClassAndKeepTheirPlace() {
    let home = """
      class Home: UIViewController {
        var count = 0
      }
      extension Home {
        override func viewDidLoad() { count += 1 }
      }
      """
    let style = """
      extension Home {
        @objc override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        func helper() {}
      }
      """
    let result = UIKitSourcesRewriter.rewriteBodies([
      ("/a/Home.swift", home), ("/a/Style.swift", style),
    ])
    XCTAssertEqual(result.diagnostics, [])
    let homeCopy = result.files[0].text
    let styleCopy = result.files[1].text
    XCTAssertFalse(styleCopy.contains("preferredStatusBarStyle"), styleCopy)
    XCTAssertTrue(styleCopy.contains("func helper() {}"), "other members stay")
    XCTAssertEqual(
      styleCopy.split(separator: "\n", omittingEmptySubsequences: false).count,
      style.split(separator: "\n", omittingEmptySubsequences: false).count + 1,
      "lines are kept (one #sourceLocation line first)")
    XCTAssertTrue(
      homeCopy.contains(
        "\n#sourceLocation(file: \"/a/Home.swift\", line: 5)\noverride func viewDidLoad() { count += 1 }"
      ),
      homeCopy)
    XCTAssertTrue(
      homeCopy.contains(
        "\n#sourceLocation(file: \"/a/Style.swift\", line: 2)\n      override var preferredStatusBarStyle"
      ),
      homeCopy)
    XCTAssertTrue(
      homeCopy.contains("\n#sourceLocation(file: \"/a/Home.swift\", line: 3)\n"), homeCopy)
  }
}

/// Cell classes get the factory their views' `register(_:for…ReuseIdentifier:)` calls.
final class RegisteredCellTests: XCTestCase {
  func testCellClassesMakeThemselvesForRegistration() {
    let source = """
      final class Row: UITableViewCell {}
      final class Tile: UICollectionViewCell {}
      final class FancyTile: Tile {}
      final class SectionHeader: UITableViewHeaderFooterView {}
      final class Badge: UICollectionReusableView {}
      """
    let text = UIKitSourcesRewriter.rewriteBodies([("/a/Cells.swift", source)]).files[0].text
    XCTAssertTrue(
      text.contains(
        "override class func makeRegisteredCell(reuseIdentifier: String) -> UITableViewCell { "
          + "Row(style: .default, reuseIdentifier: reuseIdentifier) }"), text)
    XCTAssertTrue(text.contains("let made = Tile(frame: .zero)"), text)
    XCTAssertTrue(text.contains("let made = FancyTile(frame: .zero)"), text)
    XCTAssertTrue(
      text.contains(
        "override class func makeRegisteredView(reuseIdentifier: String) -> "
          + "UITableViewHeaderFooterView { SectionHeader(reuseIdentifier: reuseIdentifier) }"), text
    )
  }
}

/// A controller's designated initializer that chains to `super.init()`, valid for UIKit's
/// Objective-C classes, chains to `init(nibName:bundle:)`, as UIKit's `init()` does.
final class ControllerInitializerTests: XCTestCase {
  func testSuperInitBecomesTheNibInitializerInControllersOnly() {
    let source = """
      final class Profile: UIViewController {
        init(name: String) { super.init() }
        convenience init() { self.init(name: "") }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      final class Model: NSObject {
        init(name: String) { super.init() }
      }
      """
    let text = UIKitSourcesRewriter.rewriteBodies([("/a/P.swift", source)]).files[0].text
    XCTAssertTrue(
      text.contains("init(name: String) { super.init(nibName: nil, bundle: nil) }"), text)
    XCTAssertTrue(
      text.contains("class Model: NSObject {\n  init(name: String) { super.init() }"), text)
  }
}

/// `NSObject` classes get a factory by name, for storyboard custom objects; their subclasses
/// override their tables.
final class ObjectClassTests: XCTestCase {
  func testObjectClassesWithInitAreMadeByNameAndSubclassesOverride() {
    let source = """
      class Source: NSObject {
        @objc func reload() {}
      }
      class FilteredSource: Source {}
      class PagedSource: Source {
        init(pageSize: Int) { super.init() }
      }
      class Box<Value>: NSObject {}
      """
    let text = UIKitSourcesRewriter.rewriteBodies([("/a/S.swift", source)]).files[0].text
    XCTAssertTrue(
      text.contains(
        "#sourceLocation(file: \"/a/S.swift\", line: 1)\nclass func makeInstance() -> AnyObject? { Source() }\n"
      ),
      text)
    XCTAssertTrue(
      text.contains(
        "#sourceLocation(file: \"/a/S.swift\", line: 4)\noverride func objectiveCMember(named name: String)"
      ),
      text)
    XCTAssertTrue(
      text.contains("override class func makeInstance() -> AnyObject? { FilteredSource() }\n"), text
    )
    // Without init(), a subclass makes none rather than an instance of its superclass.
    XCTAssertTrue(
      text.contains(
        "#sourceLocation(file: \"/a/S.swift\", line: 5)\noverride class func makeInstance() -> AnyObject? { nil }\n"
      ),
      text)
    XCTAssertFalse(text.contains("Box()"), text)
    XCTAssertTrue(text.contains("\nextension Source: ObjectiveCInitializable {}\n"), text)
    XCTAssertFalse(text.contains("extension FilteredSource"), text)
  }

  /// `UIApplicationMain(…, NSStringFromClass(AppDelegate.self))` makes the delegate by name.
  func testAppDelegatesAreMadeByNameAndControllersAreNot() {
    let source = """
      class AppDelegate: UIResponder, UIApplicationDelegate {}
      class ListViewController: UIViewController {}
      """
    let text = UIKitSourcesRewriter.rewriteBodies([("/a/A.swift", source)]).files[0].text
    XCTAssertTrue(text.contains("class func makeInstance() -> AnyObject? { AppDelegate() }"), text)
    XCTAssertTrue(text.contains("\nextension AppDelegate: ObjectiveCInitializable {}\n"), text)
    XCTAssertFalse(text.contains("ListViewController()"), text)
  }
}
