import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// The lint of a scene's view tree: broken and cross-scene connections, hidden segue triggers,
/// duplicate accessibility identifiers.
final class SceneConnectionLintTests: XCTestCase {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="a">
      <scenes>
        <scene sceneID="s-a">
          <objects>
            <viewController id="a" storyboardIdentifier="A" sceneMemberID="viewController">
              <view key="view" id="a-view">
                <subviews>
                  <button id="save">
                    <accessibility key="accessibilityConfiguration" identifier="save"/>
                    <connections>
                      <action selector="save:" destination="a" eventType="touchUpInside" id="c1"/>
                      <action selector="gone:" destination="nowhere" eventType="touchUpInside" id="c2"/>
                    </connections>
                  </button>
                  <view hidden="YES" id="panel">
                    <subviews>
                      <button id="more">
                        <accessibility key="accessibilityConfiguration" identifier="save"/>
                        <connections>
                          <segue destination="b" kind="show" identifier="showMore" id="seg"/>
                        </connections>
                      </button>
                    </subviews>
                  </view>
                </subviews>
              </view>
              <connections>
                <outlet property="other" destination="b-view" id="c3"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s-b">
          <objects>
            <viewController id="b" storyboardIdentifier="B" sceneMemberID="viewController">
              <view key="view" id="b-view"/>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  func testTheSceneChecks() throws {
    let definition = try StoryboardLoader.loadStoryboard(
      data: Array(Self.storyboard.utf8), name: "Lint")
    let diagnostics = StoryboardBundle(storyboards: [definition]).lint()
    let found = diagnostics.map { "\($0.location?.line ?? 0) \($0.severity) \($0.rule.rawValue)" }
    XCTAssertEqual(
      found,
      [
        "13 error broken-connection", "18 warning duplicate-accessibility-identifier",
        "21 warning hidden-segue-trigger", "29 warning broken-connection",
      ])
    XCTAssertTrue(
      diagnostics[0].message.hasPrefix(
        "the action 'gone:' of button in scene 'a' connects to 'nowhere', which is no object of "
          + "the storyboard: loading the scene would fail"), diagnostics[0].message)
    XCTAssertEqual(
      diagnostics[3].fix, "Connect it within its scene, or pass the object in prepare(for:sender:)."
    )
  }
}
