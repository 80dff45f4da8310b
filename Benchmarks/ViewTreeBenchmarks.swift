import Foundation
import StoryboardLoader
import Storyboards

/// `load-corpus-views`: reading the corpus with the scenes' view trees and connections, against
/// reading it without them, in the same run (the target: at most 1.3 times).
enum LoadCorpusViews {
  static func run() throws -> [Result] {
    let files = try StoryboardLoader.storyboardFiles(atPath: corpusPath)
    func reading(_ objects: Bool) throws -> Double {
      try nanosecondsPerIteration(iterations: 1, rounds: 7) {
        for file in files {
          _ = try StoryboardLoader.loadStoryboard(
            atPath: file, name: nil, readsSceneObjects: objects)
        }
      }
    }
    let without = try reading(false)
    let with = try reading(true)
    return [
      Result(name: "load-corpus-views", unit: "ms", value: with / 1e6, baseline: without / 1e6)
    ]
  }
}

/// `instantiate-300`: instantiating a scene of 300 views (labels, buttons with actions and
/// outlets, switches in stack views) and loading its view — every object made and connected —
/// against reading its XML (the target: no more).
enum Instantiate300 {
  static func run() throws -> [Result] {
    let path = NSTemporaryDirectory() + "storyboard-benchmark-300.storyboard"
    try document().write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reading = try nanosecondsPerIteration(iterations: 20) {
      _ = try StoryboardLoader.loadStoryboard(atPath: path)
    }
    let definition = try StoryboardLoader.loadStoryboard(atPath: path)
    let storyboard = Storyboard(
      name: definition.name, bundle: StoryboardBundle(storyboards: [definition]))
    var views = 0
    let instantiating = try nanosecondsPerIteration(iterations: 20) {
      guard let controller = try storyboard.initialViewController() else { return }
      views = controller.view.subviews.count
    }
    precondition(views == 100, "the scene's views are made (\(views))")
    return [
      Result(
        name: "instantiate-300", unit: "ms", value: instantiating / 1e6, baseline: reading / 1e6)
    ]
  }

  /// One scene: 100 stack views, each with a label, a button (an action and a segue-less
  /// outlet) and a switch — 400 views with the stacks, 300 of them controls and labels.
  static func document() -> String {
    let (subviews, outlets) = rows()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="screen">
        <scenes>
          <scene sceneID="scene">
            <objects>
              <viewController id="screen" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <subviews>
      \(subviews)
                  </subviews>
                </view>
                <connections>
      \(outlets)
                </connections>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="first-responder" sceneMemberID="firstResponder"/>
            </objects>
          </scene>
        </scenes>
      </document>
      """
  }

  /// The scene's 100 rows, and the outlet collection connecting them.
  static func rows() -> (subviews: String, outlets: String) {
    var subviews = ""
    var outlets = ""
    for index in 0..<100 {
      subviews += """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack-\(index)">
          <rect key="frame" x="20" y="\(index * 44)" width="374" height="40"/>
          <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="label-\(index)">
              <rect key="frame" x="0" y="0" width="120" height="40"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
              <nil key="textColor"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button-\(index)">
              <accessibility key="accessibilityConfiguration" identifier="button\(index)"/>
              <state key="normal" title="Tap \(index)"/>
              <connections>
                <action selector="tapped:" destination="first-responder" eventType="touchUpInside" id="action-\(index)"/>
              </connections>
            </button>
            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch-\(index)"/>
          </subviews>
        </stackView>

        """
      outlets +=
        "<outletCollection property=\"rows\" destination=\"stack-\(index)\" id=\"outlet-\(index)\"/>\n"
    }
    return (subviews, outlets)
  }
}
