import Foundation
import StoryboardsUIKit
import XCTest

/// A storyboard scene with a "NIB Name" (`<viewController nibName="Detail">`) loads its view
/// from that nib, beside the storyboard, with the controller as File's Owner.
final class SceneNibTests: XCTestCase {
  private let resources = TemporaryBundle()

  override func setUpWithError() throws {
    try resources.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController nibName="Detail" id="vc1" sceneMemberID="viewController"/>
            </objects>
          </scene>
          <scene sceneID="s2">
            <objects>
              <viewController storyboardIdentifier="Plain" id="vc2" sceneMemberID="viewController"/>
            </objects>
          </scene>
        </scenes>
      </document>
      """, to: "Base.lproj/Main.storyboard")
    try resources.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
            <connections>
              <outlet property="view" destination="v1" id="o1"/>
            </connections>
          </placeholder>
          <view contentMode="scaleToFill" id="v1">
            <subviews>
              <label text="From the nib" id="l1"/>
            </subviews>
          </view>
        </objects>
      </document>
      """, to: "Base.lproj/Detail.xib")
  }

  override func tearDownWithError() throws { try resources.remove() }

  func testASceneThatNamesANibLoadsItsViewFromIt() throws {
    let storyboard = UIStoryboard(name: "Main", bundle: try XCTUnwrap(resources.bundle))
    let controller = try XCTUnwrap(storyboard.instantiateInitialViewController())
    XCTAssertEqual(controller.nibName, "Detail")
    XCTAssertFalse(controller.isViewLoaded)
    let label = try XCTUnwrap(controller.view.subviews.first as? UILabel)
    XCTAssertEqual(label.text, "From the nib")
    let plain = storyboard.instantiateViewController(withIdentifier: "Plain")
    XCTAssertNil(plain.nibName)
    XCTAssertEqual(plain.view.subviews.count, 0, "a scene without a nib keeps a plain view")
  }
}
