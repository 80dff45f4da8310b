import Foundation
import XCTest

/// Each library module depends only on the layers below it: the runtime's navigation core on
/// nothing of the package, its views on the core, the reader on the core, analysis on these, and the editor, the generator, the map
/// and the code check above them. An app's UIKit code (`StoryboardsUIKit`) links the runtime and
/// the reader only, never the editor or the analysis.
final class LayeringTests: XCTestCase {
  /// The package modules each library may import and depend on.
  private static let allowed: [String: Set<String>] = [
    "StoryboardRuntime": ["StoryboardsTestHook"],
    "StoryboardViews": ["StoryboardRuntime"],
    "StoryboardLoader": ["StoryboardRuntime"],
    "StoryboardAnalysis": ["StoryboardRuntime", "StoryboardViews", "StoryboardLoader"],
    "Storyboards": ["StoryboardRuntime", "StoryboardViews", "StoryboardAnalysis"],
    "StoryboardsUIKit": ["StoryboardRuntime", "StoryboardViews", "StoryboardLoader"],
    // StoryboardTesting gives UIKit's names too, as ViewControllerPresentationSpy re-exports
    // UIKit: a test switches its import and nothing else.
    // It reads the test's Swift source (to record an expected text in place) with the code
    // check's tokenizer.
    "StoryboardTesting": [
      "StoryboardRuntime", "StoryboardViews", "StoryboardAnalysis", "StoryboardsUIKit",
      "SourceTokenizer",
    ],
    "SourceTokenizer": [],
    // The rewrite of UIKit sources: tokens only, so that an app's build pulls nothing else.
    "UIKitSourcesRewriter": ["SourceTokenizer"],
    "StoryboardEditing": [
      "StoryboardRuntime", "StoryboardLoader", "StoryboardAnalysis", "SourceTokenizer",
    ],
    "StoryboardCodegen": ["StoryboardRuntime", "StoryboardAnalysis"],
    "StoryboardMap": ["StoryboardRuntime", "StoryboardAnalysis"],
    "StoryboardCodeCheck": ["StoryboardRuntime", "StoryboardAnalysis", "SourceTokenizer"],
    // Behind the tool's `package` command: schemes are read with the reader's XML scanner.
    "XcodeProject": ["StoryboardLoader"],
  ]

  /// Modules of the toolchain that any layer may use.
  private static let system: Set<String> = [
    "Foundation", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin", "XCTest", "Testing",
  ]

  private func matches(_ pattern: String, in text: String) throws -> [[String]] {
    let expression = try NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  func testEveryLibraryImportsOnlyTheLayersBelowIt() throws {
    for (module, allowed) in Self.allowed {
      let folder = Repository.root.appendingPathComponent("Sources/\(module)")
      let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).allObjects
      var imported: Set<String> = []
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for groups in try matches(
          #"^(?:@\w+ )*(?:\w+ )?import (?:(?:func|class|struct|enum|protocol|typealias|var|let) )?(\w+)"#,
          in: text)
        {
          imported.insert(groups[0])
        }
      }
      if module == "StoryboardEditing" {
        XCTAssertTrue(imported.contains("StoryboardLoader"), "the scan finds the imports")
      }
      let stray = imported.subtracting(allowed).subtracting(Self.system).sorted()
      XCTAssertEqual(stray, [], "Sources/\(module) imports modules above its layer")
    }
  }

  func testThePackageDeclaresOnlyTheLayersBelowEachLibrary() throws {
    let manifest = try String(
      contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var declared: [String: Set<String>] = [:]
    for groups in try matches(
      #"\.target\(\s*name: "(\w+)"(?:,\s*dependencies: \[([^\]]*)\])?"#, in: manifest)
    {
      let names = try matches(#""(\w+)""#, in: groups[1]).map { $0[0] }
      declared[groups[0]] = Set(names)
    }
    XCTAssertEqual(
      Set(declared.keys).intersection(Self.allowed.keys), Set(Self.allowed.keys),
      "every library target is found in Package.swift")
    for (module, allowed) in Self.allowed {
      let stray = declared[module, default: []].subtracting(allowed).sorted()
      XCTAssertEqual(stray, [], "\(module) depends on modules above its layer")
    }
    XCTAssertEqual(
      declared["StoryboardsUIKit"], ["StoryboardRuntime", "StoryboardViews", "StoryboardLoader"])
  }

  /// The fence: the navigation core's code names no type that the views above it declare (it
  /// knows them through the catalog they hand it), and its folders hold none of theirs.
  func testTheNavigationCoreNamesNoTypeOfTheViewsAboveIt() throws {
    let views = try swiftFiles(in: "Sources/StoryboardViews")
    var declared: Set<String> = []
    for (_, text) in views {
      for groups in try matches(
        #"^(?:public |open |package )?(?:final )?(?:class|struct|enum|protocol) (\w+)"#, in: text)
      {
        declared.insert(groups[0])
      }
    }
    XCTAssertTrue(
      declared.isSuperset(of: [
        "TableView", "CollectionView", "TableViewController", "Button", "Switch", "StackView",
        "VisualEffectView", "AnyObjectLookup",
      ]))
    var named: [String] = []
    for (file, text) in try swiftFiles(in: "Sources/StoryboardRuntime") {
      let code = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }.joined(separator: "\n").replacingOccurrences(
        of: #""[^"\n]*""#, with: "", options: .regularExpression)
      for groups in try matches(#"\b([A-Z]\w*)\b"#, in: code) where declared.contains(groups[0]) {
        named.append("\(file): \(groups[0])")
      }
    }
    XCTAssertEqual(named, [], "the navigation core names types of StoryboardViews")
  }

  /// Errors by layer: the views raise their own error, not navigation's, and nothing in the
  /// runtime raises a case `NavigationError` keeps only for one release.
  func testTheViewsRaiseViewErrorsAndNavigationKeepsItsOwn() throws {
    let moved = [
      "unknownCellIdentifier", "registeredClassNotMade", "invalidNib", "nibViewNotSet",
      "invalidVisualFormat", "applicationDelegateNotMade",
    ]
    var raised: [String] = []
    for folder in ["Sources/StoryboardViews", "Sources/StoryboardRuntime"] {
      for (file, text) in try swiftFiles(in: folder) where !file.hasSuffix("NavigationError.swift")
      {
        for groups in try matches(#"NavigationError\.(\w+)"#, in: text)
        where folder.hasSuffix("Views") || moved.contains(groups[0]) {
          raised.append("\(file): NavigationError.\(groups[0])")
        }
      }
    }
    XCTAssertEqual(raised, [], "raise ViewError (or LaunchError) for what views and apps misuse")
    let views = try swiftFiles(in: "Sources/StoryboardViews").map(\.1).joined()
    XCTAssertTrue(views.contains("ViewError.unknownCellIdentifier"))
  }

  /// The Swift files under `folder`, by path from it, with their text.
  private func swiftFiles(in folder: String) throws -> [(String, String)] {
    let root = Repository.root.appendingPathComponent(folder)
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).allObjects
    return try files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }
}
