import XCTest

@testable import UIKitSourcesRewriter

/// Declarations read by Swift's grammar: `#if` regions, `where` clauses, access, nesting, and
/// which classes get tables and imports. `Tests/BuildStep` compiles the same shapes.
final class DeclarationShapeTests: XCTestCase {
  private func rewrite(_ source: String, path: String = "/a/F.swift") -> String {
    UIKitSourcesRewriter.rewrite([(path, source)]).files[0].text
  }

  func testMembersUnderIfAreListedUnderTheirConditions() {
    let text = rewrite(
      """
      import UIKit
      final class Debuggable: UIViewController {
        #if DEBUG
          @IBAction func showDebugMenu(_ sender: Any) {}
        #elseif LOGS
          @IBAction func showLogs(_ sender: Any) {}
        #else
          @objc func report() {}
        #endif
      }
      """)
    XCTAssertTrue(
      text.contains(
        "#if (DEBUG)\n#sourceLocation(file: \"/a/F.swift\", line: 4)\nif name == \"showDebugMenu:\""
      ),
      text)
    XCTAssertTrue(
      text.contains(
        "#if !(DEBUG) && (LOGS)\n#sourceLocation(file: \"/a/F.swift\", line: 6)\nif name == \"showLogs:\""
      ),
      text)
    XCTAssertTrue(
      text.contains(
        "#if !(DEBUG) && !(LOGS)\n#sourceLocation(file: \"/a/F.swift\", line: 8)\nif name == \"report\""
      ),
      text)
  }

  func testPlainClassesGetNoTableNorImports() {
    let source = """
      import Foundation
      protocol Checking { func check() -> Bool }
      final class Checker: Checking { func check() -> Bool { true } }
      class Tracker {}
      """
    XCTAssertEqual(rewrite(source), "#sourceLocation(file: \"/a/F.swift\", line: 1)\n" + source)
  }

  func testAnExposedMemberInAFoundationFileBringsItsNamesByName() {
    let text = rewrite("import Foundation\nfinal class Ticker {\n  @objc func tick() {}\n}\n")
    XCTAssertTrue(
      text.hasPrefix(
        "import protocol StoryboardsUIKit.ObjectiveCInitializable\n"
          + "import struct StoryboardsUIKit.ObjectiveCMember\n"
          + "import protocol StoryboardsUIKit.ObjectiveCMembers\n"
          + "#sourceLocation(file: \"/a/F.swift\", line: 1)\n"), text)
    XCTAssertTrue(text.contains("\nextension Ticker: ObjectiveCMembers {}\n"), text)
  }

  func testOpenAndPublicClassesGetTablesOfTheirAccess() {
    let text = rewrite(
      """
      import UIKit
      open class Screen: UIViewController {}
      public final class Detail: Screen {}
      open class Source: NSObject {}
      """)
    XCTAssertTrue(text.contains("open override func objectiveCMember(named name: String)"), text)
    XCTAssertTrue(text.contains("public override func objectiveCMember(named name: String)"), text)
    XCTAssertTrue(text.contains("\nopen func objectiveCMember(named name: String)"), text)
    XCTAssertTrue(text.contains("open class var memberTableClass: AnyClass? { Source.self }"), text)
  }

  func testOneLineBodiesAndWhereClausesAndNestedClasses() {
    let text = rewrite(
      """
      import UIKit
      final class RootNavigationController: UINavigationController {}
      class Box<T: Collection>: UIViewController where T.Element == Int { @objc func tap() {} }
      enum Outer { final class Inner: NSObject {} }
      """)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[2], "final class RootNavigationController: UINavigationController {")
    XCTAssertFalse(text.contains("{;"), text)
    XCTAssertTrue(
      text.contains("override class var memberTableClass: AnyClass? { Box.self }"), text)
    XCTAssertTrue(text.contains("extension Outer.Inner: ObjectiveCMembers {}"), text)
  }

  func testAClassUnderIfConformsUnderTheSameCondition() {
    let text = rewrite("#if os(iOS)\nfinal class Model: NSObject {}\n#endif\n")
    XCTAssertTrue(
      text.contains(
        "#if (os(iOS))\n#sourceLocation(file: \"/a/F.swift\", line: 2)\n"
          + "extension Model: ObjectiveCMembers {}\n#endif\n"), text)
  }

  func testOptionalRequirementsOfTheModuleAreTranslated() {
    let text = rewrite(
      """
      import UIKit
      @objc protocol PickerDelegate: AnyObject {
        @objc optional func picked(_ item: Int)
        @objc optional func shouldClose() -> Bool
      }
      final class Picker: UIViewController {
        weak var delegate: PickerDelegate?
        func pick() -> Bool {
          delegate?
            .picked?(1)
          return delegate?.shouldClose?() ?? true
        }
      }
      final class Host: NSObject, PickerDelegate {
        func picked(_ item: Int) {}
      }
      """)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[3], "                 func picked(_ item: Int)")
    XCTAssertEqual(
      lines[10], #"      ._PickerDelegateResponding(to: "picked:")?.picked(1)"#)
    XCTAssertEqual(
      lines[11],
      #"    return delegate?._PickerDelegateResponding(to: "shouldClose")?.shouldClose() ?? true"#)
    XCTAssertTrue(text.contains(#"if name == "picked:""#), "the witness is in the table")
    XCTAssertTrue(text.contains("func picked(_ item: Int) {}\n"), "a default for each")
    XCTAssertTrue(
      text.contains(
        "func shouldClose() -> Bool { fatalError(\"shouldClose() is an optional requirement "
          + "of PickerDelegate: call it with `?`\") }"), text)
  }

  /// UIKit's `optional var window: UIWindow? { get set }`: an app delegate's `window` is in
  /// its table, settable, for the launch of a main storyboard to set it.
  func testAnAppDelegatesWindowIsInItsTable() {
    let text = rewrite(
      """
      import UIKit
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }
      """)
    XCTAssertTrue(
      text.contains(
        #"if name == "window" { return .property(get: { self.window as Any? }, set: { "#
          + #"self.window = try ObjectiveCMember.cast($0, member: "window") }) }"#), text)
  }

  func testClassLookupsKeyPathsAndSelectorsInInterpolations() {
    let text = rewrite(
      """
      import UIKit
      final class Screen: UIViewController {
        @IBOutlet weak var label: UILabel!
        let a: AnyClass? = NSClassFromString("TestingAppDelegate")
        let b: AnyClass? = NSClassFromString("Screen")
        let c: AnyClass? = NSClassFromString("XCTestCase")
        let d = #keyPath(Screen.navigationItem.title)
        let e = "\\(#selector(getter: label))"
      }
      @objc(TestingAppDelegate) final class TestingDelegate: UIResponder {}
      """)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[4], "  let a: AnyClass? = (TestingDelegate.self as AnyClass?)")
    XCTAssertEqual(lines[5], "  let b: AnyClass? = (Screen.self as AnyClass?)")
    XCTAssertEqual(lines[6], #"  let c: AnyClass? = ObjectiveCClasses.named("XCTestCase")"#)
    XCTAssertEqual(lines[7], #"  let d = "navigationItem.title""#)
    XCTAssertEqual(lines[8], #"  let e = "\(Selector("label"))""#)
  }

  func testSwiftUINamesAreRefusedAtTheirUse() {
    let diagnostics = UIKitSourcesRewriter.rewrite([
      ("/a/V.swift", "import SwiftUI\nstruct Row: View {\n  @Binding var on: Bool\n}\n")
    ]).diagnostics
    XCTAssertEqual(
      diagnostics.map(\.description),
      [
        "/a/V.swift:3:4: error: SwiftUI's `Binding` is not simulated: this platform has no "
          + "SwiftUI, and the runtime simulates UIKit only; keep the code that needs it behind "
          + "`#if canImport(SwiftUI)`"
      ])
    let text = UIKitSourcesRewriter.rewrite([("/a/U.swift", "import SwiftUI\nlet x = 1\n")])
      .files[0].text
    XCTAssertEqual(
      text, "#sourceLocation(file: \"/a/U.swift\", line: 1)\nimport StoryboardsUIKit\nlet x = 1\n")
  }

  func testAControllersInitIsRequiredAsUIKitsActs() {
    let text = rewrite(
      """
      import UIKit
      final class Own: UIViewController {
        init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class Modeled: UIViewController {
        let id: Int
        init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
      }
      open class Flow: UINavigationController {
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
          super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        public required init?(coder: NSCoder) { fatalError() }
      }
      final class Plain: UIViewController { override func viewDidLoad() {} }
      final class Model: NSObject { init(id: Int) {} }
      """)
    XCTAssertTrue(
      text.contains("  required init() { super.init(nibName: nil, bundle: nil) }"), text)
    XCTAssertTrue(
      text.contains(
        "#sourceLocation(file: \"/a/F.swift\", line: 8)\nrequired init() {\n  fatalError(\"Use of "
          + "unimplemented initializer 'init(nibName:bundle:)' for class "
          + "'\\(String(reflecting: Self.self))'\")\n}\n"), text)
    XCTAssertTrue(
      text.contains(
        "#sourceLocation(file: \"/a/F.swift\", line: 12)\npublic required convenience init() { "
          + "self.init(nibName: nil, bundle: nil) }\n"), text)
    XCTAssertEqual(text.components(separatedBy: "required init()").count, 3, text)
    XCTAssertEqual(text.components(separatedBy: "required convenience init()").count, 2, text)
  }
}
