import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// The simulator's steps on a scene's controls: `tap:` by accessibility identifier or title,
/// and `select-row:` on a static table whose cells trigger segues.
final class ControlStepTests: XCTestCase {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
      <scenes>
        <scene sceneID="s-nav">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections>
                <segue destination="menu" kind="relationship" relationship="rootViewController" id="rel"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s-menu">
          <objects>
            <tableViewController id="menu" title="Menu" sceneMemberID="viewController">
              <tableView key="view" dataMode="static" style="grouped" id="table">
                <sections>
                  <tableViewSection headerTitle="Places" id="section-1">
                    <cells>
                      <tableViewCell reuseIdentifier="Home" id="cell-home">
                        <tableViewCellContentView key="contentView" id="content-home"/>
                        <connections>
                          <segue destination="home" kind="show" identifier="showHome" id="seg-home"/>
                        </connections>
                      </tableViewCell>
                      <tableViewCell id="cell-about">
                        <tableViewCellContentView key="contentView" id="content-about">
                          <subviews>
                            <button buttonType="system" id="about-button">
                              <accessibility key="accessibilityConfiguration" identifier="aboutButton"/>
                              <state key="normal" title="About"/>
                              <connections>
                                <segue destination="about" kind="presentation" identifier="showAbout" id="seg-about"/>
                              </connections>
                            </button>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                    </cells>
                  </tableViewSection>
                </sections>
              </tableView>
              <navigationItem key="navigationItem" title="Menu" id="menu-item">
                <barButtonItem key="rightBarButtonItem" title="Help" id="help-item">
                  <connections>
                    <segue destination="about" kind="presentation" identifier="showHelp" id="seg-help"/>
                  </connections>
                </barButtonItem>
              </navigationItem>
            </tableViewController>
          </objects>
        </scene>
        <scene sceneID="s-home">
          <objects>
            <viewController id="home" title="Home" sceneMemberID="viewController">
              <view key="view" id="home-view"/>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s-about">
          <objects>
            <viewController id="about" title="About" sceneMemberID="viewController">
              <view key="view" id="about-view"/>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  private func launch() throws -> StoryboardSimulator {
    let definition = try StoryboardLoader.loadStoryboard(
      data: Array(Self.storyboard.utf8), name: "Menu")
    return try StoryboardSimulator(
      bundle: StoryboardBundle(storyboards: [definition]), storyboard: "Menu")
  }

  func testParsingTheControlSteps() throws {
    XCTAssertEqual(try SimulationStep(parsing: "select-row:0,1"), .selectRow(section: 0, row: 1))
    XCTAssertEqual(
      try SimulationStep(parsing: "selectRow:2,3@Menu"),
      .selectRow(section: 2, row: 3, from: "Menu"))
    XCTAssertEqual(SimulationStep.selectRow(section: 0, row: 1).description, "select-row:0,1")
    for bad in ["select-row:1", "select-row:a,b", "select-row:-1,0"] {
      XCTAssertThrowsError(try SimulationStep(parsing: bad)) {
        XCTAssertEqual($0 as? SimulationError, .invalidStep(bad))
      }
    }
  }

  func testSelectingAStaticRowPerformsItsCellsSegue() throws {
    let simulator = try launch()
    try simulator.run(.selectRow(section: 0, row: 0))
    XCTAssertEqual(simulator.window.visibleViewController?.title, "Home")
    try simulator.window.checkInvariants()
  }

  func testTappingAButtonByItsIdentifierOrTitleAndABarButtonItem() throws {
    let simulator = try launch()
    try simulator.run(.tap("aboutButton"))
    XCTAssertEqual(simulator.window.visibleViewController?.title, "About")
    try simulator.run(.dismiss)
    try simulator.run(.tap("About"))
    XCTAssertEqual(simulator.window.visibleViewController?.title, "About")
    try simulator.run(.dismiss)
    try simulator.run(.tap("Help"))
    XCTAssertEqual(simulator.window.visibleViewController?.title, "About")
  }

  func testAMissingRowOrControlIsAnError() throws {
    let simulator = try launch()
    XCTAssertThrowsError(try simulator.run(.selectRow(section: 0, row: 5))) {
      XCTAssertEqual("\($0)", "No control row 5 of section 0 in TableView.")
    }
    XCTAssertThrowsError(try simulator.run(.tap("Nowhere"))) {
      XCTAssertEqual($0 as? SimulationError, .noSegueWithID("Nowhere"))
    }
  }
}
