import Foundation
import StoryboardLoader
import StoryboardMap
import Storyboards
import TestSupport
import XCTest

/// The map of each app of the shared corpus keeps the markup contract: every scene and segue
/// of every storyboard is there, every link leads to an element, nothing names the network,
/// and scenes keep their canvas order without overlapping.
final class NavigationMapCorpusTests: XCTestCase {
  func testEveryAppsMapKeepsTheContract() throws {
    let apps = try SharedCorpus.requireAppFolders()
    XCTAssertEqual(apps.count, 13)
    var scenesChecked = 0
    for app in apps {
      let folder = StoryboardLoader.loadFolder(atPath: app)
      XCTAssertEqual(folder.errors, [], app)
      let html = NavigationMap(bundle: StoryboardBundle(storyboards: folder.storyboards)).html()
      XCTAssertNil(html.range(of: "://"), "\(app): a network address")
      let page = MapMarkupReader(html)
      let ids = page.tags.compactMap { $0.attributes["id"] }
      XCTAssertEqual(Set(ids).count, ids.count, "\(app): ids repeat")
      let known = Set(ids)
      for tag in page.tags where tag.name == "a" {
        let href = tag.attributes["href"] ?? ""
        XCTAssertTrue(
          href.hasPrefix("#") && known.contains(String(href.dropFirst())), "\(app): \(href)")
      }
      var drawnScenes: [String: MapMarkupReader.Tag] = [:]
      for scene in page.elements(withClass: "scene") {
        drawnScenes["\(scene.attributes["data-storyboard"]!)#\(scene.attributes["data-id"]!)"] =
          scene
        if scene.attributes["data-reference"] != nil {
          XCTAssertNotNil(
            page.firstTag(named: "a", in: scene), "\(app): a reference without a link")
        }
      }
      var drawnSegues: [String: Int] = [:]
      for segue in page.elements(withClass: "segue") {
        let key = ["data-storyboard", "data-kind", "data-source", "data-destination"]
          .map { segue.attributes[$0]! }.joined(separator: " ")
        drawnSegues[key, default: 0] += 1
      }
      var expectedSegues: [String: Int] = [:]
      for storyboard in folder.storyboards {
        var frames: [(CanvasPoint, MapRectangle)] = []
        for scene in storyboard.scenes {
          guard let controller = scene.controller else { continue }
          let drawn = drawnScenes["\(storyboard.name)#\(controller.id)"]
          XCTAssertNotNil(drawn, "\(app): \(storyboard.name)#\(controller.id) is missing")
          scenesChecked += 1
          if let location = scene.canvasLocation, let drawn,
            let box = page.firstTag(named: "rect", in: drawn)
          {
            frames.append((location, MapRectangle(box.attributes)))
          }
        }
        for (index, (location, frame)) in frames.enumerated() {
          for (otherLocation, other) in frames[(index + 1)...] {
            XCTAssertFalse(frame.overlaps(other), "\(app) \(storyboard.name): boxes overlap")
            if abs(location.x - otherLocation.x) > 500 {
              XCTAssertEqual(
                location.x < otherLocation.x, frame.x < other.x,
                "\(app) \(storyboard.name): left and right swap")
            }
          }
        }
        for segue in storyboard.segues {
          let key = [
            storyboard.name, "\(segue.kind)", segue.sourceID ?? "", segue.destinationID ?? "",
          ].joined(separator: " ")
          expectedSegues[key, default: 0] += 1
        }
      }
      XCTAssertEqual(drawnSegues, expectedSegues, app)
    }
    XCTAssertGreaterThan(scenesChecked, 600)
  }
}

/// A box's rectangle as the map wrote it.
struct MapRectangle {
  var x, y, width, height: Double

  init(_ attributes: [String: String]) {
    x = Double(attributes["x"] ?? "") ?? 0
    y = Double(attributes["y"] ?? "") ?? 0
    width = Double(attributes["width"] ?? "") ?? 0
    height = Double(attributes["height"] ?? "") ?? 0
  }

  func overlaps(_ other: MapRectangle) -> Bool {
    x < other.x + other.width && other.x < x + width && y < other.y + other.height
      && other.y < y + height
  }
}
