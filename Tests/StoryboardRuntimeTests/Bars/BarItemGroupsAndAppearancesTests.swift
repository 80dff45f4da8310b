import Foundation
import Storyboards
import XCTest

/// Bar button items make the groups UIKit's do, appearances reset to their defaults, and the
/// delegates a bar's app leaves out allow what UIKit's defaults allow.
final class BarItemGroupsAndAppearancesTests: XCTestCase {
  func testItemsMakeMovableOptionalAndFixedGroups() {
    let share = BarButtonItem(customView: Button(type: .system))
    XCTAssertTrue(share.customView is Button)
    let movable = share.creatingMovableGroup(customizationIdentifier: "share")
    XCTAssertTrue(movable.alwaysAvailable)
    XCTAssertTrue(movable.barButtonItems.first === share)
    XCTAssertTrue(share.buttonGroup === movable)
    let optional = BarButtonItem().creatingOptionalGroup(
      customizationIdentifier: "extra", isInDefaultCustomization: false)
    XCTAssertFalse(optional.alwaysAvailable)
    XCTAssertTrue(optional.isHidden, "left out of the default customization")
    let a = BarButtonItem()
    let b = BarButtonItem()
    let fixed = BarButtonItemGroup.fixedGroup(items: [a])
    XCTAssertNil(fixed.representativeItem)
    fixed.barButtonItems = [b]
    XCTAssertNil(a.buttonGroup, "an item taken out leaves the group")
    XCTAssertTrue(b.buttonGroup === fixed)
    XCTAssertNotNil(BarButtonItemGroup(coder: NSCoder()))
  }

  func testItemsFromACoderAreEmptyAndTabBarSystemItemsKeepTheirTag() {
    XCTAssertNil(BarButtonItem(coder: NSCoder())?.title)
    XCTAssertNil(NavigationItem(coder: NSCoder())?.title)
    XCTAssertNil(TabBarItem(coder: NSCoder())?.title)
    XCTAssertNil(BarItem.memberTableClass)
    XCTAssertNotNil(BarItem(coder: NSCoder()))
    let favorites = TabBarItem(tabBarSystemItem: .favorites, tag: 3)
    XCTAssertEqual(favorites.systemItem, .favorites)
    XCTAssertEqual(favorites.tag, 3)
    XCTAssertNil(NavigationItem().overflowPresentationSource)
    XCTAssertEqual(BarMetrics.landscapePhonePrompt, .compactPrompt)
  }

  func testAppearancesResetToTheirDefaults() {
    let bar = NavigationBarAppearance()
    bar.configureWithTransparentBackground()
    XCTAssertEqual(bar.backgroundColor, .clear)
    XCTAssertNil(bar.shadowColor)
    XCTAssertEqual(bar.backIndicatorTransitionMaskImage.systemName, "chevron.backward")
    XCTAssertNotNil(BarAppearance(coder: NSCoder()))
    let toolbar = ToolbarAppearance(barAppearance: bar)
    XCTAssertEqual(toolbar.backgroundColor, .clear, "copied from the appearance given")
    let buttons = BarButtonItemAppearance(style: .done)
    buttons.normal.titleTextAttributes = [.init("Tracking"): 1]
    buttons.configureWithDefault(for: .plain)
    XCTAssertEqual(buttons.style, .plain)
    XCTAssertTrue(buttons.normal.titleTextAttributes.isEmpty)
    XCTAssertEqual(BarButtonItemAppearance().style, .plain)
    XCTAssertEqual(BarButtonItemAppearance(coder: NSCoder()).style, .plain)
    let tabs = TabBarItemAppearance(style: .inline)
    tabs.selected.iconColor = .red
    tabs.configureWithDefault(for: .compactInline)
    XCTAssertEqual(tabs.style, .compactInline)
    XCTAssertNil(tabs.selected.iconColor)
    XCTAssertEqual(TabBarItemAppearance().style, .stacked)
    XCTAssertEqual(TabBarItemAppearance(coder: NSCoder()).style, .stacked)
  }

  func testANavigationBarKeepsBackgroundImagesPerMetrics() {
    let bar = NavigationBar()
    let image = Image(named: "Bar")
    bar.setBackgroundImage(image, for: .compact)
    XCTAssertTrue(bar.backgroundImage(for: .compact) === image)
    XCTAssertTrue(bar.backgroundImage(for: .any, barMetrics: .compact) === image)
    XCTAssertNil(bar.backgroundImage(for: .default))
    XCTAssertEqual(bar.behavioralStyle, .pad)
    XCTAssertEqual(bar.currentNSToolbarSection, NavigationBar.NSToolbarSection.none)
  }

  func testDelegatesLeftOutAllowPushPopAndRenaming() {
    final class Quiet: NavigationBarDelegate, NavigationItemRenameDelegate {
      func navigationItem(_: NavigationItem, didEndRenamingWith title: String) {}
    }
    let quiet = Quiet()
    let item = NavigationItem(title: "Draft")
    XCTAssertTrue(quiet.navigationBar(NavigationBar(), shouldPush: item))
    XCTAssertTrue(quiet.navigationBar(NavigationBar(), shouldPop: item))
    XCTAssertTrue(quiet.navigationItemShouldBeginRenaming(item))
    let title = "Draft"
    let range = title.startIndex..<title.endIndex
    let (suggested, selected) = quiet.navigationItem(
      item, willBeginRenamingWith: title, selectedRange: range)
    XCTAssertEqual(suggested, "Draft")
    XCTAssertEqual(selected, range)
    XCTAssertTrue(quiet.navigationItem(item, shouldEndRenamingWith: "Final"))
  }
}
