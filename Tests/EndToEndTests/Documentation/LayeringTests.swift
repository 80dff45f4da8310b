import Foundation
import XCTest

/// Each library module depends only on the layers below it: the runtime on nothing of the
/// package, the reader on the runtime, analysis on both, and the editor, the generator, the map
/// and the code check above them. An app's UIKit code (`StoryboardsUIKit`) links the runtime and
/// the reader only, never the editor or the analysis.
final class LayeringTests: XCTestCase {
  /// The package modules each library may import and depend on.
  private static let allowed: [String: Set<String>] = [
    "StoryboardRuntime": ["StoryboardsTestHook"],
    "StoryboardLoader": ["StoryboardRuntime"],
    "StoryboardAnalysis": ["StoryboardRuntime", "StoryboardLoader"],
    "Storyboards": ["StoryboardRuntime", "StoryboardAnalysis"],
    "StoryboardsUIKit": ["StoryboardRuntime", "StoryboardLoader"],
    // StoryboardTesting gives UIKit's names too, as ViewControllerPresentationSpy re-exports
    // UIKit: a test switches its import and nothing else.
    "StoryboardTesting": ["StoryboardRuntime", "StoryboardAnalysis", "StoryboardsUIKit"],
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
    XCTAssertEqual(declared["StoryboardsUIKit"], ["StoryboardRuntime", "StoryboardLoader"])
  }
}
