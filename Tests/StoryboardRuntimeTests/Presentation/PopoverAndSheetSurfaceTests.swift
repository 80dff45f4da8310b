import Foundation
import Storyboards
import TestSupport
import XCTest

/// The popover's arrow directions, the sheet's remaining members, window levels, bar button
/// items' tint and visibility, and UIKit's named colours, with UIKit's shapes.
final class PopoverAndSheetSurfaceTests: XCTestCase {
  func testArrowDirectionsAreAnOptionSetAndTheArrowIsKnownOncePresented() {
    let root = ViewController()
    let window = visibleWindow(root: root, sizeClass: .regular)
    let picker = ViewController()
    picker.modalPresentationStyle = .popover
    let popover = picker.popoverPresentationController
    XCTAssertEqual(popover?.permittedArrowDirections, .any)
    XCTAssertEqual(popover?.arrowDirection, .unknown, "not presented")
    popover?.permittedArrowDirections = [.left, .right]
    popover?.sourceView = root.view
    popover?.backgroundColor = .purple
    popover?.passthroughViews = [root.view]
    root.present(picker, animated: false)
    XCTAssertEqual(popover?.arrowDirection, .left, "the first permitted direction")
    XCTAssertEqual(popover?.backgroundColor, .purple)
    XCTAssertEqual(PopoverArrowDirection.any.rawValue, 15)
    withExtendedLifetime(window) {}
  }

  func testTheSheetAnimatesChangesAtOnceAndItsDelegateIsOptional() {
    final class Listener: SheetPresentationControllerDelegate {}
    let sheetOwner = ViewController()
    let sheet = sheetOwner.sheetPresentationController
    let listener = Listener()
    sheet?.delegate = listener
    sheet?.animateChanges { sheet?.selectedDetentIdentifier = .medium }
    XCTAssertEqual(sheet?.selectedDetentIdentifier, .medium)
    sheet?.preferredCornerRadius = 12
    XCTAssertEqual(sheet?.preferredCornerRadius, 12 as CGFloat)
    XCTAssertTrue(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
    if let sheet { listener.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet) }
  }

  func testWindowLevelsAndBarButtonItemsKeepWhatIsSet() {
    let window = Window()
    XCTAssertEqual(window.windowLevel, .normal)
    window.windowLevel = .alert + 1
    XCTAssertEqual(window.windowLevel.rawValue, 2001)
    let item = BarButtonItem()
    item.tintColor = .systemPurple
    item.isHidden = true
    item.width = 44
    XCTAssertEqual(item.tintColor, .systemPurple)
    XCTAssertTrue(item.isHidden)
    XCTAssertEqual(item.width, 44 as CGFloat)
    XCTAssertNotEqual(Color.purple, Color.systemPurple)
  }
}

extension Window.Level {
  fileprivate static func + (level: Window.Level, offset: CGFloat) -> Window.Level {
    Window.Level(level.rawValue + offset)
  }
}
