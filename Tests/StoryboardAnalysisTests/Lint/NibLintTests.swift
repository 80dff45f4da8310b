import StoryboardLoader
import Storyboards
import XCTest

/// `NibDefinition.lint(knownClasses:)`: a nib's connections to objects it does not hold, and
/// the custom classes the app does not define.
final class NibLintTests: XCTestCase {
  private static let nib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeViewController" customModule="Shop">
                <connections>
                    <outlet property="countLabel" destination="Gone-Lb-001" id="Cnt-Ou-001"/>
                    <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="i5M-Pr-FkT" customClass="BadgeView" customModule="Shop">
                <subviews>
                    <button buttonType="system" id="Inc-Bt-001">
                        <connections>
                            <action selector="increment:" destination="-1" eventType="touchUpInside" id="Inc-Ac-001"/>
                        </connections>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    """

  private func lint(knownClasses: Set<String>? = nil) throws -> [String] {
    let nib = try StoryboardLoader.loadNib(
      data: Array(Self.nib.utf8), name: "Badge", path: "Shop/Badge.xib")
    return nib.lint(knownClasses: knownClasses).map(\.description)
  }

  func testAConnectionToAnObjectTheNibLacksIsAnError() throws {
    XCTAssertEqual(
      try lint(),
      [
        "Shop/Badge.xib:6:17: error: the outlet 'countLabel' of File's Owner "
          + "(BadgeViewController) connects to 'Gone-Lb-001', which is no object of the nib: "
          + "loading the nib would fail; Reconnect it in Interface Builder, or delete the "
          + "connection. [broken-connection]"
      ])
  }

  func testClassesTheAppDoesNotDefineAreWarningsPlaceholdersAside() throws {
    let diagnostics = try lint(knownClasses: ["Shop.BadgeViewController"])
    XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
    XCTAssertEqual(
      diagnostics.last,
      "Shop/Badge.xib:11:9: warning: Unknown class BadgeView in Interface Builder file: the "
        + "view 'i5M-Pr-FkT' would be made of its element's own class; fix the class name or "
        + "add it to the known classes [unknown-class]")
    XCTAssertEqual(try lint(knownClasses: ["BadgeViewController", "BadgeView"]).count, 1)
  }
}
