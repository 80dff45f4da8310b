import Foundation
import Storyboards
import XCTest

/// Sliders, steppers, segmented controls, search bars and buttons keep an appearance per state
/// (and per bar metrics or position), falling back to the normal state's where UIKit does.
final class ControlStateImagesTests: XCTestCase {
  func testASliderKeepsItsTrackImagesPerStateAndShowsTheCurrentStates() {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    XCTAssertEqual(slider.frame.width, 200)
    let low = Image(named: "Low")
    let high = Image(named: "High")
    let pressed = Image(named: "Pressed")
    slider.setMinimumTrackImage(low, for: .normal)
    slider.setMaximumTrackImage(high, for: .normal)
    slider.setMinimumTrackImage(pressed, for: .highlighted)
    XCTAssertTrue(slider.minimumTrackImage(for: .highlighted) === pressed)
    XCTAssertTrue(slider.minimumTrackImage(for: .disabled) === low, "the normal state's")
    XCTAssertTrue(slider.maximumTrackImage(for: .selected) === high)
    XCTAssertTrue(slider.currentMinimumTrackImage === low)
    slider.isHighlighted = true
    XCTAssertTrue(slider.currentMinimumTrackImage === pressed)
    XCTAssertTrue(slider.currentMaximumTrackImage === high)
    XCTAssertNil(Slider().minimumTrackImage(for: .normal))
  }

  func testASteppersImagesAreKeptPerStateAndItsDividersPerPairOfStates() {
    let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
    let plain = Image(named: "Plain")
    let minus = Image(named: "Minus")
    let divider = Image(named: "Divider")
    stepper.setBackgroundImage(plain, for: .normal)
    stepper.setDecrementImage(minus, for: .normal)
    stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
    XCTAssertTrue(stepper.backgroundImage(for: .highlighted) === plain)
    XCTAssertTrue(stepper.decrementImage(for: .disabled) === minus)
    XCTAssertTrue(
      stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        === divider)
    XCTAssertNil(
      stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal),
      "a divider is kept for its pair of states only")
    XCTAssertEqual(stepper.value, 0)
    XCTAssertEqual(stepper.maximumValue, 100)
  }

  func testASegmentedControlKeepsImagesPerStateAndMetricsAndOffsetsPerSegment() {
    let control = SegmentedControl(items: ["One", "Two"])
    let back = Image(named: "Back")
    let line = Image(named: "Line")
    control.setBackgroundImage(back, for: .selected, barMetrics: .compact)
    control.setDividerImage(
      line, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
    XCTAssertTrue(control.backgroundImage(for: .selected, barMetrics: .compact) === back)
    XCTAssertNil(control.backgroundImage(for: .selected, barMetrics: .default))
    XCTAssertTrue(
      control.dividerImage(
        forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === line)
    XCTAssertNil(
      control.dividerImage(
        forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default))
    let shift = Offset(horizontal: 2, vertical: -1)
    control.setContentPositionAdjustment(shift, forSegmentType: .left, barMetrics: .default)
    XCTAssertEqual(
      control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default), shift)
    XCTAssertEqual(
      control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default), .zero)
    control.setContentOffset(CGSize(width: 3, height: 4), forSegmentAt: 1)
    control.setContentOffset(CGSize(width: 9, height: 9), forSegmentAt: 7)
    XCTAssertEqual(control.contentOffsetForSegment(at: 1), CGSize(width: 3, height: 4))
    XCTAssertEqual(control.contentOffsetForSegment(at: 7), .zero, "no segment 7")
  }

  func testASegmentsTitleImageAndActionAreSetByIndexAndRemovedTogether() {
    let control = SegmentedControl(items: ["One", "Two"])
    control.selectedSegmentIndex = 1
    control.setTitle("First", forSegmentAt: 0)
    control.setTitle("Nowhere", forSegmentAt: 5)
    XCTAssertEqual(control.titleForSegment(at: 0), "First")
    XCTAssertEqual(control.numberOfSegments, 2)
    XCTAssertNil(control.imageForSegment(at: 0))
    let star = Image(systemName: "star")
    var ran = 0
    control.setAction(Action(title: "Star", image: star) { _ in ran += 1 }, forSegmentAt: 1)
    XCTAssertEqual(control.titleForSegment(at: 1), "Star", "the action's title")
    XCTAssertTrue(control.imageForSegment(at: 1) === star, "and its image")
    XCTAssertEqual(control.actionForSegment(at: 1)?.title, "Star")
    XCTAssertNil(control.imageForSegment(at: 9))
    control.removeAllSegments()
    XCTAssertEqual(control.numberOfSegments, 0)
    XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
    XCTAssertNil(control.actionForSegment(at: 1))
    XCTAssertEqual(ran, 0)
  }

  func testASearchBarKeepsItsImagesAttributesAndAdjustmentsPerKey() {
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    let back = Image(named: "Back")
    let field = Image(named: "Field")
    let scope = Image(named: "Scope")
    let divider = Image(named: "Divider")
    bar.setBackgroundImage(back, for: .top, barMetrics: .default)
    bar.setSearchFieldBackgroundImage(field, for: .normal)
    bar.setScopeBarButtonBackgroundImage(scope, for: .selected)
    bar.setScopeBarButtonDividerImage(
      divider, forLeftSegmentState: .normal, rightSegmentState: .selected)
    XCTAssertTrue(bar.backgroundImage(for: .top, barMetrics: .default) === back)
    XCTAssertNil(bar.backgroundImage(for: .bottom, barMetrics: .default))
    XCTAssertTrue(bar.searchFieldBackgroundImage(for: .normal) === field)
    XCTAssertNil(bar.searchFieldBackgroundImage(for: .disabled))
    XCTAssertTrue(bar.scopeBarButtonBackgroundImage(for: .selected) === scope)
    XCTAssertTrue(
      bar.scopeBarButtonDividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected)
        === divider)
    bar.setScopeBarButtonTitleTextAttributes([NSAttributedString.Key("Tracking"): 2], for: .normal)
    XCTAssertEqual(
      bar.scopeBarButtonTitleTextAttributes(for: .normal)?[NSAttributedString.Key("Tracking")]
        as? Int, 2)
    XCTAssertNil(bar.scopeBarButtonTitleTextAttributes(for: .selected))
    bar.setPositionAdjustment(Offset(horizontal: 4, vertical: 0), for: .clear)
    XCTAssertEqual(bar.positionAdjustment(for: .clear), Offset(horizontal: 4, vertical: 0))
    XCTAssertEqual(bar.positionAdjustment(for: .search), .zero)
    bar.setShowsCancelButton(true, animated: true)
    bar.setShowsScope(true, animated: false)
    XCTAssertTrue(bar.showsCancelButton)
    XCTAssertTrue(bar.showsScopeBar)
  }

  func testAButtonKeepsShadowColorsAndSymbolConfigurationsPerState() {
    let button = Button(type: .system)
    button.setTitleShadowColor(.black, for: .normal)
    button.setTitleShadowColor(.gray, for: .highlighted)
    XCTAssertEqual(button.currentTitleShadowColor, .black)
    XCTAssertEqual(button.titleShadowColor(for: .disabled), .black, "the normal state's")
    button.isHighlighted = true
    XCTAssertEqual(button.currentTitleShadowColor, .gray)
    let large = Image.SymbolConfiguration(scale: .large)
    button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
    XCTAssertTrue(button.preferredSymbolConfigurationForImage(in: .selected) === large)
    XCTAssertTrue(button.currentPreferredSymbolConfiguration === large)
    XCTAssertNil(Button(type: .custom).currentPreferredSymbolConfiguration)
    button.preferredMenuElementOrder = .fixed
    XCTAssertEqual(button.preferredMenuElementOrder, .fixed)
    XCTAssertEqual(Button().preferredMenuElementOrder, .automatic)
  }

  func testAButtonsImageViewShowsItsCurrentImageAndItsSubtitleLabelItsConfigurations() {
    let button = Button(type: .custom)
    let heart = Image(systemName: "heart")
    button.setImage(heart, for: .normal)
    let imageView = button.imageView
    XCTAssertTrue(imageView?.image === heart)
    XCTAssertTrue(button.imageView === imageView, "made once")
    XCTAssertTrue(imageView?.superview === button)
    XCTAssertNil(button.subtitleLabel, "no configuration, no subtitle")
    var configuration = Button.Configuration.filled()
    configuration.subtitle = "Details"
    button.configuration = configuration
    XCTAssertEqual(button.configuration?.subtitle, "Details")
    XCTAssertEqual(button.subtitleLabel?.text, "Details")
    XCTAssertEqual(button.behavioralStyle, .pad, "automatic resolves to pad on iOS")
    button.preferredBehavioralStyle = .mac
    XCTAssertEqual(button.behavioralStyle, .mac)
    XCTAssertFalse(button.isHeld)
  }

  func testButtonConfigurationsDifferByStyleAndHashByTheirTitles() {
    let styles: [Button.Configuration] = [
      .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
      .borderedProminent(),
    ]
    XCTAssertEqual(Set(styles).count, 8, "each style is its own configuration")
    var titled = Button.Configuration.tinted()
    titled.title = "Go"
    XCTAssertNotEqual(titled, .tinted())
    XCTAssertNotEqual(titled.hashValue, Button.Configuration.gray().hashValue)
    titled.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    titled.setDefaultContentInsets()
    XCTAssertEqual(
      titled.contentInsets, DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    XCTAssertEqual(titled.updated(for: Button()), titled, "nothing in a state changes it")
  }
}
