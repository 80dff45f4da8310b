import XCTest

@testable import UIKitApp

/// The checklist as its team tests it on iOS: the storyboard's controller, its outlets and its
/// data source object, taps through the buttons' target-action, and the About segue.
final class ChecklistViewControllerTests: XCTestCase {
  private var sut: ChecklistViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut =
      storyboard.instantiateViewController(withIdentifier: "Checklist")
      as? ChecklistViewController
    sut.loadViewIfNeeded()
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func test_storyboard_opensFromTheAppsBundleToo() {
    let main = UIStoryboard(name: "Main", bundle: Bundle.main)
    XCTAssertTrue(main.instantiateViewController(withIdentifier: "About") is AboutViewController)
    let own = UIStoryboard(name: "Main", bundle: Bundle(for: ChecklistViewController.self))
    XCTAssertTrue(
      own.instantiateViewController(withIdentifier: "Checklist") is ChecklistViewController)
  }

  func test_outlets_areConnected() {
    XCTAssertNotNil(sut.tableView)
    XCTAssertNotNil(sut.addButton)
    XCTAssertNotNil(sut.clearButton)
    XCTAssertNotNil(sut.dataSource)
  }

  func test_tableView_dataSource_isTheSceneObject() {
    XCTAssertTrue(sut.tableView.dataSource === sut.dataSource)
  }

  func test_addButton_sendsAddItem() {
    XCTAssertEqual(
      sut.addButton.actions(forTarget: sut, forControlEvent: .touchUpInside), ["addItem:"])
  }

  func test_tappingAdd_addsARow() {
    sut.addButton.sendActions(for: .touchUpInside)
    sut.addButton.sendActions(for: .touchUpInside)

    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 2)
    let cell = sut.dataSource.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
    XCTAssertEqual(cell.textLabel?.text, "Item 2")
  }

  func test_aboutItem_showsTheItemCount() {
    let navigation = UINavigationController(rootViewController: sut)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    sut.addButton.sendActions(for: .touchUpInside)

    sut.performSegue(withIdentifier: "showAbout", sender: nil)
    RunLoop.current.run(until: Date())

    let about = navigation.topViewController as? AboutViewController
    XCTAssertEqual(about?.countLabel.text, "1 item")
  }

  func test_tappingAbout_pushesAboutWithTheCount() {
    let navigation = UINavigationController(rootViewController: sut)
    putInWindow(navigation)
    tap(sut.addButton)
    tap(sut.addButton)

    tap(sut.navigationItem.rightBarButtonItem!)
    executeRunLoop()

    let about = navigation.topViewController as? AboutViewController
    XCTAssertEqual(about?.countLabel.text, "2 items")
  }

  func test_launch_showsTheChecklistInANavigationController() {
    let delegate = AppDelegate()
    XCTAssertTrue(
      delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    let navigation = delegate.window?.rootViewController as? UINavigationController
    XCTAssertTrue(navigation?.topViewController is ChecklistViewController)
    XCTAssertTrue(delegate.window?.isKeyWindow == true)
  }
}
