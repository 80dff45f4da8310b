import Foundation
import Storyboards
import XCTest

/// A colour keeps its components where UIKit documents them, converts between RGB, HSB and
/// white as UIKit does, and a dynamic colour resolves for traits.
final class ColorTests: XCTestCase {
  func testComponentsOfUIKitsFixedColoursAndOfColoursMadeFromComponents() {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    XCTAssertTrue(Color.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    XCTAssertEqual([red, green, blue, alpha], [1, 0.5, 0, 1])
    XCTAssertTrue(Color.clear.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    XCTAssertEqual(alpha, 0)
    XCTAssertFalse(
      Color.systemBackground.getRed(&red, green: &green, blue: &blue, alpha: &alpha),
      "a system colour's components are not known")
    var white: CGFloat = -1
    XCTAssertTrue(Color(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
    XCTAssertEqual(white, 0.25, accuracy: 0.0001)
    XCTAssertEqual(alpha, 0.5)
    XCTAssertEqual(Color.red.withAlphaComponent(0.5), Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    XCTAssertEqual(Color.label.withAlphaComponent(0.5).description, "label × 0.5")
    XCTAssertEqual(Color.blue.cgColor.components, [0, 0, 1, 1])
    XCTAssertEqual(Color(cgColor: Color.blue.cgColor), Color(red: 0, green: 0, blue: 1, alpha: 1))
  }

  func testHueSaturationAndBrightnessRoundTrip() {
    let color = Color(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
    XCTAssertEqual(color, Color(red: 0, green: 1, blue: 1, alpha: 1), "cyan")
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    var alpha: CGFloat = 0
    XCTAssertTrue(
      Color.purple.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    XCTAssertEqual(hue, 5.0 / 6, accuracy: 0.0001)
    XCTAssertEqual(saturation, 1)
    XCTAssertEqual(brightness, 0.5)
  }

  func testADynamicColourResolvesForTheTraitsItIsDrawnWith() {
    let color = Color { $0.userInterfaceStyle == .dark ? .white : .black }
    XCTAssertEqual(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)), .white)
    XCTAssertEqual(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)), .black)
    XCTAssertEqual(color, .black, "a dynamic colour reads as its light appearance")
    XCTAssertEqual(Color.red.resolvedColor(with: TraitCollection()), .red)
    XCTAssertEqual(Color(patternImage: Image(named: "Paper")!).description, "pattern(Paper)")
    XCTAssertEqual(Color.systemBlue.accessibilityName, "systemBlue")
  }
}
