import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// Every corpus storyboard loads into a bundle (stand-in classes, lenient), every scene
/// instantiates, and every identified segue that code can perform runs from a fresh instance
/// of its source — with no crash and no error but the documented ones.
final class CorpusRunTests: XCTestCase {
  /// The errors a real app's storyboards may legitimately produce out of their app: references
  /// into storyboards or bundles that are not in the corpus, and the UIKit exceptions the
  /// storyboards would raise in UIKit too.
  private func isDocumented(_ error: Error) -> Bool {
    switch error {
    case StoryboardError.storyboardNotFound, StoryboardError.pushSegueOutsideNavigationController,
      StoryboardError.noInitialViewController, StoryboardError.identifierNotFound,
      StoryboardError.undefinedKey:
      return true
    default:
      return false
    }
  }

  func testEveryCorpusStoryboardRuns() throws {
    let corpus = try TestPaths.requireCorpus()
    let files = try StoryboardLoader.storyboardFiles(atPath: corpus)
    var scenes = 0
    var segues = 0
    var documented: [String: Int] = [:]
    for (_, group) in Dictionary(grouping: files, by: Self.appKey) {
      let bundle = try makeBundle(group)
      for name in bundle.storyboardNames {
        let storyboard = try Storyboard(name: name, bundle: bundle)
        for case let scene? in storyboard.definition.scenes.map(\.controller) {
          do {
            _ = try storyboard.instantiateViewController(scene: scene)
            scenes += 1
          } catch  where isDocumented(error) {
            documented["\(error)".components(separatedBy: " in bundle").first ?? "", default: 0] +=
              1
          }
        }
        for segue in storyboard.definition.segues where isPerformable(segue) {
          do {
            try perform(segue, in: storyboard)
            segues += 1
          } catch  where isDocumented(error) {
            documented[String("\(error)".prefix(60)), default: 0] += 1
          }
        }
      }
    }
    print(
      "Corpus run: \(scenes) scenes instantiated, \(segues) segues performed; documented errors: \(documented)"
    )
    XCTAssertGreaterThan(scenes, 700)
    XCTAssertGreaterThan(segues, 150)
  }

  private func isPerformable(_ segue: SegueDefinition) -> Bool {
    guard segue.identifier?.isEmpty == false, segue.sourceID != nil else { return false }
    return ![.unwind, .relationship, .embed].contains(segue.kind)
  }

  /// Performs `segue` from a fresh instance of its source, on screen in a navigation
  /// controller when it is not a container itself.
  private func perform(_ segue: SegueDefinition, in storyboard: Storyboard) throws {
    guard let sourceID = segue.sourceID,
      let scene = storyboard.definition.controller(withID: sourceID),
      let identifier = segue.identifier
    else { return }
    let source = try storyboard.instantiateViewController(scene: scene)
    let window = Window(horizontalSizeClass: .regular)
    let isContainer =
      source is NavigationController || source is TabBarController || source is SplitViewController
    window.rootViewController =
      isContainer ? source : try NavigationController(rootViewController: source)
    window.makeKeyAndVisible()
    try source.performSegue(withIdentifier: identifier, sender: nil)
    try window.checkInvariants()
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
