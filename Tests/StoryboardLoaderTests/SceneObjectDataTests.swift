import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// The data of a scene's views as the reader keeps it (the attributes of a scene's objects in
/// one shared text) and as a view's `init(coder:)` reads it back.
final class SceneObjectDataTests: XCTestCase {
  private static let storyboard = document(
    subviews: """
        <label text="Fish &amp; chips" tag="&#55;" hidden="YES" alpha="0.5" id="label"/>
        <switch on="YES" tag="-3" userInteractionEnabled="NO" id="toggle"/>
        <stackView spacing="8.5" tag="12345678901234567890" id="stack"/>
        <button buttonType="system" enabled="&#78;&#79;" id="button">
          <state key="normal" title="Go"/>
          <state key="selected" title="Going" image="go"/>
        </button>
        <mapView mapType="standard" tag="4" hidden="YES" id="map">
          <accessibility key="accessibilityConfiguration" identifier="Map"/>
        </mapView>
        <button tag="5" id="leave">
          <buttonConfiguration key="configuration" style="filled" title="Leave" subtitle="Now"/>
        </button>
        <button tag="6" id="info">
          <buttonConfiguration key="configuration" style="plain" image="info.circle" catalog="system"/>
        </button>
        <visualEffectView tag="9" id="blur">
          <view key="contentView" id="blur-content">
            <subviews>
              <label text="Over" tag="10" id="over"/>
            </subviews>
          </view>
          <blurEffect style="systemUltraThinMaterial"/>
        </visualEffectView>
        <button tag="8" id="logo">
          <buttonConfiguration key="configuration" style="plain" image="Logo"/>
        </button>
      """)

  /// A storyboard whose initial controller's view holds `subviews` (their XML).
  private static func document(subviews: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="screen">
      <scenes>
        <scene sceneID="s">
          <objects>
            <viewController id="screen" sceneMemberID="viewController">
              <view key="view" id="root">
                <subviews>
    \(subviews)
                </subviews>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  private func loadView() throws -> (definition: ControllerDefinition, view: View) {
    let definition = try StoryboardLoader.loadStoryboard(
      data: Array(Self.storyboard.utf8), name: "Data")
    let storyboard = Storyboard(name: "Data", bundle: StoryboardBundle(storyboards: [definition]))
    let controller = try XCTUnwrap(storyboard.instantiateInitialViewController())
    return (try XCTUnwrap(definition.controller(withID: "screen")), controller.view)
  }

  func testEachObjectKeepsItsOwnAttributes() throws {
    let (definition, _) = try loadView()
    let attributes = Dictionary(
      uniqueKeysWithValues: definition.objects.map { ($0.id, $0.attributes.dictionary) })
    XCTAssertEqual(attributes["root"], ["key": "view", "id": "root"])
    XCTAssertEqual(
      attributes["label"],
      ["text": "Fish & chips", "tag": "7", "hidden": "YES", "alpha": "0.5", "id": "label"])
    XCTAssertEqual(attributes["toggle"]?["on"], "YES")
    XCTAssertEqual(attributes["button"]?["enabled"], "NO")
    let button = try XCTUnwrap(definition.objects.first { $0.id == "button" })
    XCTAssertEqual(
      button.states, ["normal": ["title": "Go"], "selected": ["title": "Going", "image": "go"]],
      "a state's attributes without its key")
  }

  func testAViewReadsNumbersAndBooleansAsWrittenOrAsReferences() throws {
    let (_, view) = try loadView()
    let label = try XCTUnwrap(view.subviews[0] as? Label)
    XCTAssertEqual(label.text, "Fish & chips")
    XCTAssertEqual(label.tag, 7, "a number written as a character reference")
    XCTAssertTrue(label.isHidden)
    XCTAssertEqual(label.alpha, 0.5)
    let toggle = try XCTUnwrap(view.subviews[1] as? Switch)
    XCTAssertTrue(toggle.isOn)
    XCTAssertEqual(toggle.tag, -3)
    XCTAssertFalse(toggle.isUserInteractionEnabled)
    let stack = try XCTUnwrap(view.subviews[2] as? StackView)
    XCTAssertEqual(stack.spacing, 8.5)
    XCTAssertEqual(stack.tag, 0, "a tag too large for Int is not a tag, as Int(_:) reads it")
    let button = try XCTUnwrap(view.subviews[3] as? Button)
    XCTAssertFalse(button.isEnabled, "a Boolean written as character references")
    XCTAssertEqual(button.title(for: .selected), "Going")
  }

  func testAnElementTheRuntimeDoesNotModelIsAPlainViewThatKeepsWhatEveryViewKeeps() throws {
    let (definition, view) = try loadView()
    let map = try XCTUnwrap(view.viewWithTag(4))
    XCTAssertTrue(type(of: map) == View.self, "a plain view, not \(type(of: map))")
    XCTAssertTrue(map.isHidden)
    XCTAssertEqual(map.accessibilityIdentifier, "Map")
    XCTAssertEqual(definition.objects.first { $0.id == "map" }?.element, "mapView")
    let storyboard = try StoryboardLoader.loadStoryboard(
      data: Array(Self.storyboard.utf8), name: "Data")
    let notes = StoryboardBundle(storyboards: [storyboard]).lint().filter {
      $0.rule == .unmodelledElement
    }
    XCTAssertEqual(notes.count, 1, "\(notes)")
    XCTAssertEqual(notes.first?.severity, .warning)
    XCTAssertEqual(notes.first?.location?.line, 16, "the <mapView> line")
    XCTAssertTrue(
      notes.first?.message.contains("the <mapView> 'map' in scene 'screen' is not modelled")
        == true, notes.first?.message ?? "")
  }

  func testAccessibilityLabelsAndHintsAreLocalizedAsIbtoolNamesThem() throws {
    let (definition, view) = try loadView()
    let map = try XCTUnwrap(view.viewWithTag(4))
    XCTAssertEqual(map.accessibilityIdentifier, "Map")
    XCTAssertNil(map.accessibilityLabel)
    let storyboard = try StoryboardLoader.loadStoryboard(
      data: Array(Self.storyboard.utf8), name: "Data")
    let french = storyboard.localized(by: [
      "map.accessibilityLabel": "Carte", "map.accessibilityHint": "Montre le lieu.",
    ])
    let object = try XCTUnwrap(
      french.controller(withID: "screen")?.objects.first { $0.id == "map" })
    XCTAssertEqual(
      object.states["accessibilityConfiguration"], ["label": "Carte", "hint": "Montre le lieu."])
    let controller = try XCTUnwrap(
      Storyboard(name: "Data", bundle: StoryboardBundle(storyboards: [french]))
        .instantiateInitialViewController())
    let localized = try XCTUnwrap(controller.view.viewWithTag(4))
    XCTAssertEqual(localized.accessibilityLabel, "Carte")
    XCTAssertEqual(localized.accessibilityHint, "Montre le lieu.")
    XCTAssertEqual(localized.accessibilityIdentifier, "Map")
    XCTAssertNil(definition.objects.first { $0.id == "map" }?.states["accessibilityConfiguration"])
  }

  func testAButtonConfigurationIsRead() throws {
    let (_, view) = try loadView()
    let button = try XCTUnwrap(view.viewWithTag(5) as? Button)
    XCTAssertEqual(button.configuration?.title, "Leave")
    XCTAssertEqual(button.configuration?.subtitle, "Now")
    XCTAssertEqual(
      button.configuration,
      {
        var filled = Button.Configuration.filled()
        filled.title = "Leave"
        filled.subtitle = "Now"
        return filled
      }())
    XCTAssertNil(button.title(for: .normal), "a configuration is no title for a state")
    let info = try XCTUnwrap(view.viewWithTag(6) as? Button)
    XCTAssertEqual(info.configuration?.image?.systemName, "info.circle", "catalog=system")
    let logo = try XCTUnwrap(view.viewWithTag(8) as? Button)
    XCTAssertEqual(logo.configuration?.image?.name, "Logo", "an asset")
  }

  func testAVisualEffectViewKeepsItsEffectAndItsContentView() throws {
    let (_, view) = try loadView()
    let effectView = try XCTUnwrap(view.viewWithTag(9) as? VisualEffectView)
    XCTAssertEqual(effectView.effect, BlurEffect(style: .systemUltraThinMaterial))
    XCTAssertNotEqual(effectView.effect, BlurEffect(style: .dark))
    let label = try XCTUnwrap(effectView.viewWithTag(10) as? Label)
    XCTAssertTrue(label.superview === effectView.contentView, "in the storyboard's content view")
    let appearance = NavigationBarAppearance()
    appearance.backgroundEffect = BlurEffect(style: .systemMaterial)
    XCTAssertEqual(appearance.copy().backgroundEffect, BlurEffect(style: .systemMaterial))
  }

  /// The views of the module above the core reach the core's storyboard reading through their
  /// roles: a stack view arranges the subviews its storyboard declares, a button reads its
  /// title as its label, and vibrancy effects compare by what they describe.
  func testTheViewsAboveTheCoreKeepTheirStoryboardRoles() throws {
    let storyboard = Self.document(
      subviews: """
        <stackView axis="vertical" id="stack">
          <subviews>
            <label text="Name" id="name"/>
            <button buttonType="system" id="follow">
              <state key="normal" title="Follow"/>
            </button>
          </subviews>
        </stackView>
        """)
    let definition = try StoryboardLoader.loadStoryboard(
      data: Array(storyboard.utf8), name: "Roles")
    let bundle = StoryboardBundle(storyboards: [definition])
    let controller = try XCTUnwrap(
      Storyboard(name: "Roles", bundle: bundle).instantiateInitialViewController())
    let stack = try XCTUnwrap(controller.view.subviews.first as? StackView)
    XCTAssertEqual(stack.arrangedSubviews.count, 2)
    XCTAssertEqual(stack.subviews.count, 2, "an arranged subview is a subview too")
    XCTAssertEqual((stack.arrangedSubviews.first as? Label)?.text, "Name")
    let button = try XCTUnwrap(stack.arrangedSubviews.last as? Button)
    XCTAssertTrue(button.isAccessibilityElement)
    XCTAssertEqual(button.accessibilityLabel, "Follow")
    XCTAssertTrue(button.accessibilityTraits.contains(.button))
    button.isEnabled = false
    XCTAssertTrue(button.accessibilityTraits.contains(.notEnabled), "the control's traits too")

    let blur = BlurEffect(style: .dark)
    XCTAssertEqual(VibrancyEffect(blurEffect: blur), VibrancyEffect(blurEffect: blur))
    XCTAssertNotEqual(
      VibrancyEffect(blurEffect: blur), VibrancyEffect(blurEffect: blur, style: .separator))
    XCTAssertNotEqual(
      VibrancyEffect(blurEffect: blur), VibrancyEffect(blurEffect: .init(style: .light)))
    XCTAssertNotEqual(VibrancyEffect(blurEffect: blur) as VisualEffect, blur)
  }
}
