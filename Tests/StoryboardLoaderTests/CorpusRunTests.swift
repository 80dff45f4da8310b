import Foundation
import StoryboardLoader
import Storyboards
import TestSupport
import XCTest

/// Every corpus storyboard loads into a bundle (stand-in classes, lenient), every scene
/// instantiates, and every identified segue that code can perform runs from a fresh instance
/// of its source — with no crash and no error but the documented ones.
final class CorpusRunTests: XCTestCase {
  /// What a real app's storyboards may legitimately fail with out of their app: references to
  /// storyboards or bundles that are not in the corpus, the corpus's one broken reference, and
  /// the UIKit exceptions the same storyboards raise in UIKit (unknown keys on plain controllers).
  private static let documented = [
    "Could not find a storyboard named", "doesn't contain a view controller with identifier",
    "perhaps the designated entry point is not set?", "setValue:forUndefinedKey:",
  ]

  func testEveryCorpusStoryboardRuns() throws {
    let corpus = try SharedCorpus.require()
    let files = try StoryboardLoader.storyboardFiles(atPath: corpus)
    var total = ValidationReport()
    for (_, group) in Dictionary(grouping: files, by: Self.appKey) {
      total.merge(try makeBundle(group).validate())
    }
    let undocumented = total.problems.filter { problem in
      !Self.documented.contains { problem.message.contains($0) }
    }
    print(
      "Corpus run: \(total.scenesInstantiated) scenes instantiated, \(total.seguesPerformed) segues performed, \(total.problems.count) documented errors"
    )
    XCTAssertEqual(undocumented, [])
    XCTAssertGreaterThan(total.scenesInstantiated, 700)
    XCTAssertGreaterThan(total.seguesPerformed, 150)
  }

  /// One bundle per app: corpus files are flattened paths (`App__Base.lproj__Main.storyboard`),
  /// so an app is the project folder plus the path before the `.lproj` folder or file name.
  private static func appKey(_ file: String) -> String {
    var segments = file.components(separatedBy: "__")
    segments.removeLast()
    if segments.last?.hasSuffix(".lproj") == true { segments.removeLast() }
    return segments.joined(separator: "__")
  }

  private func makeBundle(_ files: [String]) throws -> StoryboardBundle {
    let bundle = StoryboardBundle()
    let preferred = files.sorted {
      ($0.contains("Base.lproj") ? 0 : 1) < ($1.contains("Base.lproj") ? 0 : 1)
    }
    var added: Set<String> = []
    for file in preferred {
      let name = StoryboardLoader.storyboardName(
        ofFile: file.components(separatedBy: "__").last ?? file)
      guard added.insert(name).inserted else { continue }
      bundle.add(try StoryboardLoader.loadStoryboard(atPath: file, name: name))
    }
    return bundle
  }
}
