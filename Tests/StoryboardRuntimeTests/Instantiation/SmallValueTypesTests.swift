import Foundation
import Storyboards
import XCTest

/// Effects, password rules, segues' member tables, unwind sources and decoded traits keep
/// what they are made with and answer UIKit's defaults.
final class SmallValueTypesTests: XCTestCase {
  func testEffectViewsKeepTheirEffectAndFrame() {
    let blur = BlurEffect(style: .dark)
    let vibrancy = VibrancyEffect(blurEffect: blur)
    XCTAssertTrue(vibrancy.blurEffect === blur)
    XCTAssertEqual(vibrancy.style, .label, "UIKit's default vibrancy is the label's")
    XCTAssertEqual(VibrancyEffect(blurEffect: blur, style: .separator).style, .separator)
    let view = VisualEffectView(effect: vibrancy)
    XCTAssertTrue(view.effect === vibrancy)
    XCTAssertTrue(view.contentView.superview === view)
    let framed = VisualEffectView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    XCTAssertNil(framed.effect)
    XCTAssertEqual(framed.frame.width, 50)
  }

  func testPasswordRulesCompareByTheirDescriptor() {
    let rules = TextInputPasswordRules(descriptor: "minlength: 8;")
    XCTAssertTrue(rules.isEqual(TextInputPasswordRules(descriptor: "minlength: 8;")))
    XCTAssertFalse(rules.isEqual(TextInputPasswordRules(descriptor: "required: digit;")))
    XCTAssertFalse(rules.isEqual("minlength: 8;"))
    XCTAssertEqual(rules.hash, TextInputPasswordRules(descriptor: "minlength: 8;").hash)
    XCTAssertTrue(rules.copy() as AnyObject === rules, "immutable: a copy is itself")
    XCTAssertEqual(KeyboardType.alphabet, .asciiCapable)
  }

  func testSeguesUnwindSourcesAndDecodedTraits() {
    let source = ViewController()
    let segue = StoryboardSegue(identifier: "show", source: source, destination: ViewController())
    XCTAssertNil(segue.objectiveCMember(named: "anything"))
    XCTAssertNil(StoryboardSegue.memberTableClass)
    let unwind = UnwindSegueSource(sourceViewController: source, unwindAction: "back:", sender: nil)
    XCTAssertTrue(unwind.source === source)
    let traits = TraitCollection(coder: NSCoder())
    XCTAssertEqual(traits?.horizontalSizeClass, .compact, "a phone's")
    XCTAssertEqual(traits?.verticalSizeClass, .regular)
  }
}
