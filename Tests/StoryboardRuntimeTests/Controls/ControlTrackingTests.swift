import Foundation
import Storyboards
import XCTest

/// Target-actions and actions come off a control event by event; between simulated taps a
/// control tracks nothing, and touches, presses and events answer a finger's neutral values.
final class ControlTrackingTests: XCTestCase {
  final class Receiver {
    var calls = 0
  }

  func testRemovingATargetForSomeEventsKeepsItForTheOthers() {
    let control = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let receiver = Receiver()
    control.addTarget(receiver, action: Selector("tap:"), for: [.touchUpInside, .valueChanged])
    control.removeTarget(receiver, action: Selector("tap:"), for: .touchUpInside)
    XCTAssertNil(control.actions(forTarget: receiver, forControlEvent: .touchUpInside))
    XCTAssertEqual(
      control.actions(forTarget: receiver, forControlEvent: .valueChanged), ["tap:"])
    control.removeTarget(nil, action: nil, for: .allEvents)
    XCTAssertTrue(control.allTargets.isEmpty, "a nil target and action remove every pair")
    XCTAssertEqual(control.allControlEvents, [])
  }

  func testRemovingAnActionByItselfOrItsIdentifierStopsItForThoseEvents() {
    var runs: [String] = []
    let save = Action(title: "Save", identifier: Action.Identifier("save")) { _ in
      runs.append("save")
    }
    let control = Control(frame: .zero, primaryAction: nil)
    control.addAction(save, for: [.touchUpInside, .primaryActionTriggered])
    control.removeAction(save, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    XCTAssertEqual(runs, [])
    control.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(runs, ["save"])
    control.removeAction(identifiedBy: Action.Identifier("save"), for: .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(runs, ["save"])
    XCTAssertEqual(control.allControlEvents, [])
  }

  func testAControlMadeWithAPrimaryActionRunsItOnItsPrimaryEvent() {
    var ran = 0
    let control = Control(
      frame: CGRect(x: 1, y: 2, width: 3, height: 4), primaryAction: Action { _ in ran += 1 })
    XCTAssertEqual(control.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    control.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(ran, 1)
  }

  func testBetweenTapsAControlTracksNothingAndAcceptsEveryTouch() {
    let control = Control()
    let touch = Touch(view: control, at: CGPoint(x: 5, y: 5))
    XCTAssertFalse(control.isTracking)
    XCTAssertFalse(control.isTouchInside)
    XCTAssertTrue(control.beginTracking(touch, with: nil), "UIKit's default is true")
    XCTAssertTrue(control.continueTracking(touch, with: Event(touches: [touch])))
    control.endTracking(touch, with: nil)
    control.cancelTracking(with: nil)
    XCTAssertFalse(control.isTracking)
  }

  func testAControlWithoutAMenuOffersNoConfigurationOrPreview() throws {
    let control = Control()
    XCTAssertNil(control.contextMenuInteraction, "context menus are off by default")
    control.isContextMenuInteractionEnabled = true
    let interaction = try XCTUnwrap(control.contextMenuInteraction)
    XCTAssertTrue(interaction.delegate === control)
    let configuration = ContextMenuConfiguration()
    XCTAssertNil(
      control.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
    XCTAssertNil(
      control.contextMenuInteraction(
        interaction, previewForHighlightingMenuWithConfiguration: configuration))
    XCTAssertNil(
      control.contextMenuInteraction(
        interaction, previewForDismissingMenuWithConfiguration: configuration))
    control.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
    control.contextMenuInteraction(interaction, willEndFor: configuration, animator: nil)
    XCTAssertEqual(control.menuAttachmentPoint(for: configuration), .zero)
  }

  func testATouchAnswersAFingersValuesAndItsOwnLocations() {
    let view = View()
    let tap = TapGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(tap)
    let touch = Touch(view: view, at: CGPoint(x: 10, y: 20), previous: CGPoint(x: 7, y: 8))
    XCTAssertEqual(touch.type, .direct)
    XCTAssertEqual(touch.majorRadius, 20)
    XCTAssertEqual(touch.majorRadiusTolerance, 5)
    XCTAssertEqual(touch.force, 1)
    XCTAssertEqual(touch.maximumPossibleForce, 1)
    XCTAssertEqual(touch.altitudeAngle, .pi / 2)
    XCTAssertEqual(touch.azimuthAngle(in: view), 0)
    XCTAssertEqual(touch.previousLocation(in: view), CGPoint(x: 7, y: 8))
    XCTAssertEqual(touch.preciseLocation(in: view), CGPoint(x: 10, y: 20))
    XCTAssertEqual(touch.precisePreviousLocation(in: nil), CGPoint(x: 7, y: 8))
    XCTAssertEqual(touch.gestureRecognizers?.count, 1, "its view's recognizers")
    XCTAssertEqual(touch.estimatedProperties, [])
    XCTAssertEqual(touch.estimatedPropertiesExpectingUpdates, [])
    XCTAssertNil(touch.estimationUpdateIndex)
    XCTAssertEqual(Touch.Properties(rawValue: 1 << 0), .force)
    XCTAssertTrue(touch == touch)
    XCTAssertFalse(touch == Touch(view: view, at: CGPoint(x: 10, y: 20)), "equal by identity")
  }

  func testAnEventOfTouchesAnswersItsTouchesAndNeutralValues() {
    let touch = Touch(view: View())
    let event = Event(touches: [touch])
    XCTAssertEqual(event.type, .touches)
    XCTAssertEqual(event.subtype, Event.EventSubtype.none)
    XCTAssertEqual(event.modifierFlags, [])
    XCTAssertEqual(event.buttonMask, .primary)
    XCTAssertEqual(event.coalescedTouches(for: touch), [touch])
    let tapped = View()
    let tap = TapGestureRecognizer(target: nil, action: nil)
    tapped.addGestureRecognizer(tap)
    let onTapped = Touch(view: tapped)
    let both = Event(touches: [touch, onTapped])
    XCTAssertEqual(both.touches(for: tap), [onTapped], "the touches of the recognizer's view")
    XCTAssertEqual(both.touches(for: tapped), [onTapped])
    XCTAssertEqual(event.predictedTouches(for: touch), [])
    XCTAssertGreaterThan(event.timestamp, 0)
    XCTAssertEqual(Event.ButtonMask.button(1), .primary)
    XCTAssertEqual(Event.ButtonMask.button(2), .secondary)
    XCTAssertEqual(Event.ButtonMask.button(3).rawValue, 4)
    let press = Press(type: .select)
    let presses = PressesEvent(presses: [press])
    XCTAssertEqual(presses.type, .presses)
    XCTAssertEqual(presses.presses(for: TapGestureRecognizer(target: nil, action: nil)), [])
    XCTAssertNil(press.gestureRecognizers)
    XCTAssertEqual(press.force, 1)
    XCTAssertTrue(press == press)
    XCTAssertFalse(press == Press(type: .select))
  }

  func testAPanKeepsTheTranslationItIsGivenAndHasNoVelocity() {
    let pan = PanGestureRecognizer(target: nil, action: nil)
    XCTAssertEqual(pan.translation(in: nil), .zero)
    pan.setTranslation(CGPoint(x: 12, y: -3), in: View())
    XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 12, y: -3))
    XCTAssertEqual(pan.velocity(in: nil), .zero)
  }

  func testSearchSuggestionsKeepTheirTextDescriptionAndIcon() {
    let icon = Image(systemName: "clock")
    let plain = SearchSuggestionItem(localizedSuggestion: "Paris")
    XCTAssertEqual(plain.localizedAttributedSuggestion?.string, "Paris")
    XCTAssertNil(plain.localizedDescription)
    let described = SearchSuggestionItem(localizedSuggestion: "Rome", localizedDescription: "Italy")
    XCTAssertEqual(described.localizedDescription, "Italy")
    let bold = NSAttributedString(string: "Oslo")
    XCTAssertEqual(
      SearchSuggestionItem(localizedAttributedSuggestion: bold).localizedSuggestion, "Oslo")
    let full = SearchSuggestionItem(
      localizedAttributedSuggestion: bold, localizedDescription: "Norway", iconImage: icon)
    XCTAssertTrue(full.iconImage === icon)
    let partial = SearchSuggestionItem(
      localizedAttributedSuggestion: bold, localizedDescription: "Norway")
    XCTAssertNil(partial.iconImage)
    XCTAssertEqual(partial.localizedDescription, "Norway")

    final class Recent: SearchSuggestion {
      var localizedSuggestion: String? { "Recent" }
      var localizedAttributedSuggestion: NSAttributedString? { nil }
      var representedObject: Any?
    }
    let recent: any SearchSuggestion = Recent()
    XCTAssertNil(recent.localizedDescription, "the protocol's default")
    XCTAssertNil(recent.iconImage)
  }
}
