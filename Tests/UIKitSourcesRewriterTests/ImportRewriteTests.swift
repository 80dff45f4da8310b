import XCTest

@testable import UIKitSourcesRewriter

/// An app's files import UIKit and its tests XCTest alone; the copies import the runtime's
/// UIKit names instead, on the same lines.
final class ImportRewriteTests: XCTestCase {
  private func rewrite(_ source: String, path: String = "/a/File.swift") -> [Substring] {
    let text = UIKitSourcesRewriter.rewriteBodies([(path, source)]).files[0].text
    return text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// UIKit is the runtime's UIKit names; ViewControllerPresentationSpy, StoryboardTesting's
  /// verifiers with that library's API.
  func testUIKitImportsBecomeTheRuntimesNamesOnTheirLines() {
    let lines = rewrite(
      """
      import UIKit
      @preconcurrency import UIKit.UIGestureRecognizerSubclass
      import class UIKit.UIButton
      public import UIKit
      import ViewControllerPresentationSpy
      let note = "import UIKit"
      func f() { let importer = 1; _ = importer }
      """)
    XCTAssertEqual(lines[1], "import StoryboardsUIKit")
    XCTAssertEqual(lines[2], "@preconcurrency import StoryboardsUIKit")
    XCTAssertEqual(lines[3], "import StoryboardsUIKit")
    XCTAssertEqual(lines[4], "public import StoryboardsUIKit")
    XCTAssertEqual(lines[5], "import StoryboardTesting")
    XCTAssertEqual(lines[6], #"let note = "import UIKit""#)
    XCTAssertEqual(lines.count, 8)
  }

  /// On iOS `import XCTest` brings UIKit: these test files, which pass on iOS, name UIKit's
  /// types with no UIKit import — MannaICT13/TestNavigation's
  /// `TestNavigationTests/TestNavigationTests.swift` ("import XCTest", "@testable import
  /// TestNavigation", then `UIStoryboard(name: "Main", bundle: nil)` and `var
  /// navigationController : UINavigationController!`) and YamamotoDesu/Navigation's
  /// `NavigationTests/ViewControllerTests.swift` ("@testable import Navigation", "import
  /// XCTest", then `UIStoryboard` and `UINavigationController(rootViewController: sut)`).
  func testATestFileImportingXCTestAloneGetsUIKitsNames() {
    XCTAssertEqual(
      rewrite("import XCTest\n@testable import App\n")[1],
      "import XCTest; import StoryboardsUIKit")
    let both = rewrite("import XCTest\nimport UIKit\n")
    XCTAssertEqual(both[1], "import XCTest")
    XCTAssertEqual(both[2], "import StoryboardsUIKit")
  }

  func testFrameworksTheRuntimeStandsInForAreImportedWhereTheyExist() {
    let text = UIKitSourcesRewriter.rewriteBodies([
      ("/a/Layer.swift", "import QuartzCore\nlet x = 1\n")
    ])
    .files[0].text
    XCTAssertEqual(
      text,
      """
      #sourceLocation(file: "/a/Layer.swift", line: 1)

      #if canImport(QuartzCore)
      import QuartzCore
      #else
      import StoryboardsUIKit
      #endif
      #sourceLocation(file: "/a/Layer.swift", line: 1)

      let x = 1

      """)
    // Objective-C's runtime: the associated-object functions and `autoreleasepool` are the
    // runtime's where it is missing.
    let objc = UIKitSourcesRewriter.rewriteBodies([
      ("/a/Tags.swift", "import ObjectiveC\nlet y = 2\n")
    ])
    .files[0].text
    XCTAssertTrue(
      objc.contains(
        "#if canImport(ObjectiveC)\nimport ObjectiveC\n#else\nimport StoryboardsUIKit\n#endif"),
      objc)
  }

  #if !canImport(Darwin)
    /// On Apple's platforms Foundation brings Objective-C's `autoreleasepool`: a file that
    /// imports only Foundation and calls it imports the runtime's.
    func testAFoundationFileThatDrainsAPoolImportsTheRuntimes() {
      let rewritten = rewrite("import Foundation\nfunc run() { autoreleasepool { } }\n")
      XCTAssertEqual(
        rewritten[1], "import Foundation; import func StoryboardsUIKit.autoreleasepool")
      XCTAssertEqual(rewrite("import Foundation\nlet x = 1\n")[1], "import Foundation")
    }
  #endif

  /// An animator's optional requirements, called with `?` as Swift calls them on iOS, are
  /// called directly: the runtime's protocol gives them defaults.
  func testAnAnimatorsOptionalRequirementsLoseTheirQuestionMark() {
    let text = UIKitSourcesRewriter.rewriteBodies([
      (
        "/a/Animator.swift",
        "func f(a: UIViewImplicitlyAnimating) {\n  a.addCompletion? { _ in }\n  a.addAnimations?({ })\n}\n"
      )
    ])
    .files[0].text
    XCTAssertTrue(text.contains("a.addCompletion { _ in }"), text)
    XCTAssertTrue(text.contains("a.addAnimations({ })"), text)
  }

  #if !canImport(Darwin)
    /// A framework of Apple's platforms the runtime does not stand in for is an error at its
    /// import, unless the file guards it.
    func testAppleOnlyFrameworksAreRefusedUnlessGuarded() {
      let source = """
        import MapKit
        #if canImport(CoreLocation)
          import CoreLocation
        #endif
        """
      let diagnostics = UIKitSourcesRewriter.rewriteBodies([("/a/Map.swift", source)]).diagnostics
      XCTAssertEqual(diagnostics.map(\.line), [1])
      XCTAssertEqual(
        diagnostics.first?.description,
        "/a/Map.swift:1:1: error: MapKit is a framework of Apple's platforms, which this platform "
          + "does not have: put the code that needs it behind `#if canImport(MapKit)`, or keep "
          + "it out of the files this build step compiles")
    }
  #endif

  func testAnAppDelegateMarkedMainLaunchesWithTheRuntime() {
    let lines = rewrite(
      """
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }
      """)
    XCTAssertEqual(lines[1], "@main")
    let text = lines.joined(separator: "\n")
    XCTAssertTrue(
      text.contains(
        "#sourceLocation(file: \"/a/File.swift\", line: 2)\n"
          + "static func main() { UIApplication.main(delegate: AppDelegate()) }\n"
          + "#sourceLocation(file: \"/a/File.swift\", line: 4)\n}"), text)
    // The class is made by name too (`UIApplicationMain` with its name), after the last line.
    XCTAssertTrue(
      text.hasSuffix(
        "#sourceLocation(file: \"/a/File.swift\", line: 2)\n"
          + "extension AppDelegate: ObjectiveCInitializable {}\n"), text)
  }

  func testUIApplicationMainBecomesMainOnAnObjectDelegate() {
    let lines = rewrite(
      """
      @UIApplicationMain class AppDelegate: NSObject, UIApplicationDelegate {
      }
      """)
    XCTAssertEqual(lines[1], "@main class AppDelegate: NSObject, UIApplicationDelegate {")
    XCTAssertTrue(
      lines.contains("static func main() { UIApplication.main(delegate: AppDelegate()) }"),
      lines.joined(separator: "\n"))
  }

  func testOtherMainTypesAreLeftAlone() {
    let lines = rewrite("@main struct Tool {\n  static func main() {}\n}\n")
    XCTAssertEqual(lines[1], "@main struct Tool {")
    XCTAssertEqual(lines[3], "}")
  }
}

/// A property read on an `AnyObject` parameter, which Swift makes through the Objective-C
/// runtime, goes through the runtime's `AnyObjectLookup`.
final class AnyObjectLookupRewriteTests: XCTestCase {
  func testPropertyReadsOnAnyObjectParametersAreLookedUp() {
    let source = """
      final class Sheet: UIViewController {
        @IBAction private func show(sender: AnyObject) {
          popover.sourceView = sender as? UIView
          popover.sourceRect = sender.bounds
          if sender.tag == 2 { sender.sendActions(for: .touchUpInside) }
          log(self.sender.tag)
        }
        func pick(_ item: AnyObject, other: AnyObject?) { _ = item.title; _ = other?.title }
        func log(_ sender: AnyObject) { print("tag \\(sender.tag), \\(f(sender.tag)) \\(sender.x())") }
        func cast(sender: AnyObject) {
          if let sender = sender as? UIButton { _ = sender.currentTitle }
        }
      }
      """
    let lines = UIKitSourcesRewriter.rewriteBodies([("/a/Sheet.swift", source)]).files[0].text
      .split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[3], "    popover.sourceView = sender as? UIView")
    XCTAssertEqual(lines[4], "    popover.sourceRect = AnyObjectLookup(sender).bounds")
    XCTAssertEqual(
      lines[5],
      "    if AnyObjectLookup(sender).tag == 2 { sender.sendActions(for: .touchUpInside) }")
    XCTAssertEqual(lines[6], "    log(self.sender.tag)")
    XCTAssertEqual(
      lines[8],
      "  func pick(_ item: AnyObject, other: AnyObject?) { _ = AnyObjectLookup(item).title; _ = other?.title }"
    )
    XCTAssertEqual(
      lines[9],
      #"  func log(_ sender: AnyObject) { print("tag \(AnyObjectLookup(sender).tag), \(f(AnyObjectLookup(sender).tag)) \(sender.x())") }"#
    )
    XCTAssertEqual(lines[11], "    if let sender = sender as? UIButton { _ = sender.currentTitle }")
  }

  func testStringsInsideInterpolationsAreText() {
    let source = """
      final class Log {
        func log(_ sender: AnyObject) { print("\\(f(")")) sender.tag \\(sender.tag)") }
      }
      """
    let lines = UIKitSourcesRewriter.rewriteBodies([("/a/T.swift", source)]).files[0].text
      .split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      lines[2],
      #"  func log(_ sender: AnyObject) { print("\(f(")")) sender.tag \(AnyObjectLookup(sender).tag)") }"#
    )
  }

  func testPropertyReadsOnValuesCastToAnyObjectAreLookedUp() {
    let source = """
      let a = (segue as AnyObject).identifier
      let b = f(segue as AnyObject).identifier
      let c = (segue as AnyObject).perform(nil)
      """
    let lines = UIKitSourcesRewriter.rewriteBodies([("/a/T.swift", source)]).files[0].text
      .split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[1], "let a = AnyObjectLookup(segue as AnyObject).identifier")
    XCTAssertEqual(lines[2], "let b = f(segue as AnyObject).identifier")
    XCTAssertEqual(lines[3], "let c = (segue as AnyObject).perform(nil)")
  }
}

/// Calls Swift makes through the Objective-C runtime: UIKit's optional requirements called
/// with `?(`, and `perform` on an `AnyObject` target.
final class DynamicCallRewriteTests: XCTestCase {
  func testOptionalRequirementCallsAndTargetPerformsCompileWithoutTheRuntime() {
    let source = """
      _ = field.delegate?.textFieldShouldReturn?(field)
      table.delegate?.tableView?(table, didSelectRowAt: path)
      completion?(result)
      model.onChange?(value)
      self.tableViewDidReload?(table)
      (table.delegate as? Picker)?.tableView?(table, didSelectRowAt: path)
      _ = button.target?.perform(button.action, with: nil)
      _ = item.target!.perform(item.action)
      """
    let lines = UIKitSourcesRewriter.rewriteBodies([("/a/T.swift", source)]).files[0].text
      .split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[1], "_ = field.delegate?.textFieldShouldReturn(field)")
    XCTAssertEqual(lines[2], "table.delegate?.tableView(table, didSelectRowAt: path)")
    XCTAssertEqual(lines[3], "completion?(result)")
    XCTAssertEqual(lines[4], "model.onChange?(value)")
    XCTAssertEqual(lines[5], "self.tableViewDidReload?(table)")
    XCTAssertEqual(lines[6], "(table.delegate as? Picker)?.tableView(table, didSelectRowAt: path)")
    XCTAssertEqual(
      lines[7], "_ = button.target.map(AnyObjectLookup.init)?.perform(button.action, with: nil)")
    XCTAssertEqual(lines[8], "_ = item.target.map(AnyObjectLookup.init)!.perform(item.action)")
  }
}

/// Truncated and odd declarations never stop the rewrite.
final class TruncatedSourceTests: XCTestCase {
  func testCutOffDeclarationsAreLeftAsWritten() {
    let sources = [
      "import", "import class", "@main", "@UIApplicationMain class", "(x as AnyObject).",
      "as AnyObject)", "func f(a: AnyObject", "func f(a: AnyObject) { a.", "class A: NSObject {",
      "@main class App: UIApplicationDelegate {", "import UIKit.", "; import UIKit",
    ]
    for source in sources {
      let text = UIKitSourcesRewriter.rewriteBodies([("/a/T.swift", source)]).files[0].text
      XCTAssertTrue(text.hasPrefix("#sourceLocation(file: \"/a/T.swift\", line: 1)\n"), source)
    }
    XCTAssertEqual(
      UIKitSourcesRewriter.rewriteBodies([("/a/T.swift", "; import UIKit")]).files[0].text,
      "#sourceLocation(file: \"/a/T.swift\", line: 1)\n; import StoryboardsUIKit")
  }
}

/// A test target's files read with its app's files as context: selectors of the app's methods
/// resolve, and a test's subclass of an app class overrides the app class's table.
final class DependencyContextTests: XCTestCase {
  func testTheAppsDeclarationsAreContextNotOutput() {
    let app = """
      class ListViewController: UIViewController {
        @IBAction func save(_ sender: Any) {}
      }
      """
    let test = """
      final class SpyListViewController: ListViewController {
        @objc func refreshed() {}
      }
      let names = [NSStringFromSelector(#selector(ListViewController.save(_:)))]
      """
    let result = UIKitSourcesRewriter.rewriteBodies(
      [("/t/ListTests.swift", test)], context: [("/a/ListViewController.swift", app)])
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.files.map(\.path), ["/t/ListTests.swift"])
    let text = result.files[0].text
    XCTAssertTrue(
      text.contains(
        "#sourceLocation(file: \"/t/ListTests.swift\", line: 1)\n"
          + "override func objectiveCMember(named name: String)"), text)
    XCTAssertTrue(
      text.hasSuffix(
        "#sourceLocation(file: \"/t/ListTests.swift\", line: 3)\n}\n"
          + #"let names = [NSStringFromSelector(Selector("save:"))]"#), text)
  }
}
