import XCTest

@testable import CounterApp

/// The app's unit tests as a team writes them in Xcode: they run inside the launched app
/// (Host Application: CounterApp) and use UIKit's API only.
final class CounterAppTests: XCTestCase {
  /// The counter the launched app shows, in its scene's window.
  private func launchedCounter() throws -> ViewController {
    let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let window = try XCTUnwrap((scene.delegate as? SceneDelegate)?.window)
    let navigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
    return try XCTUnwrap(navigation.topViewController as? ViewController)
  }

  func test_theAppShowsTheCounterInANavigationController() throws {
    let counter = try launchedCounter()
    XCTAssertEqual(counter.title, "Counter")
    XCTAssertEqual(counter.countLabel.text, "0")
    XCTAssertEqual(counter.countLabel.textColor, .secondaryLabel)
  }

  func test_theButtonCounts() throws {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let navigation = try XCTUnwrap(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let counter = try XCTUnwrap(navigation.topViewController as? ViewController)
    counter.loadViewIfNeeded()
    let button = try XCTUnwrap(counter.view.subviews.compactMap { $0 as? UIButton }.first)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    XCTAssertEqual(counter.count, 2)
    XCTAssertEqual(counter.countLabel.text, "2")
    XCTAssertEqual(counter.countLabel.textColor, .label)
  }

  func test_resetAsksBeforeResetting() throws {
    let counter = try launchedCounter()
    let reset = try XCTUnwrap(counter.navigationItem.rightBarButtonItem)
    XCTAssertEqual(reset.title, "Reset")
    let action = try XCTUnwrap(reset.action)
    UIApplication.shared.sendAction(action, to: reset.target, from: reset, for: nil)
    let alert = try XCTUnwrap(counter.presentedViewController as? UIAlertController)
    XCTAssertEqual(alert.title, "Reset the count?")
    XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "Reset"])
    counter.dismiss(animated: false)
  }
}
