import Foundation
import Storyboards
import XCTest

/// Fonts keep their name, size and weight and answer the system font's metrics; symbol
/// configurations, images made from other images or bitmaps, and assets keep what they are
/// given; nothing is drawn or decoded.
final class FontAndImageSurfaceTests: XCTestCase {
  func testSystemFontsKeepTheirSizeAndWeightAndAnswerMetrics() {
    let bold = Font.boldSystemFont(ofSize: 20)
    XCTAssertEqual(bold.pointSize, 20)
    XCTAssertEqual(bold.weight, .bold)
    XCTAssertEqual(Font.italicSystemFont(ofSize: 12).fontName, ".SFUI-Italic")
    XCTAssertEqual(Font.systemFont(ofSize: 15).description, "<Font: .SFUI-Regular 15.0>")
    XCTAssertEqual(Font.systemFont(ofSize: 15, weight: .semibold).weight, .semibold)
    XCTAssertEqual(Font.systemFont(ofSize: 15, weight: .light, width: .condensed).pointSize, 15)
    XCTAssertEqual(
      Font.systemFont(ofSize: 15, weight: .light, width: .standard).fontName, ".SFUI")
    XCTAssertEqual(
      Font.monospacedDigitSystemFont(ofSize: 11, weight: .medium).fontName,
      ".SFUI-MonospacedDigits")
    XCTAssertEqual(Font.Width(rawValue: 0.2), .expanded)
    XCTAssertEqual(Font.Width(-0.4), .compressed)
    XCTAssertEqual(Font.Weight(rawValue: 0.62), .black)
    XCTAssertEqual(
      [Font.buttonFontSize, Font.smallSystemFontSize, Font.systemFontSize], [18, 12, 14])
    XCTAssertEqual(Font.familyNames, [], "no font files are read")
    XCTAssertEqual(Font.fontNames(forFamilyName: "Helvetica"), [])
    let body = Font.preferredFont(
      forTextStyle: .body, compatibleWith: TraitCollection(userInterfaceStyle: .dark))
    XCTAssertEqual(body.pointSize, Font.preferredFont(forTextStyle: .body).pointSize)
    let font = Font.systemFont(ofSize: 2048)
    XCTAssertEqual(font.capHeight, 1443)
    XCTAssertEqual(font.xHeight, 1078)
    XCTAssertEqual(font.leading, 0)
    XCTAssertEqual(font.lineHeight, font.ascender - font.descender)
  }

  func testSymbolConfigurationsKeepWhatTheyAreMadeWithAndDropItOnRequest() {
    typealias Configuration = Image.SymbolConfiguration
    XCTAssertTrue(Configuration.unspecified.isEqual(to: Configuration()))
    let sized = Configuration(pointSize: 20, weight: .bold, scale: .large)
    XCTAssertEqual([sized.pointSize], [20])
    XCTAssertEqual(sized.weight, .bold)
    XCTAssertEqual(sized.scale, .large)
    XCTAssertEqual(Configuration(pointSize: 9, weight: .thin).scale, .unspecified)
    let styled = Configuration(textStyle: .headline, scale: .small)
    XCTAssertEqual(styled.textStyle, .headline)
    XCTAssertEqual(Configuration(textStyle: .caption1).scale, .unspecified)
    XCTAssertNil(styled.configurationWithoutTextStyle().textStyle)
    XCTAssertEqual(styled.configurationWithoutScale().scale, .unspecified)
    let plain = sized.configurationWithoutPointSizeAndWeight()
    XCTAssertEqual(plain.pointSize, 0)
    XCTAssertEqual(plain.weight, .unspecified)
    XCTAssertEqual(plain.scale, .large, "the rest is kept")
    let headline = Font.preferredFont(forTextStyle: .headline)
    XCTAssertTrue(Configuration(font: headline).font === headline)
    XCTAssertEqual(Configuration(font: headline, scale: .medium).scale, .medium)
    XCTAssertEqual(Configuration(hierarchicalColor: .blue).colors, [.blue])
    XCTAssertEqual(Configuration.preferringMonochrome().prefersMulticolor, false)
  }

  func testImagesMadeFromSymbolsAssetsAndBitmapsKeepTheirSources() throws {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let star = try XCTUnwrap(Image(systemName: "star", compatibleWith: dark))
    XCTAssertEqual(star.traitCollection.userInterfaceStyle, .dark)
    let bold = Image.SymbolConfiguration(weight: .bold)
    let wifi = try XCTUnwrap(Image(systemName: "wifi", variableValue: 0.5, configuration: bold))
    XCTAssertEqual(wifi.symbolConfiguration?.weight, .bold)
    let logo = try XCTUnwrap(Image(named: "Logo", in: nil, variableValue: 1, configuration: bold))
    XCTAssertEqual(logo.name, "Logo")
    XCTAssertTrue(logo.configuration === bold)
    let bitmap = CGImage(width: 40, height: 20)
    XCTAssertEqual(Image(cgImage: bitmap).size, CGSize(width: 40, height: 20))
    let core = CIImage(extent: CGRect(x: 0, y: 0, width: 8, height: 8))
    XCTAssertTrue(Image(ciImage: core).ciImage === core)
    let scaled = Image(ciImage: core, scale: 2, orientation: .down)
    XCTAssertEqual(scaled.scale, 2)
    XCTAssertEqual(scaled.imageOrientation, .down)
    XCTAssertEqual(scaled.imageRendererFormat.scale, 2)
    XCTAssertEqual(
      [Image.actions, Image.remove, Image.strokedCheckmark].map(\.systemName),
      [
        "ellipsis.circle", "minus", "checkmark.circle",
      ])
  }

  func testDerivedAndPreparedImagesKeepTheirData() async throws {
    let image = try XCTUnwrap(Image(named: "Card"))
    let insets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    XCTAssertEqual(image.withAlignmentRectInsets(insets).alignmentRectInsets, insets)
    XCTAssertEqual(image.alignmentRectInsets, .zero)
    XCTAssertTrue(image.preparingForDisplay() === image)
    let prepared = await image.byPreparingForDisplay()
    XCTAssertTrue(prepared === image)
    let thumbnail = await image.byPreparingThumbnail(ofSize: CGSize(width: 12, height: 12))
    XCTAssertEqual(thumbnail?.size, CGSize(width: 12, height: 12))
    let handed = expectation(description: "handed")
    image.prepareForDisplay {
      XCTAssertEqual($0?.name, "Card"); handed.fulfill()
    }
    let thumbnailed = expectation(description: "thumbnailed")
    image.prepareThumbnail(of: CGSize(width: 4, height: 4)) {
      XCTAssertEqual($0?.size.width, 4)
      thumbnailed.fulfill()
    }
    await fulfillment(of: [handed, thumbnailed], timeout: 5)
    let spinner = try XCTUnwrap(Image.animatedImageNamed("Spinner", duration: 1))
    XCTAssertEqual(spinner.images?.first?.name, "Spinner0", "the first frame's name")
    let resizable = Image.animatedResizableImageNamed("Spinner", capInsets: insets, duration: 1)
    XCTAssertEqual(resizable?.capInsets, insets)
    let stretched = Image.animatedResizableImageNamed(
      "Spinner", capInsets: insets, resizingMode: .stretch, duration: 1)
    XCTAssertEqual(stretched?.resizingMode, .stretch)
  }

  func testAnAssetRegistersByConfigurationAndFormatsMatchTheScreen() {
    let asset = ImageAsset()
    let dark = Image.Configuration().withTraitCollection(TraitCollection(userInterfaceStyle: .dark))
    asset.register(Image(named: "Night")!, with: dark)
    XCTAssertEqual(asset.image(with: dark).name, "Night")
    asset.unregisterImage(with: dark)
    XCTAssertNil(asset.image(with: dark).name, "an empty image once nothing is registered")
    XCTAssertNotNil(ImageAsset(coder: NSCoder()))
    XCTAssertNotNil(Image(named: "Card")?.imageAsset)
    XCTAssertEqual(GraphicsImageRendererFormat.default().scale, Screen.main.scale)
    XCTAssertEqual(
      GraphicsImageRendererFormat(for: TraitCollection(userInterfaceStyle: .dark)).scale,
      Screen.main.scale)
    XCTAssertEqual(
      Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1),
      Color(red: 1, green: 0, blue: 0, alpha: 1))
    XCTAssertNotNil(Color(named: "Brand"))
    XCTAssertEqual(
      Color(named: "Brand")?.description,
      Color(named: "Brand", in: nil, compatibleWith: nil)?.description,
      "with no catalog known, a colour of that name")
  }
}
