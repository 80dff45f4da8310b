import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// A data source made by name as the build step's factory makes it.
final class ScoresDataSource: NSObject, ObjectiveCMembers, ObjectiveCInitializable {
  weak var owner: Storyboards.ViewController?

  func objectiveCMember(named name: String) -> ObjectiveCMember? {
    name == "owner"
      ? .property(
        get: { self.owner }, set: { self.owner = try ObjectiveCMember.cast($0, member: name) })
      : nil
  }

  static var memberTableClass: AnyClass? { ScoresDataSource.self }
  class func makeInstance() -> AnyObject? { ScoresDataSource() }
}

/// A class with no factory: its file was not built through the step.
final class ScoresFormatter: NSObject {}

/// The controller with outlets to both objects.
final class ScoresViewController: Storyboards.ViewController {
  var dataSource: ScoresDataSource?
  var formatter: AnyObject?

  override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    switch name {
    case "dataSource":
      return .property(
        get: { self.dataSource },
        set: { self.dataSource = try ObjectiveCMember.cast($0, member: name) })
    case "formatter":
      return .property(get: { self.formatter }, set: { self.formatter = $0 as AnyObject? })
    default: return super.objectiveCMember(named: name)
    }
  }

  override class var memberTableClass: AnyClass? { ScoresViewController.self }
}

/// A scene's `<customObject>`s (Interface Builder's "Object"), made with the scene by name as
/// UIKit makes them, and connected by outlets both ways.
final class CustomObjectTests: XCTestCase {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="scores">
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController id="scores" customClass="ScoresViewController" \
    customModule="StoryboardLoaderTests" sceneMemberID="viewController">
                    <connections>
                        <outlet property="dataSource" destination="source" id="o1"/>
                        <outlet property="formatter" destination="format" id="o2"/>
                    </connections>
                </viewController>
                <customObject id="source" customClass="ScoresDataSource" \
    customModule="StoryboardLoaderTests">
                    <connections>
                        <outlet property="owner" destination="scores" id="o3"/>
                    </connections>
                </customObject>
                <customObject id="format" customClass="ScoresFormatter" \
    customModule="StoryboardLoaderTests"/>
            </objects></scene>
        </scenes>
    </document>
    """

  func testCustomObjectsAreMadeWithTheSceneAndConnected() throws {
    let main = try StoryboardLoader.loadStoryboard(data: Data(Self.storyboard.utf8), name: "Main")
    let bundle = StoryboardBundle(storyboards: [main])
    let recorder = EventRecorder()
    var scores: ScoresViewController?
    recorder.record {
      scores =
        Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? ScoresViewController
    }
    let controller = try XCTUnwrap(scores)
    let source = try XCTUnwrap(controller.dataSource)
    XCTAssertIdentical(source.owner, controller)
    // A class found by name that nothing can make is not made, with a warning that says why.
    XCTAssertNil(controller.formatter)
    let warnings = recorder.events.compactMap { event -> RuntimeWarning? in
      if case .warning(let warning) = event.kind { return warning }
      return nil
    }
    XCTAssertEqual(warnings, [.customObjectNotMade(className: "ScoresFormatter")])
    XCTAssertTrue(
      warnings[0].description.hasPrefix(
        "Could not make the custom object of class ScoresFormatter: without the Objective-C "
          + "runtime a class found by name is made only through makeInstance()"),
      warnings[0].description)
  }
}
