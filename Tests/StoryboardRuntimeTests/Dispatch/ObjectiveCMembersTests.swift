import Foundation
import StoryboardRuntime
import XCTest

/// The by-name member table: what storyboard connections, target-action, `perform(_:)` and
/// key-value coding go through.
final class ObjectiveCMembersTests: XCTestCase {
  /// A controller with a table written as the UIKitSources step writes one.
  private class Counter: ViewController {
    private(set) var count = 0
    var label: String?
    var scale: CGFloat = 1
    private func add(_ amount: Int) { count += amount }

    override func objectiveCMember(named name: String) -> ObjectiveCMember? {
      switch name {
      case "label":
        return .property(
          get: { self.label as Any? },
          set: { self.label = try ObjectiveCMember.cast($0, member: "label") })
      case "scale":
        return .property(
          get: { self.scale as Any? },
          set: { self.scale = try ObjectiveCMember.cast($0, member: "scale") })
      case "add:":
        return .method(arity: 1) {
          try ObjectiveCMember.result(self.add($0.argument(0, of: "add:")))
        }
      default: return super.objectiveCMember(named: name)
      }
    }
    override class var memberTableClass: AnyClass? { Counter.self }
  }

  /// A controller of an app whose file did not go through the step.
  private final class Untabled: ViewController {}

  /// A delegate that is no responder and has no table.
  private final class PlainDelegate: GestureRecognizerDelegate {}

  /// A delegate existential answers `responds(to:)`, as NSObjectProtocol's does on iOS
  /// (`delegate?.responds(to: #selector(…))`): from its object's table.
  func testADelegateExistentialAnswersRespondsToFromItsTable() {
    final class Handler: Counter, GestureRecognizerDelegate {}
    let delegates: [any GestureRecognizerDelegate] = [Handler(), PlainDelegate()]
    XCTAssertEqual(delegates.map { $0.responds(to: Selector("add:")) }, [true, false])
    XCTAssertFalse(delegates[0].responds(to: Selector("subtract:")))
    XCTAssertFalse(delegates[0].responds(to: nil))
  }

  func testPerformAndKeyValueCodingGoThroughTheTable() throws {
    let counter = Counter()
    XCTAssertTrue(counter.responds(to: Selector("add:")))
    XCTAssertFalse(counter.responds(to: Selector("label")), "a property is not a method")
    counter.perform(Selector("add:"), with: 3)
    counter.perform(Selector("add:"), with: 4)
    XCTAssertEqual(counter.count, 7)
    counter.setValue("seven", forKey: "label")
    XCTAssertEqual(counter.value(forKey: "label") as? String, "seven")
    // Numbers bridge to the declared numeric type, as NSNumber does.
    counter.setValue(2.5, forKey: "scale")
    XCTAssertEqual(counter.scale, 2.5)
  }

  func testAMissingMemberRaisesUIKitsException() throws {
    let counter = Counter()
    XCTAssertThrowsError(try catching { counter.perform(Selector("remove:"), with: 1) }) {
      XCTAssertEqual(
        $0 as? ObjectiveCError, .unrecognizedSelector(className: "Counter", selector: "remove:"))
      XCTAssertEqual(Exceptions.name(of: $0), "NSInvalidArgumentException")
      XCTAssertTrue("\($0)".hasPrefix("-[Counter remove:]: unrecognized selector sent to instance"))
    }
    XCTAssertThrowsError(try catching { counter.setValue(1, forKey: "title2") }) {
      XCTAssertEqual($0 as? ObjectiveCError, .undefinedKey(className: "Counter", key: "title2"))
      XCTAssertEqual(Exceptions.name(of: $0), "NSUnknownKeyException")
    }
    XCTAssertThrowsError(try catching { counter.setValue(3, forKey: "label") }) {
      XCTAssertEqual("\($0)", "'label' takes a Optional<String>, and was given a Int.")
    }
  }

  func testAClassWithoutATableSaysSo() throws {
    XCTAssertThrowsError(try catching { Untabled().perform(Selector("save:"), with: nil) }) {
      XCTAssertEqual($0 as? ObjectiveCError, .noMemberTable(className: "Untabled", member: "save:"))
      XCTAssertTrue("\($0)".contains("UIKitSourcesPlugin"), "\($0)")
    }
  }

  func testADelayedPerformRunsWhenTheRunLoopTurns() {
    let counter = Counter()
    counter.perform(Selector("add:"), with: 5, afterDelay: 0.01)
    XCTAssertEqual(counter.count, 0, "nothing runs before the run loop turns")
    RunLoop.current.run(until: Date().addingTimeInterval(0.05))
    XCTAssertEqual(counter.count, 5)
  }

  func testRuntimeAttributesAndSegueActionsUseTheTable() throws {
    let counter = Counter()
    let action = try XCTUnwrap(counter.segueAction(named: "add:"))
    XCTAssertThrowsError(try action(NSCoder(), nil, nil)) {
      XCTAssertEqual("\($0)", "'add:' takes a Int, and was given a NSCoder.")
    }
    XCTAssertEqual(counter.count, 0, "an Int argument given a coder is refused")
    XCTAssertNil(counter.segueAction(named: "label"), "a property is no segue action")
  }

  #if !canImport(ObjectiveC)
    /// An `NSObject` reads and writes its keys through its table on Linux, where Foundation's
    /// `NSObject` has no key-value coding; one without the key raises UIKit's exception.
    func testObjectsUseTheirTableForKeyValueCoding() {
      final class Note: NSObject, ObjectiveCMembers {
        var text = "draft"
        func objectiveCMember(named name: String) -> ObjectiveCMember? {
          name == "text"
            ? .property(
              get: { self.text }, set: { self.text = try ObjectiveCMember.cast($0, member: name) })
            : nil
        }
        static var memberTableClass: AnyClass? { Note.self }
      }
      let note: NSObject = Note()
      XCTAssertEqual(note.value(forKey: "text") as? String, "draft")
      note.setValue("final", forKey: "text")
      XCTAssertEqual((note as? Note)?.text, "final")
      XCTAssertThrowsError(try catching { _ = NSObject().value(forKey: "text") }) {
        XCTAssertEqual($0 as? ObjectiveCError, .undefinedKey(className: "NSObject", key: "text"))
      }
    }
  #endif
}
