import Foundation
import Storyboards
import XCTest

/// An image keeps what it was made and derived with; nothing is drawn or decoded.
final class ImageTests: XCTestCase {
  func testDerivedImagesKeepTheirNameAndWhatTheyWereDerivedWith() throws {
    let image = try XCTUnwrap(Image(named: "Logo"))
    let template = image.withRenderingMode(.alwaysTemplate)
    XCTAssertEqual(template.name, "Logo")
    XCTAssertEqual(template.renderingMode, .alwaysTemplate)
    XCTAssertEqual(image.renderingMode, .automatic, "the original is unchanged")
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let resizable = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
    XCTAssertEqual(resizable.capInsets, insets)
    XCTAssertEqual(resizable.resizingMode, .stretch)
    XCTAssertEqual(image.resizableImage(withCapInsets: insets).resizingMode, .tile)
    let tinted = image.withTintColor(.red)
    XCTAssertEqual(tinted.tintColor, .red)
    XCTAssertEqual(tinted.renderingMode, .alwaysOriginal)
    XCTAssertEqual(image.withHorizontallyFlippedOrientation().imageOrientation, .upMirrored)
    XCTAssertTrue(
      image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
    XCTAssertEqual(image.withBaselineOffset(fromBottom: 4).baselineOffsetFromBottom, 4)
    XCTAssertNil(
      image.withBaselineOffset(fromBottom: 4).imageWithoutBaseline().baselineOffsetFromBottom)
    let stretchable = image.stretchableImage(withLeftCapWidth: 5, topCapHeight: 6)
    XCTAssertEqual([stretchable.leftCapWidth, stretchable.topCapHeight], [5, 6])
    XCTAssertNil(image.pngData())
    XCTAssertNil(image.jpegData(compressionQuality: 0.8))
    XCTAssertEqual(image.preparingThumbnail(of: CGSize(width: 20, height: 10))?.size.width, 20)
  }

  func testSymbolsAndTheirConfigurations() throws {
    let bold = Image.SymbolConfiguration(weight: .bold)
    let symbol = try XCTUnwrap(Image(systemName: "star", withConfiguration: bold))
    XCTAssertTrue(symbol.isSymbolImage)
    XCTAssertEqual(symbol.symbolConfiguration?.weight, .bold)
    let large = symbol.applyingSymbolConfiguration(.init(scale: .large))
    XCTAssertEqual(large?.symbolConfiguration?.weight, .bold, "applied over the symbol's own")
    XCTAssertEqual(large?.symbolConfiguration?.scale, .large)
    XCTAssertNil(Image(named: "Logo")?.applyingSymbolConfiguration(bold), "not a symbol")
    XCTAssertEqual(bold.configurationWithoutWeight().weight, .unspecified)
    XCTAssertTrue(bold.isEqual(to: Image.SymbolConfiguration(weight: .bold)))
    XCTAssertFalse(bold.isEqual(to: Image.SymbolConfiguration(pointSize: 20)))
    XCTAssertEqual(Image.SymbolConfiguration.preferringMulticolor().prefersMulticolor, true)
    XCTAssertEqual(Image.SymbolConfiguration(paletteColors: [.red, .blue]).colors, [.red, .blue])
    XCTAssertEqual(Image.SymbolWeight.semibold.fontWeight(), .semibold)
    XCTAssertEqual(Image.checkmark.systemName, "checkmark")
    XCTAssertEqual(Image.add.systemName, "plus")
  }

  func testImagesFromBitmapsDataFilesAndAnimations() throws {
    let bitmap = CGImage(width: 300, height: 150)
    let image = Image(cgImage: bitmap, scale: 3, orientation: .left)
    XCTAssertEqual(image.size, CGSize(width: 100, height: 50))
    XCTAssertEqual(image.scale, 3)
    XCTAssertEqual(image.imageOrientation, .left)
    XCTAssertTrue(image.cgImage === bitmap)
    XCTAssertNil(Image(data: Data()), "empty data is no image")
    XCTAssertEqual(Image(data: Data([1, 2]), scale: 2)?.scale, 2)
    XCTAssertNil(Image(contentsOfFile: "/no/such/file.png"))
    let frames = [Image(named: "a")!, Image(named: "b")!]
    let animated = try XCTUnwrap(Image.animatedImage(with: frames, duration: 2))
    XCTAssertEqual(animated.images?.count, 2)
    XCTAssertEqual(animated.duration, 2)
    XCTAssertNil(Image.animatedImage(with: [], duration: 1))
    XCTAssertEqual(Image(imageLiteralResourceName: "Logo").name, "Logo")
  }

  func testAnAssetAnswersTheImageRegisteredForTraits() {
    let asset = ImageAsset()
    let dark = TraitCollection(userInterfaceStyle: .dark)
    asset.register(Image(named: "Dark")!, with: dark)
    asset.register(Image(named: "Any")!, with: Image.Configuration())
    XCTAssertEqual(asset.image(with: dark).name, "Dark")
    XCTAssertEqual(asset.image(with: TraitCollection(userInterfaceStyle: .light)).name, "Any")
    asset.unregister(imageWith: dark)
    XCTAssertEqual(asset.image(with: dark).name, "Any")
    XCTAssertEqual(GraphicsImageRendererFormat.preferred().scale, Screen.main.scale)
  }
}
