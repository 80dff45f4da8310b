import StoryboardTesting
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// The bad inputs of the UIKit surface: each is a typed error with UIKit's text (or the
/// runtime's, for its simulated taps) and changes nothing.
final class UIKitMisuseTests: XCTestCase {
  /// UIKit raises "Text fields can only be added to an alert controller of style
  /// UIAlertControllerStyleAlert".
  func testATextFieldOnAnActionSheetRaises() {
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    let error = assertRaises("Text fields can only be added to an alert controller of style") {
      sheet.addTextField()
    }
    XCTAssertEqual(
      error as? NavigationError, .textFieldOnActionSheet(alert: "<AlertController: Share>"))
    XCTAssertEqual(Exceptions.name(of: error!), "NSInternalInconsistencyException")
    XCTAssertEqual(sheet.textFields?.count, 0, "empty, as UIKit's (not nil)")
  }

  func testTappingAnActionTheAlertDoesNotHaveListsItsActions() {
    let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
    alert.addAction(UIAlertAction(title: "Quit", style: .destructive))
    XCTAssertThrowsError(try alert.tapAction(titled: "Leave")) { error in
      XCTAssertEqual(
        error as? NavigationError,
        .alertActionNotFound(
          title: "Leave", alert: "<AlertController: Quit?>", titles: ["Stay", "Quit"]))
      XCTAssertEqual(
        "\(error)", "<AlertController: Quit?> has no action titled 'Leave'. Tap one of: Stay, Quit."
      )
    }
  }

  /// Any popover in a regular environment needs a source view or a bar button item (SEG-7),
  /// checked when the presentation begins, at the next turn of the run loop.
  func testAPopoverWithoutSourceOnAnIPadRaises() {
    let root = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.horizontalSizeClass = .regular
    window.rootViewController = root
    window.makeKeyAndVisible()
    let picker = UIViewController()
    picker.title = "Picker"
    picker.modalPresentationStyle = .popover
    let error = assertRaises("should have a non-nil sourceView or barButtonItem") {
      root.present(picker, animated: true)
      RunLoop.current.run(until: Date())
    }
    XCTAssertEqual(
      error as? NavigationError, .popoverWithoutSourceView(presented: "<ViewController: Picker>"))
    XCTAssertEqual(error.map(Exceptions.name(of:)), "NSGenericException")
    XCTAssertNil(root.presentedViewController)
    picker.popoverPresentationController?.barButtonItem = UIBarButtonItem()
    root.present(picker, animated: true)
    XCTAssertIdentical(root.presentedViewController, picker)
  }

}

/// Apple's own pattern: the popover is configured after `present`, before the run loop turns.
final class PopoverConfiguredAfterPresentTests: XCTestCase {
  private func iPad() -> (UIViewController, UIWindow) {
    let root = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.horizontalSizeClass = .regular
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (root, window)
  }

  func testASourceSetAfterPresentIsInTimeForTheCheck() {
    let (root, window) = iPad()
    let picker = UIViewController()
    picker.modalPresentationStyle = .popover
    root.present(picker, animated: true)
    picker.popoverPresentationController?.sourceView = root.view
    let failures = TestFailures.capture { RunLoop.current.run(until: Date()) }
    XCTAssertEqual(failures, [])
    XCTAssertIdentical(root.presentedViewController, picker)
    XCTAssertIdentical(window.rootViewController, root)
  }

  func testWithoutATurnOfTheRunLoopNothingIsRaisedYet() throws {
    let (root, window) = iPad()
    let picker = UIViewController()
    picker.modalPresentationStyle = .popover
    XCTAssertNoThrow(try catching { root.present(picker, animated: true) })
    XCTAssertIdentical(root.presentedViewController, picker, "presented until the check runs")
    XCTAssertThrowsError(try catching { RunLoop.current.run(until: Date()) }) { error in
      XCTAssertEqual(
        error as? NavigationError, .popoverWithoutSourceView(presented: picker.diagnosticName))
    }
    XCTAssertNil(root.presentedViewController, "the presentation that raised is undone")
    withExtendedLifetime(window) {}
  }
}

/// What the simulation records of UIKit calls that leave the app.
final class UIKitRecordingTests: XCTestCase {
  /// `UIApplication.shared.open(_:)` is recorded, not performed.
  func testOpeningAURLIsRecorded() throws {
    let url = try XCTUnwrap(URL(string: "https://example.org/help"))
    var opened = false
    XCTAssertTrue(UIApplication.shared.canOpenURL(url))
    UIApplication.shared.open(url, options: [:]) { opened = $0 }
    XCTAssertTrue(opened)
    XCTAssertTrue(UIApplication.shared.openedURLs.contains(url))
  }
}

/// Reordering calls given what is not there: the simulation changes nothing (what UIKit does is
/// not documented).
final class SubviewReorderingMisuseTests: XCTestCase {
  func testOutOfRangeIndexesAndStrangersChangeNothing() {
    let container = UIView()
    let a = UIView()
    let b = UIView()
    container.addSubview(a)
    container.addSubview(b)
    container.exchangeSubview(at: 0, withSubviewAt: 7)
    XCTAssertEqual(container.subviews, [a, b])
    container.exchangeSubview(at: -1, withSubviewAt: 1)
    XCTAssertEqual(container.subviews, [a, b])
    let stranger = UIView()
    container.bringSubviewToFront(stranger)
    container.sendSubviewToBack(stranger)
    XCTAssertEqual(container.subviews, [a, b])
    XCTAssertNil(stranger.superview)
  }
}
