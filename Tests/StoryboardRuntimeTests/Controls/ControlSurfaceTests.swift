import Foundation
import Storyboards
import XCTest

/// Controls keep their per-state appearance and settings as data, and answer UIKit's neutral
/// values; a segment's action and enabled state follow UIKit.
final class ControlSurfaceTests: XCTestCase {
  func testAButtonKeepsItsAppearancePerStateAndFallsBackToNormal() {
    let button = Button(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitleColor(.red, for: .normal)
    button.setTitleColor(.gray, for: .disabled)
    button.setBackgroundImage(Image(named: "Fill"), for: .highlighted)
    XCTAssertEqual(button.titleLabel?.text, "Save")
    XCTAssertEqual(button.currentTitleColor, .red)
    button.isEnabled = false
    XCTAssertEqual(button.currentTitleColor, .gray)
    XCTAssertEqual(button.titleColor(for: .selected), .red, "the normal state's")
    XCTAssertNil(button.currentBackgroundImage)
    XCTAssertEqual(button.backgroundImage(for: .highlighted)?.name, "Fill")
    button.setAttributedTitle(NSAttributedString(string: "Bold"), for: .normal)
    XCTAssertEqual(button.currentAttributedTitle?.string, "Bold")
    button.role = .destructive
    button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    XCTAssertEqual(button.role, .destructive)
    XCTAssertEqual(button.contentEdgeInsets.left, 2)
    XCTAssertFalse(button.isHovered)
    XCTAssertTrue(button.titleLabel === button.titleLabel)

    var ran = 0
    let action = Action(title: "Go", image: Image(systemName: "play")) { _ in ran += 1 }
    let primary = Button(type: .system, primaryAction: action)
    XCTAssertEqual(primary.currentTitle, "Go")
    primary.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(ran, 1)
    let system = Button.systemButton(with: Image(systemName: "plus")!, target: nil, action: nil)
    XCTAssertEqual(system.currentImage?.systemName, "plus")
  }

  func testSegmentsKeepTheirActionsWidthsAndEnabledState() {
    var chosen: [String] = []
    let list = Action(title: "List") { _ in chosen.append("list") }
    let grid = Action(title: "Grid", identifier: Action.Identifier("grid")) { _ in
      chosen.append("grid")
    }
    let control = SegmentedControl(frame: .zero, actions: [list, grid])
    XCTAssertEqual(control.numberOfSegments, 2)
    XCTAssertEqual(control.titleForSegment(at: 1), "Grid")
    XCTAssertEqual(control.segmentIndex(identifiedBy: Action.Identifier("grid")), 1)
    XCTAssertTrue(control.actionForSegment(at: 0) === list)
    control.setEnabled(false, forSegmentAt: 0)
    XCTAssertFalse(control.isEnabledForSegment(at: 0))
    XCTAssertFalse(control.isEnabledForSegment(at: 9))
    control.setWidth(80, forSegmentAt: 1)
    XCTAssertEqual(control.widthForSegment(at: 1), 80)
    control.insertSegment(with: Image(named: "Map"), at: 0, animated: false)
    XCTAssertEqual(control.widthForSegment(at: 2), 80, "the extras move with their segment")
    XCTAssertFalse(control.isEnabledForSegment(at: 1))
    control.setTitleTextAttributes([.foregroundColor: Color.red], for: .selected)
    XCTAssertNotNil(control.titleTextAttributes(for: .selected))
    control.removeSegment(at: 0, animated: false)
    XCTAssertEqual(control.widthForSegment(at: 1), 80)
  }

  func testOtherControlsKeepTheirSettings() {
    let slider = Slider()
    slider.setThumbImage(Image(named: "Thumb"), for: .normal)
    slider.minimumTrackTintColor = .blue
    XCTAssertEqual(slider.currentThumbImage?.name, "Thumb")
    XCTAssertEqual(slider.minimumTrackTintColor, .blue)
    XCTAssertEqual(slider.behavioralStyle, .pad)
    let toggle = Switch()
    toggle.preferredStyle = .checkbox
    XCTAssertEqual(toggle.style, .checkbox)
    XCTAssertEqual(Switch().style, .sliding)
    let stepper = Stepper()
    stepper.setIncrementImage(Image(named: "Plus"), for: .normal)
    XCTAssertEqual(stepper.incrementImage(for: .highlighted)?.name, "Plus")
    let pages = PageControl()
    pages.preferredIndicatorImage = Image(named: "Dot")
    pages.setIndicatorImage(Image(named: "Star"), forPage: 2)
    XCTAssertEqual(pages.indicatorImage(forPage: 2)?.name, "Star")
    XCTAssertEqual(pages.indicatorImage(forPage: 0)?.name, "Dot")
    let progress = ProgressView(progressViewStyle: .bar)
    let work = Progress(totalUnitCount: 4)
    work.completedUnitCount = 1
    progress.observedProgress = work
    XCTAssertEqual(progress.progressViewStyle, .bar)
    XCTAssertEqual(progress.progress, 0.25)
    let spinner = ActivityIndicatorView(style: .large)
    XCTAssertEqual(spinner.style, .large)
    let picker = DatePicker()
    picker.preferredDatePickerStyle = .inline
    picker.minuteInterval = 15
    XCTAssertEqual(picker.datePickerStyle, .inline)
    XCTAssertEqual(DatePicker().datePickerStyle, .wheels)
    XCTAssertEqual(picker.minuteInterval, 15)
    let label = Label()
    label.attributedText = NSAttributedString(string: "Hello")
    XCTAssertEqual(label.text, "Hello")
    label.text = "Bye"
    XCTAssertEqual(label.attributedText?.string, "Bye", "setting text makes it plain")
    label.lineBreakMode = .byWordWrapping
    XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
    let imageView = ImageView()
    imageView.animationImages = [Image(named: "a")!, Image(named: "b")!]
    imageView.animationDuration = 1
    XCTAssertEqual(imageView.animationImages?.count, 2)

    let control = Control()
    control.contentHorizontalAlignment = .leading
    XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left)
    control.semanticContentAttribute = .forceRightToLeft
    XCTAssertEqual(control.effectiveContentHorizontalAlignment, .right)
    control.addAction(Action { _ in }, for: .touchUpInside)
    var handlers = 0
    control.enumerateEventHandlers { action, pair, events, stop in
      XCTAssertNotNil(action)
      XCTAssertNil(pair)
      XCTAssertEqual(events, .touchUpInside)
      handlers += 1
      stop = true
    }
    XCTAssertEqual(handlers, 1)
  }
}
