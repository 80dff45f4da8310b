import Foundation
import StoryboardsUIKit
import XCTest

/// `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)` read a
/// bundle's asset catalogs: image sets by name (a namespace folder prefixes them), colour
/// sets with their dark appearance, and `nil` for an asset the catalogs do not hold.
final class AssetCatalogTests: XCTestCase {
  private let resources = TemporaryBundle()
  private var bundle: Bundle!

  override func setUpWithError() throws {
    let catalog = "App/Assets.xcassets"
    try write(
      """
      { "images": [
        { "idiom": "universal", "scale": "1x", "filename": "logo.png" },
        { "idiom": "universal", "scale": "2x", "filename": "logo@2x.png" },
        { "idiom": "universal", "scale": "3x" },
        { "idiom": "universal", "scale": "3x", "filename": "logo-dark@3x.png",
          "appearances": [ { "appearance": "luminosity", "value": "dark" } ] }
      ] }
      """, to: catalog + "/Logo.imageset/Contents.json")
    try write(
      #"{ "images": [ { "idiom": "universal", "scale": "1x" } ] }"#,
      to: catalog + "/Unassigned.imageset/Contents.json")
    try write(
      #"{ "properties": { "provides-namespace": true } }"#, to: catalog + "/Icons/Contents.json")
    try write(
      #"{ "images": [ { "idiom": "universal", "filename": "star.pdf" } ] }"#,
      to: catalog + "/Icons/Star.imageset/Contents.json")
    try write(
      """
      { "colors": [
        { "idiom": "universal", "color": { "color-space": "srgb",
          "components": { "red": "0.200", "green": "128", "blue": "0xFF", "alpha": "1.000" } } },
        { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
          "color": { "color-space": "srgb",
          "components": { "red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "0.500" } } }
      ] }
      """, to: catalog + "/Brand.colorset/Contents.json")
    try write("", to: "App/Images/Badge@2x.png")
    try write("", to: "Banner.jpg")
    bundle = try XCTUnwrap(resources.bundle)
  }

  override func tearDownWithError() throws { try resources.remove() }

  private func write(_ text: String, to relative: String) throws {
    try resources.write(text, to: relative)
  }

  private func components(_ color: UIColor?) -> [CGFloat] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    guard color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha) == true else { return [] }
    return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
  }

  func testImageSetsAreFoundByNameAndMissingOnesAreNil() {
    XCTAssertEqual(UIImage(named: "Logo", in: bundle, compatibleWith: nil)?.name, "Logo")
    XCTAssertNotNil(UIImage(named: "Icons/Star", in: bundle, with: nil))
    XCTAssertNil(UIImage(named: "Star", in: bundle, with: nil), "the folder is a namespace")
    XCTAssertNil(UIImage(named: "Missing", in: bundle, compatibleWith: nil))
  }

  func testAnImageSetGivesTheVariantOfTheScreensScaleAndAppearance() throws {
    XCTAssertEqual(UIScreen.main.scale, 3)
    let logo = try XCTUnwrap(UIImage(named: "Logo", in: bundle, compatibleWith: nil))
    XCTAssertEqual(logo.scale, 2, "no 3x image: the nearest below")
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    XCTAssertEqual(UIImage(named: "Logo", in: bundle, compatibleWith: dark)?.scale, 3)
    XCTAssertEqual(
      UIImage(named: "Icons/Star", in: bundle, compatibleWith: nil)?.scale, 3,
      "a vector is drawn at the screen's scale")
    XCTAssertNil(
      UIImage(named: "Unassigned", in: bundle, compatibleWith: nil),
      "a set none of whose entries names a file has no image, as on iOS")
    XCTAssertEqual(UIImage(named: "Badge", in: bundle, compatibleWith: nil)?.scale, 2)
  }

  func testLooseImageFilesAreFoundWhereTheBundleKeepsThem() {
    XCTAssertNotNil(UIImage(named: "Badge", in: bundle, compatibleWith: nil), "in a subfolder")
    XCTAssertNotNil(UIImage(named: "Banner.jpg", in: bundle, compatibleWith: nil))
    XCTAssertNotNil(UIImage(named: "Banner", in: bundle, compatibleWith: nil))
    XCTAssertNil(UIImage(named: "Badge.gif", in: bundle, compatibleWith: nil))
  }

  func testAColourSetHasItsComponentsAndItsDarkAppearance() throws {
    let brand = try XCTUnwrap(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
    XCTAssertEqual(components(brand), [0.2, 0.502, 1, 1])
    let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    XCTAssertEqual(components(dark), [1, 1, 1, 0.5])
    let forDark = UIColor(
      named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
    XCTAssertEqual(components(forDark), [1, 1, 1, 0.5])
    XCTAssertNil(UIColor(named: "Missing", in: bundle, compatibleWith: nil))
  }

  func testABundleWithoutCatalogsKeepsEveryName() throws {
    let plain = resources.path + "/../Plain.resources"
    try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
    let other = try XCTUnwrap(Bundle(path: plain))
    XCTAssertEqual(UIImage(named: "Anything", in: other, compatibleWith: nil)?.name, "Anything")
    XCTAssertEqual(
      UIColor(named: "Anything", in: other, compatibleWith: nil)?.description, "Anything")
  }
}

extension AssetCatalogTests {
  func testAStoryboardsNamedColoursAreTheCatalogsColourSets() throws {
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
        <scenes>
          <scene sceneID="s">
            <objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <subviews>
                    <label text="Hi" id="label">
                      <color key="textColor" name="Brand"/>
                      <color key="backgroundColor" name="Missing"/>
                    </label>
                  </subviews>
                  <color key="backgroundColor" name="Brand"/>
                  <color key="tintColor" systemColor="systemBlueColor"/>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
        <resources>
          <namedColor name="Brand">
            <color red="0.2" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </namedColor>
        </resources>
      </document>
      """, to: "App/Base.lproj/Main.storyboard")
    let storyboard = UIStoryboard(name: "Main", bundle: bundle)
    let controller = try XCTUnwrap(storyboard.instantiateInitialViewController())
    XCTAssertEqual(components(controller.view.backgroundColor), [0.2, 0.502, 1, 1])
    let label = try XCTUnwrap(controller.view.subviews.first as? UILabel)
    XCTAssertEqual(components(label.textColor), [0.2, 0.502, 1, 1])
    XCTAssertNil(label.backgroundColor, "a colour set the catalogs lack is nil, as on iOS")
  }
}
