import Foundation
import StoryboardEditing
import StoryboardLoader
import Storyboards

/// `split-200`: splitting a 200-scene storyboard (four tabs of 50-scene stacks; one stack's
/// scenes move), the equivalence proof included, in milliseconds, against reading the same
/// storyboard.
enum Split200 {
  static func run() throws -> [Result] {
    let folder = NSTemporaryDirectory() + "split-benchmark-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Main.storyboard"
    try storyboard(tabs: 4, depth: 49).write(toFile: path, atomically: true, encoding: .utf8)
    let reading = nanosecondsPerIteration(iterations: 1) {
      _ = try? StoryboardLoader.loadStoryboard(atPath: path)
    }
    var options = StoryboardSplit.Options(
      scenes: ["nav-2"] + (0..<49).map { "t2-s\($0)" }, into: "Third")
    options.bundleFolder = folder
    var split: StoryboardSplit?
    let splitting = try nanosecondsPerIteration(iterations: 1, rounds: 3) {
      split = try StoryboardSplit.plan(path, options: options)
    }
    precondition(split?.report.moved.count == 50, "the stack moved")
    return [Result(name: "split-200", unit: "ms", value: splitting / 1e6, baseline: reading / 1e6)]
  }

  /// A storyboard of `tabs` navigation stacks, each `depth` scenes pushed one after another.
  static func storyboard(tabs: Int, depth: Int) -> String {
    var scenes: [String] = []
    func scene(_ id: String, _ body: String, x: Int, y: Int) -> String {
      """
              <scene sceneID="scene-\(id)">
                  <objects>
      \(body)
                      <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                  </objects>
                  <point key="canvasLocation" x="\(x)" y="\(y)"/>
              </scene>
      """
    }
    let relationships = (0..<tabs).map {
      "                    <segue destination=\"nav-\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"rel-\($0)\"/>"
    }.joined(separator: "\n")
    scenes.append(
      scene(
        "tabs",
        """
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
        \(relationships)
                            </connections>
                        </tabBarController>
        """, x: 0, y: 0))
    for tab in 0..<tabs {
      scenes.append(
        scene(
          "nav-\(tab)",
          """
                          <navigationController id="nav-\(tab)" sceneMemberID="viewController">
                              <connections>
                                  <segue destination="t\(tab)-s0" kind="relationship" relationship="rootViewController" id="root-\(tab)"/>
                              </connections>
                          </navigationController>
          """, x: 400, y: tab * 800))
      for index in 0..<depth {
        let segue =
          "                        <segue destination=\"t\(tab)-s\(index + 1)\" kind=\"show\" "
          + "identifier=\"next\" id=\"t\(tab)-seg\(index)\"/>"
        let next = index + 1 < depth ? segue : ""
        scenes.append(
          scene(
            "t\(tab)-s\(index)",
            """
                            <viewController storyboardIdentifier="T\(tab)S\(index)" title="Screen \(index)" id="t\(tab)-s\(index)" sceneMemberID="viewController">
                                <connections>
            \(next)
                                </connections>
                            </viewController>
            """, x: 800 + index * 400, y: tab * 800))
      }
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tabs">
          <scenes>
      \(scenes.joined(separator: "\n"))
          </scenes>
      </document>

      """
  }
}
