import StoryboardTesting
import XCTest

@testable import UIKitControls

/// The counter's storyboard driven as a user drives it: taps on its buttons, its switch, its
/// segmented control, its gesture, its bar button items and its table rows.
@MainActor
final class CounterTests: XCTestCase {
  private var window: UIWindow!
  private var navigation: UINavigationController!
  private var counter: CounterViewController!

  override func setUp() async throws {
    try await super.setUp()
    let storyboard = UIStoryboard(name: "Counter", bundle: nil)
    navigation = storyboard.instantiateInitialViewController() as? UINavigationController
    window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    counter = navigation.topViewController as? CounterViewController
  }

  override func tearDown() async throws {
    window = nil
    try await super.tearDown()
  }

  func testTheStoryboardConnectsEveryOutlet() throws {
    XCTAssertEqual(counter.countLabel.text, "0")
    XCTAssertEqual(counter.countLabel.accessibilityIdentifier, "countLabel")
    XCTAssertTrue(counter.stepSwitch.isOn)
    XCTAssertEqual(counter.modeControl.numberOfSegments, 2)
    XCTAssertEqual(counter.modeControl.titleForSegment(at: 1), "Tens")
    XCTAssertEqual(counter.counterButtons.map { $0.title(for: .normal) }, ["Add", "Reset"])
    XCTAssertIdentical(counter.shareItem, counter.navigationItem.rightBarButtonItem)
    XCTAssertEqual(counter.navigationItem.title, "Counter")
    // The scene's "Object", made with the scene, connected to the controller and to the label.
    XCTAssertIdentical(counter.formatter.label, counter.countLabel)
  }

  func testTappingButtonsRunsTheirActions() throws {
    try counter.view.tap("addButton")
    try counter.view.tap("Add")
    XCTAssertEqual(counter.countLabel.text, "2")
    try counter.view.tap("Reset")
    XCTAssertEqual(counter.count, 0)
  }

  func testTheSwitchTheSegmentsAndTheGesture() throws {
    try counter.stepSwitch.flip()
    try counter.view.tap("Add")
    XCTAssertEqual(counter.count, 2)
    try counter.modeControl.selectSegment(1)
    XCTAssertEqual(counter.count, 0, "the segment's action reached the controller up the chain")
    try counter.view.tap("Add")
    XCTAssertEqual(counter.count, 20)
    try counter.countLabel.tapGesture()
    XCTAssertEqual(counter.count, 120)
  }

  func testADisabledOrHiddenControlCannotBeTapped() throws {
    let add = try XCTUnwrap(counter.view.control(identifiedBy: "addButton"))
    add.isEnabled = false
    XCTAssertThrowsError(try add.tap()) {
      XCTAssertEqual("\($0)", "Cannot touch Button 'Add' (addButton): the control is not enabled.")
    }
    add.isEnabled = true
    add.superview?.isHidden = true
    XCTAssertThrowsError(try add.tap())
    XCTAssertEqual(counter.count, 0)
  }

  func testTheButtonSegueThenTheUnwind() throws {
    try counter.view.tap("Add")
    try counter.view.tap("detailsButton")
    let details = try XCTUnwrap(navigation.topViewController as? DetailsViewController)
    XCTAssertEqual(details.shownText, "Count: 1")
    XCTAssertEqual(counter.preparedDestinations, ["showDetails"])
    try details.view.tap("doneButton")
    XCTAssertIdentical(navigation.topViewController, counter)
    XCTAssertEqual(counter.unwinds, 1)
  }

  /// A button segue's target is its segue template, which `perform:`s it on touch up inside
  /// and has the segue's identifier, as srofe/StoryboardSegues'
  /// `ButtonSegue/ButtonSegueTests/PresentingViewControllerTests.swift` asserts on UIKit
  /// ("The target action for the touch up inside event shall be the segue's 'perform:'
  /// method.", and `(segue as AnyObject).identifier` of `allTargets.first?.base`).
  func testAButtonSeguesTargetIsItsTemplate() throws {
    let details = try XCTUnwrap(counter.view.control(identifiedBy: "detailsButton"))
    XCTAssertEqual(details.allTargets.count, 1)
    let template = details.allTargets.first?.base
    XCTAssertEqual((template as AnyObject).identifier, "showDetails")
    XCTAssertEqual(details.allControlEvents, .touchUpInside)
    XCTAssertEqual(
      details.actions(forTarget: details.allTargets.first, forControlEvent: .touchUpInside),
      ["perform:"])
  }

  /// UIKit's `storyboardSegueTemplates` key, read to ask whether a segue exists: darrenhakimi/
  /// ASEFlat's `FlatTests/TestsHelper.swift` reads it, then each template's `identifier`, to
  /// list a controller's segue identifiers in a test.
  func testTheControllersSegueTemplatesNameItsSegues() throws {
    let templates = try XCTUnwrap(counter.value(forKey: "storyboardSegueTemplates") as? [NSObject])
    let identifiers = templates.compactMap { $0.value(forKey: "identifier") as? String }
    XCTAssertTrue(identifiers.contains("showDetails"), "\(identifiers)")
    XCTAssertTrue(identifiers.contains("showHistory"), "\(identifiers)")
  }

  /// A storyboard's system item, read by UIKit's `systemItem` key, as test helpers read it:
  /// ttub-nii/TIL's `iACC/iACCTests/Helpers/UIBarButtonItem+TestHelpers.swift` (Essential
  /// Developer) has `(value(forKey: "systemItem") as? NSNumber).flatMap { SystemItem(rawValue:
  /// $0.intValue) }`.
  func testTheShareItemIsTheActionSystemItem() {
    let number = counter.shareItem.value(forKey: "systemItem") as? Int
    XCTAssertEqual(number.flatMap(UIBarButtonItem.SystemItem.init(rawValue:)), .action)
  }

  /// A button's action compared by selector, as tests compare it with `#selector`.
  func testTheResetButtonSendsReset() throws {
    let reset = try XCTUnwrap(counter.counterButtons.last)
    let actions = reset.actions(forTarget: counter, forControlEvent: .touchUpInside) ?? []
    XCTAssertEqual(actions, [NSStringFromSelector(#selector(CounterViewController.reset))])
  }

  func testTheBarButtonItems() throws {
    try counter.shareItem.tap()
    XCTAssertEqual(counter.shares, 1)
    try counter.navigationItem.leftBarButtonItem?.tap()
    XCTAssertNotNil(counter.presentedViewController)
  }

  func testTappingAHistoryRowShowsItsCount() throws {
    try counter.view.tap("Add")
    try counter.view.tap("Add")
    try counter.view.tap("Add")
    try counter.view.tap("History")
    let history = try XCTUnwrap(navigation.topViewController as? HistoryViewController)
    XCTAssertEqual(history.tableView.numberOfRows(inSection: 0), 3)
    let cell = try XCTUnwrap(history.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    XCTAssertEqual((cell as? EntryCell)?.valueLabel.text, "2")
    XCTAssertEqual(history.tableView.indexPath(for: cell), IndexPath(row: 1, section: 0))
    try history.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    XCTAssertEqual(history.selectedEntries, [2])
    XCTAssertEqual(history.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    let details = try XCTUnwrap(navigation.topViewController as? DetailsViewController)
    XCTAssertEqual(details.shownText, "Count: 2")
  }
}
