import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

// Members real navigation code reaches for, in UIKit's shapes: popover arrows and colours, the
// sheet's delegate and animated changes, window levels, bar button items' tint and visibility.

final class SharePanelController: UIViewController, UISheetPresentationControllerDelegate {
  private(set) var detentChanges = 0

  func presentShare(from item: UIBarButtonItem, on presenter: UIViewController) {
    let picker = UIViewController()
    picker.modalPresentationStyle = .popover
    presenter.present(picker, animated: true)
    picker.popoverPresentationController?.barButtonItem = item
    picker.popoverPresentationController?.permittedArrowDirections = [.up, .down]
    picker.popoverPresentationController?.backgroundColor = UIColor.purple
  }

  func presentSheet(on presenter: UIViewController) {
    let details = UIViewController()
    if let sheet = details.sheetPresentationController {
      sheet.delegate = self
      sheet.detents = [.medium(), .large()]
      sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    }
    presenter.present(details, animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    detentChanges += 1
  }
}

func raiseAboveAlerts(_ window: UIWindow) {
  window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
}

func hideEditButton(_ item: UIBarButtonItem) {
  item.isHidden = true
  item.tintColor = .systemPurple
  item.width = 44
}

final class SurfaceFragmentTests: XCTestCase {
  func testTheFragmentsKeepWhatTheySet() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    raiseAboveAlerts(window)
    XCTAssertEqual(window.windowLevel.rawValue, 2001)
    let item = UIBarButtonItem()
    hideEditButton(item)
    XCTAssertTrue(item.isHidden)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let panel = SharePanelController()
    panel.presentSheet(on: root)
    XCTAssertEqual(
      root.presentedViewController?.sheetPresentationController?.selectedDetentIdentifier, .large)
  }
}
