import Foundation
import Storyboards
import XCTest

/// Content and background configurations are values: each style its own, each property read
/// back, colours resolved through their transformers, states keyed by custom keys.
final class ContentConfigurationValuesTests: XCTestCase {
  func testEachListStyleIsItsOwnConfiguration() {
    let styles: [ListContentConfiguration] = [
      .cell(), .plainHeader(), .plainFooter(), .groupedHeader(), .groupedFooter(),
      .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(), .sidebarCell(),
      .sidebarSubtitleCell(), .accompaniedSidebarCell(), .accompaniedSidebarSubtitleCell(),
      .sidebarHeader(),
    ]
    XCTAssertEqual(Set(styles).count, styles.count)
    let backgrounds: [BackgroundConfiguration] = [
      .clear(), .listPlainCell(), .listPlainHeaderFooter(), .listGroupedCell(),
      .listGroupedHeaderFooter(), .listSidebarHeader(), .listSidebarCell(),
      .listAccompaniedSidebarCell(),
    ]
    XCTAssertEqual(Set(backgrounds).count, backgrounds.count)
  }

  func testImageAndTextPropertiesReadBackAndResolveTheirTint() {
    var configuration = ListContentConfiguration.cell()
    let large = Image.SymbolConfiguration(scale: .large)
    configuration.imageProperties.preferredSymbolConfiguration = large
    XCTAssertTrue(configuration.imageProperties.preferredSymbolConfiguration === large)
    XCTAssertEqual(configuration.imageProperties.resolvedTintColor(for: .blue), .blue)
    configuration.imageProperties.tintColor = .red
    XCTAssertEqual(configuration.imageProperties.tintColor, .red)
    XCTAssertEqual(configuration.imageProperties.resolvedTintColor(for: .blue), .red)
    configuration.imageProperties.tintColorTransformer = ConfigurationColorTransformer { _ in .green
    }
    XCTAssertNotNil(configuration.imageProperties.tintColorTransformer)
    XCTAssertEqual(configuration.imageProperties.resolvedTintColor(for: .blue), .green)
    configuration.textProperties.font = .boldSystemFont(ofSize: 21)
    XCTAssertEqual(configuration.textProperties.font.pointSize, 21)
    configuration.text = "Inbox"
    XCTAssertEqual(
      String(describing: configuration),
      "<ListContentConfiguration: text: Inbox, secondaryText: nil>")
    XCTAssertTrue(configuration.customMirror.children.isEmpty)
  }

  func testABackgroundResolvesItsStrokeAndKeepsItsEffect() {
    var background = BackgroundConfiguration.listPlainCell()
    XCTAssertEqual(background.resolvedStrokeColor(for: .gray), .gray, "the tint, with no stroke")
    background.strokeColor = .black
    XCTAssertEqual(background.resolvedStrokeColor(for: .gray), .black)
    background.strokeColorTransformer = .grayscale
    XCTAssertNotNil(background.strokeColorTransformer)
    XCTAssertEqual(
      background.resolvedStrokeColor(for: .gray), ConfigurationColorTransformer.grayscale(.black))
    let blur = BlurEffect(style: .regular)
    background.visualEffect = blur
    XCTAssertTrue(background.visualEffect === blur)
    XCTAssertEqual(
      background.updated(for: ViewConfigurationState(traitCollection: TraitCollection())),
      background)
    background.cornerRadius = 6
    XCTAssertEqual(
      background.description, "<BackgroundConfiguration: backgroundColor: nil, cornerRadius: 6.0>")
    XCTAssertEqual(background.debugDescription, background.description)
    XCTAssertTrue(background.customMirror.children.isEmpty)
  }

  func testStatesDescribeThemselvesAndKeepCustomValues() {
    var state = ViewConfigurationState(traitCollection: TraitCollection())
    state.isSelected = true
    XCTAssertEqual(
      state.description,
      "<ViewConfigurationState: isSelected: true, isHighlighted: false, isDisabled: false>")
    XCTAssertEqual(state.debugDescription, state.description)
    XCTAssertTrue(state.customMirror.children.isEmpty)
    let unread = ConfigurationStateCustomKey(rawValue: "com.example.unread")
    XCTAssertNil(state[unread])
    state[unread] = 3
    XCTAssertEqual(state[unread], AnyHashable(3))
    let cell = CellConfigurationState(traitCollection: TraitCollection())
    XCTAssertEqual(cell.debugDescription, cell.description)
    XCTAssertTrue(cell.customMirror.children.isEmpty)
  }

  func testAListContentViewHasGuidesOnlyForWhatItShows() {
    var configuration = ListContentConfiguration.cell()
    configuration.text = "Title"
    let view = ListContentView(configuration: configuration)
    XCTAssertTrue(view.textLayoutGuide === view.layoutMarginsGuide)
    XCTAssertNil(view.secondaryTextLayoutGuide)
    XCTAssertNil(view.imageLayoutGuide)
    configuration.secondaryText = "Detail"
    configuration.image = Image(systemName: "star")
    view.configuration = configuration
    XCTAssertNotNil(view.secondaryTextLayoutGuide)
    XCTAssertNotNil(view.imageLayoutGuide)
    let decoded = ListContentView(coder: NSCoder())
    XCTAssertEqual(decoded?.subviews.count, 3, "its image view and two labels")
    XCTAssertTrue(decoded?.subviews.first === decoded?.imageView)
  }
}
