import StoryboardsUIKit
import XCTest

@testable import SceneApp

/// The app in French, as on a device set to French: the controller's `NSLocalizedString`
/// reads `fr.lproj/Localizable.strings`, and the `Base` storyboard's objects take their texts
/// from `fr.lproj/Main.strings`, keyed by object ID.
final class LocalizationTests: XCTestCase {
  override func tearDown() {
    Localization.preferredLanguages = []
    super.tearDown()
  }

  private func home() throws -> ViewController {
    let storyboard = UIStoryboard(name: "Main", bundle: ResourceBundles.main(module: "SceneApp"))
    let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? ViewController)
    controller.loadViewIfNeeded()
    return controller
  }

  private func waveButton(of controller: ViewController) throws -> UIButton {
    try XCTUnwrap(controller.view.subviews.compactMap { $0 as? UIButton }.first)
  }

  func testInEnglishTheBaseStoryboardAndEnglishStringsAreShown() throws {
    let controller = try home()
    XCTAssertEqual(controller.greetingLabel.text, "Hello")
    XCTAssertEqual(try waveButton(of: controller).title(for: .normal), "Wave")
  }

  func testInFrenchTheFrenchStringsAndStoryboardStringsAreShown() throws {
    Localization.preferredLanguages = ["fr-FR", "en"]
    let controller = try home()
    XCTAssertEqual(controller.greetingLabel.text, "Bonjour", "NSLocalizedString in viewDidLoad")
    XCTAssertEqual(try waveButton(of: controller).title(for: .normal), "Saluer")
    XCTAssertEqual(
      LocalizedStrings.string(mainModule: "SceneApp", "greeting", comment: ""), "Bonjour")
  }

  func testPluralsAndStringLocalizedFollowTheLanguage() {
    XCTAssertEqual([0, 1, 2].map(Greeting.waves), ["No waves yet", "1 wave", "2 waves"])
    XCTAssertEqual(Greeting.title, "Home")
    Localization.preferredLanguages = ["fr"]
    XCTAssertEqual([1, 2].map(Greeting.waves), ["1 salut", "2 saluts"])
    XCTAssertEqual(Greeting.title, "Accueil")
  }

  func testFormatsFromTheAppsStringsAreFilledIn() {
    XCTAssertEqual(Greeting.greeting(for: "Ada"), "Hello, Ada!", "the value, no English entry")
    XCTAssertEqual(Greeting.progress(2, of: 5), "2 of 5")
    Localization.preferredLanguages = ["fr"]
    XCTAssertEqual(Greeting.greeting(for: "Ada"), "Bonjour, Ada !")
    XCTAssertEqual(Greeting.progress(2, of: 5), "2 sur 5")
  }

  func testInALanguageTheAppLacksItsDevelopmentLanguageIsShown() throws {
    Localization.preferredLanguages = ["ja"]
    XCTAssertEqual(try home().greetingLabel.text, "Hello")
  }
}
