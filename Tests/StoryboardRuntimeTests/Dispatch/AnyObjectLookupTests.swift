import Foundation
import Storyboards
import XCTest

/// `AnyObjectLookup`: what `sender.bounds` on a `sender: AnyObject` reads.
final class AnyObjectLookupTests: XCTestCase {
  final class Picker: ViewController {
    var choice = "tea"
    override func objectiveCMember(named name: String) -> ObjectiveCMember? {
      name == "choice" ? .property(get: { self.choice }) : super.objectiveCMember(named: name)
    }
  }

  func testTheMembersSendersAreAskedForHaveUIKitsTypes() {
    let button = Button(frame: CGRect(x: 10, y: 20, width: 80, height: 44))
    button.tag = 7
    button.setTitle("Share", for: .normal)
    let sender: AnyObject = button
    let lookup = AnyObjectLookup(sender)
    let bounds: CGRect = lookup.bounds
    XCTAssertEqual(bounds, button.bounds)
    XCTAssertEqual(lookup.frame, button.frame)
    XCTAssertEqual(lookup.tag, 7)
    XCTAssertEqual(lookup.currentTitle, "Share")
    XCTAssertEqual(lookup.isEnabled, true)
    XCTAssertEqual(lookup.isHidden, false)
    XCTAssertNil(lookup.superview)
    let item = BarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
    item.tag = 3
    XCTAssertEqual(AnyObjectLookup(item).tag, 3)
    XCTAssertEqual(AnyObjectLookup(item).title, "Done")
  }

  func testOtherMembersComeFromTheByNameTable() {
    let lookup = AnyObjectLookup(Picker())
    let choice: String = lookup.choice
    XCTAssertEqual(choice, "tea")
  }

  func testPerformSendsTheSelectorThroughTheTable() throws {
    final class Sharer: ViewController {
      var shares = 0
      override func objectiveCMember(named name: String) -> ObjectiveCMember? {
        name == "share:"
          ? .method(arity: 1) { _ in
            self.shares += 1
            return nil
          } : super.objectiveCMember(named: name)
      }
      override class var memberTableClass: AnyClass? { Sharer.self }
    }
    let sharer = Sharer()
    let item = BarButtonItem(
      title: "Share", style: .plain, target: sharer, action: Selector("share:"))
    _ = item.target.map(AnyObjectLookup.init)?.perform(item.action, with: nil)
    XCTAssertEqual(sharer.shares, 1)
    XCTAssertThrowsError(try catching { _ = AnyObjectLookup(sharer).perform(Selector("save")) }) {
      XCTAssertEqual(
        $0 as? ObjectiveCError, .unrecognizedSelector(className: "Sharer", selector: "save"))
    }
  }

  func testAMemberTheObjectLacksRaisesAsTheObjectiveCRuntimeDoes() {
    let item = BarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
    var bounds = CGRect(x: 1, y: 1, width: 1, height: 1)
    XCTAssertThrowsError(try catching { bounds = AnyObjectLookup(item).bounds }) { error in
      XCTAssertEqual(
        error as? ObjectiveCError,
        .unrecognizedSelector(className: "BarButtonItem", selector: "bounds"))
      XCTAssertTrue(
        "\(error)".hasPrefix("-[BarButtonItem bounds]: unrecognized selector sent to instance"),
        "\(error)")
    }
    // After the raise the read gives UIKit's empty value.
    XCTAssertEqual(bounds, .zero)
    var count: Int! = 1
    XCTAssertThrowsError(try catching { count = AnyObjectLookup(Picker()).count }) { error in
      XCTAssertEqual(
        error as? ObjectiveCError, .unrecognizedSelector(className: "Picker", selector: "count"))
    }
    XCTAssertNil(count)
  }

  func testControlsStateTextAndARecognizersViewReadThroughTheLookup() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    button.isSelected = true
    button.setTitle("Go", for: .normal)
    XCTAssertEqual(AnyObjectLookup(button).center, CGPoint(x: 20, y: 10))
    XCTAssertEqual(AnyObjectLookup(button).isSelected, true)
    XCTAssertEqual(AnyObjectLookup(button).titleLabel?.text, "Go")
    let toggle = Switch()
    toggle.isOn = true
    XCTAssertEqual(AnyObjectLookup(toggle).isOn, true)
    let segments = SegmentedControl(items: ["A", "B"])
    segments.selectedSegmentIndex = 1
    XCTAssertEqual(AnyObjectLookup(segments).selectedSegmentIndex, 1)
    let label = Label()
    label.text = "Name"
    XCTAssertEqual(AnyObjectLookup(label).text, "Name")
    let field = TextField()
    field.text = "Typed"
    XCTAssertEqual(AnyObjectLookup(field).text, "Typed")
    let view = View()
    let tap = TapGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(tap)
    XCTAssertTrue(AnyObjectLookup(tap).view === view)
  }

  func testPerformWithTwoArgumentsHandsBothOver() {
    final class Mover: ViewController {
      var moves: [String] = []
      override func objectiveCMember(named name: String) -> ObjectiveCMember? {
        name == "move:to:"
          ? .method(arity: 2) { arguments in
            let from: String = try arguments.argument(0)
            let to: String = try arguments.argument(1)
            self.moves.append("\(from)→\(to)")
            return nil
          } : super.objectiveCMember(named: name)
      }
      override class var memberTableClass: AnyClass? { Mover.self }
    }
    let mover = Mover()
    AnyObjectLookup(mover).perform(Selector("move:to:"), with: "a", with: "b")
    mover.perform(Selector("move:to:"), with: "c", with: "d")
    XCTAssertEqual(mover.moves, ["a→b", "c→d"])
  }
}
