import Foundation
import StoryboardsUIKit
import XCTest

/// A SwiftPM resource bundle is `<package>_<target>.resources`, and a package's name may hold
/// a `_` (so may a target's): the storyboards of the bundle still name the right target as
/// their app module, the one whose classes `customModuleProvider="target"` scenes use.
final class ResourceBundleNameTests: XCTestCase {
  private var folder: String!

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "resource-bundle-names-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(atPath: folder)
  }

  /// A resource bundle named `name` holding one storyboard whose scene's class is in `module`.
  private func bundle(named name: String, sceneModule module: String?) throws -> Bundle {
    let path = folder + "/" + name
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let moduleAttributes =
      module.map { #" customModule="\#($0)" customModuleProvider="target""# } ?? ""
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc-1">
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <viewController id="vc-1" customClass="CartViewController"\
      \(moduleAttributes) sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    try storyboard.write(toFile: path + "/Main.storyboard", atomically: true, encoding: .utf8)
    return try XCTUnwrap(Bundle(path: path))
  }

  func testAPackageNameWithAnUnderscoreLeavesTheTargetWhole() throws {
    let storyboards = try bundle(named: "my_shop_Checkout.resources", sceneModule: "Checkout")
      .storyboardBundle()
    XCTAssertEqual(storyboards.moduleName, "Checkout")
  }

  func testATargetNameWithAnUnderscoreIsTheScenesModule() throws {
    let storyboards = try bundle(named: "shop_Check_Out.resources", sceneModule: "Check_Out")
      .storyboardBundle()
    XCTAssertEqual(storyboards.moduleName, "Check_Out")
  }

  func testWithoutAModuleInTheStoryboardTheNameAfterTheLastUnderscoreIsTheTarget() throws {
    let storyboards = try bundle(named: "my_shop_Checkout.resources", sceneModule: nil)
      .storyboardBundle()
    XCTAssertEqual(storyboards.moduleName, "Checkout")
  }

  func testABundleThatIsNotSwiftPMsNamesNoModule() throws {
    let storyboards = try bundle(named: "Storyboards", sceneModule: "Checkout").storyboardBundle()
    XCTAssertNil(storyboards.moduleName)
  }
}
