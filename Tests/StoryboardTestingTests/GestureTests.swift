import Foundation
import StoryboardTesting
import Storyboards
import XCTest

/// The gestures send the events UIKit sends, in Fleet's order, and refuse what a user could not
/// touch.
final class GestureTests: XCTestCase {
  private var window: Window!
  private var root: ViewController!

  override func setUp() {
    super.setUp()
    root = ViewController()
    window = makeVisibleWindow(root: root)
  }

  /// Adds `control` to the root's view and records every event it sends.
  private func recording<Control: StoryboardRuntime.Control>(_ control: Control) -> EventLog {
    root.view.addSubview(control)
    let log = EventLog()
    let events: [(Control.Event, String)] = [
      (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
      (.valueChanged, "valueChanged"), (.editingDidBegin, "editingDidBegin"),
      (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    ]
    for (event, name) in events {
      control.addAction(Action { _ in log.names.append(name) }, for: event)
    }
    return log
  }

  func testATapSendsTouchDownThenTouchUpInside() throws {
    let button = Button(type: .system)
    let log = recording(button)
    try button.tap()
    XCTAssertEqual(log.names, ["touchDown", "touchUpInside"])
  }

  func testTheValueGestures() throws {
    let toggle = Switch()
    let toggleLog = recording(toggle)
    try toggle.flip()
    XCTAssertTrue(toggle.isOn)
    XCTAssertEqual(toggleLog.names, ["valueChanged", "touchUpInside"])

    let slider = Slider()
    let sliderLog = recording(slider)
    try slider.slide(to: 3)
    XCTAssertEqual(slider.value, 1, "clamped to the maximum")
    XCTAssertEqual(sliderLog.names, ["valueChanged"])

    let stepper = Stepper()
    stepper.maximumValue = 2
    stepper.wraps = true
    root.view.addSubview(stepper)
    try stepper.step()
    try stepper.step()
    try stepper.step()
    XCTAssertEqual(stepper.value, 0, "wrapped past the maximum")

    let field = TextField()
    let fieldLog = recording(field)
    try field.type("Hello")
    XCTAssertEqual(field.text, "Hello")
    XCTAssertEqual(fieldLog.names, ["editingDidBegin", "editingChanged", "editingDidEnd"])

    let refusing = FieldDelegate()
    let guarded = TextField()
    guarded.delegate = refusing
    let guardedLog = recording(guarded)
    try guarded.type("x", pressingReturn: true)
    XCTAssertEqual(guarded.text, "", "the delegate refused the change")
    XCTAssertEqual(guardedLog.names, ["editingDidBegin", "editingDidEnd"])
    XCTAssertEqual(
      refusing.calls,
      ["shouldBegin", "didBegin", "shouldChange", "shouldReturn", "shouldEnd", "didEnd"])

    let segments = SegmentedControl(items: ["A", "B"])
    let segmentsLog = recording(segments)
    try segments.selectSegment(1)
    try segments.selectSegment(1)
    XCTAssertEqual(segmentsLog.names, ["valueChanged"], "no change, no event")
    XCTAssertThrowsError(try segments.selectSegment(2)) {
      XCTAssertEqual("\($0)", "No control segment 2 in SegmentedControl.")
    }
    segments.setEnabled(false, forSegmentAt: 0)
    XCTAssertThrowsError(try segments.selectSegment(0)) {
      XCTAssertEqual(
        "\($0)", "Cannot touch segment 0 of SegmentedControl: the control is not enabled.")
    }
    XCTAssertEqual(segments.selectedSegmentIndex, 1, "a disabled segment stays unselected")

    var performed: [String] = []
    let actions = SegmentedControl(
      frame: .zero,
      actions: [
        Action(title: "List") { _ in performed.append("List") },
        Action(title: "Grid") { _ in performed.append("Grid") },
      ])
    let actionsLog = recording(actions)
    try actions.selectSegment(1)
    XCTAssertEqual(performed, ["Grid"])
    XCTAssertEqual(actionsLog.names, ["valueChanged"])
  }

  func testWhatAUserCouldNotTouchIsRefused() throws {
    let button = Button(type: .system)
    button.setTitle("Save", for: .normal)
    let log = recording(button)
    button.isUserInteractionEnabled = false
    XCTAssertThrowsError(try button.tap()) {
      XCTAssertEqual(
        "\($0)",
        "Cannot touch Button 'Save': it, or a view it is in, does not allow user interaction.")
    }
    button.isUserInteractionEnabled = true
    button.alpha = 0
    XCTAssertThrowsError(try button.tap()) {
      XCTAssertEqual($0 as? GestureError, .hidden("Button 'Save'"))
    }
    button.alpha = 1
    button.removeFromSuperview()
    XCTAssertThrowsError(try button.tap()) {
      XCTAssertEqual($0 as? GestureError, .notInWindow("Button 'Save'"))
    }
    XCTAssertEqual(log.names, [])
    XCTAssertThrowsError(try root.view.tap("Nothing")) {
      XCTAssertEqual("\($0)", "No control identified or titled 'Nothing' in View.")
    }
  }
}

/// The names of the events a control sent, in order.
private final class EventLog {
  var names: [String] = []
}

/// A delegate that refuses every change and records what it is asked.
private final class FieldDelegate: TextFieldDelegate {
  var calls: [String] = []
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    calls.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    calls.append("shouldChange")
    return false
  }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    calls.append("shouldReturn")
    return false
  }
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    calls.append("shouldEnd")
    return true
  }
  func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
}
