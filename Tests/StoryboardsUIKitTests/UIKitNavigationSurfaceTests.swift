import StoryboardTesting
import XCTest

/// The navigation types' remaining members, in UIKit's shape: what is set reads back, and the
/// calls with nothing to simulate answer as UIKit documents.
final class UIKitNavigationSurfaceTests: XCTestCase {
  func testTraitCollectionsOfOneTrait() {
    XCTAssertEqual(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass, .regular)
    XCTAssertEqual(UITraitCollection(displayScale: 2).displayScale, 2)
    XCTAssertEqual(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection, .rightToLeft)
    XCTAssertEqual(
      UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory,
      .extraLarge)
    XCTAssertEqual(UITraitCollection(displayGamut: .SRGB).displayGamut, .SRGB)
    XCTAssertEqual(UITraitCollection(accessibilityContrast: .high).accessibilityContrast, .high)
    XCTAssertEqual(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel, .elevated)
    XCTAssertEqual(UITraitCollection(legibilityWeight: .bold).legibilityWeight, .bold)
    XCTAssertEqual(UITraitCollection(activeAppearance: .inactive).activeAppearance, .inactive)
    XCTAssertEqual(
      UITraitCollection(forceTouchCapability: .unavailable).forceTouchCapability, .unavailable)
    XCTAssertEqual(
      UITraitCollection(toolbarItemPresentationSize: .small).toolbarItemPresentationSize, .small)
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(legibilityWeight: .bold),
    ])
    XCTAssertEqual(merged.legibilityWeight, .bold)
    XCTAssertTrue(UIInterfaceOrientation.landscapeLeft.isLandscape)
    XCTAssertTrue(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
  }

  func testBarButtonItemAppearanceReadsBack() {
    let item = UIBarButtonItem(
      image: UIImage(systemName: "star"), landscapeImagePhone: UIImage(systemName: "star.fill"),
      style: .plain, target: nil, action: nil)
    XCTAssertEqual(item.landscapeImagePhone, UIImage(systemName: "star.fill"))
    let background = UIImage(systemName: "square")
    item.setBackgroundImage(background, for: .normal, barMetrics: .default)
    XCTAssertEqual(item.backgroundImage(for: .normal, barMetrics: .default), background)
    XCTAssertNil(item.backgroundImage(for: .highlighted, barMetrics: .default))
    item.setBackgroundImage(background, for: .normal, style: .done, barMetrics: .compact)
    XCTAssertEqual(
      item.backgroundImage(for: .normal, style: .done, barMetrics: .compact), background)
    item.setBackgroundVerticalPositionAdjustment(3, for: .default)
    XCTAssertEqual(item.backgroundVerticalPositionAdjustment(for: .default), 3)
    item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: 1), for: .default)
    XCTAssertEqual(
      item.titlePositionAdjustment(for: .default), UIOffset(horizontal: 2, vertical: 1))
    item.setBackButtonBackgroundImage(background, for: .normal, barMetrics: .default)
    XCTAssertEqual(item.backButtonBackgroundImage(for: .normal, barMetrics: .default), background)
    item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -4, vertical: 0), for: .default)
    XCTAssertEqual(
      item.backButtonTitlePositionAdjustment(for: .default), UIOffset(horizontal: -4, vertical: 0))
    item.setBackButtonBackgroundVerticalPositionAdjustment(-1, for: .default)
    XCTAssertEqual(item.backButtonBackgroundVerticalPositionAdjustment(for: .default), -1)
  }

  func testBarButtonItemGroupsHoldTheirItems() {
    let share = UIBarButtonItem(
      title: "Share", image: nil, target: nil, action: nil, menu: UIMenu(children: []))
    XCTAssertEqual(share.title, "Share")
    XCTAssertNotNil(share.menu)
    let fixed = share.creatingFixedGroup()
    XCTAssertEqual(fixed.barButtonItems.count, 1)
    XCTAssertIdentical(fixed.barButtonItems.first, share)
    XCTAssertIdentical(share.buttonGroup, fixed)
    let item = UINavigationItem(title: "Inbox")
    item.trailingItemGroups = [fixed]
    item.pinnedTrailingGroup = fixed
    XCTAssertIdentical(item.trailingItemGroups.first, fixed)
    XCTAssertIdentical(item.pinnedTrailingGroup, fixed)
    XCTAssertTrue(item.leadingItemGroups.isEmpty)
    XCTAssertTrue(item.centerItemGroups.isEmpty)
    let group = UIBarButtonItemGroup(barButtonItems: [share], representativeItem: nil)
    XCTAssertFalse(group.isDisplayingRepresentativeItem)
  }

  func testANavigationBarOfTheAppsOwnPushesAndPopsItsItems() {
    final class Listener: NSObject, UINavigationBarDelegate {
      var heard: [String] = []
      func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
        -> Bool
      {
        heard.append("shouldPush \(item.title ?? "")")
        return true
      }
      func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        heard.append("didPush \(item.title ?? "")")
      }
      func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
        -> Bool
      {
        heard.append("shouldPop \(item.title ?? "")")
        return true
      }
      func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        heard.append("didPop \(item.title ?? "")")
      }
    }
    let bar = UINavigationBar()
    let listener = Listener()
    bar.delegate = listener
    bar.pushItem(UINavigationItem(title: "Root"), animated: false)
    bar.pushItem(UINavigationItem(title: "Detail"), animated: false)
    XCTAssertEqual(bar.items?.map(\.title), ["Root", "Detail"])
    XCTAssertEqual(bar.popItem(animated: false)?.title, "Detail")
    XCTAssertEqual(bar.topItem?.title, "Root")
    XCTAssertEqual(
      listener.heard,
      [
        "shouldPush Root", "didPush Root", "shouldPush Detail", "didPush Detail",
        "shouldPop Detail",
        "didPop Detail",
      ])
  }

  func testPopoversPointAtASourceItem() {
    let picker = UIViewController()
    picker.modalPresentationStyle = .popover
    let popover = picker.popoverPresentationController
    let button = UIBarButtonItem(title: "Pick", style: .plain, target: nil, action: nil)
    popover?.sourceItem = button
    XCTAssertIdentical(popover?.sourceItem, button)
    popover?.popoverLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    XCTAssertEqual(popover?.popoverLayoutMargins.top, 8)
    XCTAssertIdentical(
      popover?.adaptiveSheetPresentationController.presentedViewController, picker)
  }

  func testControllerKeyCommandsAndFocus() {
    let controller = UIViewController()
    XCTAssertNil(controller.keyCommands)
    let find = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector(("find:")))
    controller.addKeyCommand(find)
    XCTAssertEqual(controller.keyCommands?.count, 1)
    XCTAssertEqual(controller.keyCommands?.first?.input, "f")
    XCTAssertEqual(controller.keyCommands?.first?.modifierFlags, .command)
    controller.removeKeyCommand(find)
    XCTAssertNil(controller.keyCommands)
    controller.focusGroupIdentifier = "list"
    XCTAssertEqual(controller.focusGroupIdentifier, "list")
    let parent = UIViewController()
    parent.addChild(controller)
    controller.didMove(toParent: parent)
    XCTAssertTrue(parent.contains(controller))
    XCTAssertFalse(controller.contains(parent))
  }

  func testWindowMembers() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.canResizeToFitContent = true
    XCTAssertTrue(window.canResizeToFitContent)
    XCTAssertEqual(window.convert(CGPoint(x: 3, y: 4), to: nil as UIWindow?), CGPoint(x: 3, y: 4))
    XCTAssertIdentical(window.safeAreaAspectFitLayoutGuide.owningView, window)
    XCTAssertEqual(UINavigationController.hideShowBarDuration, 0.2)
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    XCTAssertEqual(alert.severity, .default)
    alert.severity = .critical
    XCTAssertEqual(alert.severity, .critical)
    // ViewControllerPresentationSpy's "text fields are not added to action sheets", on UIKit.
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    XCTAssertEqual(sheet.textFields?.count, 0)
  }
}
