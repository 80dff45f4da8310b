#!/usr/bin/env python3
"""Writes the loop benchmark's fixture app: a SwiftPM package of an iOS app as a team writes it.

Four feature areas (Home, Catalog, Account, Settings), each a storyboard in Base.lproj (Main
holds the tab bar controller that links the others through storyboard references) and ten
Swift files: a store, a table view controller, a detail and an edit controller, and six
screens made by identifier. 41 UIKit files with outlets, actions and `#selector`s, and 60
XCTest tests as Xcode's template writes them, all compiled through UIKitSourcesPlugin. The
output is the same for the same arguments.

Usage: Scripts/LoopSpeed/fixture-app.py OUTPUT_DIR STORYBOARDS_PACKAGE_DIR
"""
import os
import sys

AREAS = ["Home", "Catalog", "Account", "Settings"]
SCREENS = ["Summary", "Help", "Filter", "Share", "History", "About"]
ITEMS = {
    "Home": ["Today", "Inbox", "Upcoming", "Pinned"],
    "Catalog": ["Books", "Music", "Films", "Games", "Maps"],
    "Account": ["Profile", "Orders", "Payments"],
    "Settings": ["General", "Privacy", "Sounds", "Display", "Storage", "Language"],
}


def write(root, path, text):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)


def manifest(package_dir):
    return f'''// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The loop benchmark's fixture app (written by Scripts/LoopSpeed/fixture-app.py): an iOS
// app's folder and its unit tests, compiled through UIKitSourcesPlugin.
let storyboards = "{package_dir}"
// SwiftPM names a path dependency after its folder.
let storyboardsPackage = URL(fileURLWithPath: storyboards).lastPathComponent

let package = Package(
  name: "LoopApp",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: storyboards)],
  targets: [
    .executableTarget(
      name: "LoopApp",
      dependencies: [.product(name: "StoryboardsUIKit", package: storyboardsPackage)],
      path: "LoopApp", exclude: ["App"], resources: [.copy("App/Base.lproj")],
      plugins: [.plugin(name: "UIKitSourcesPlugin", package: storyboardsPackage)]),
    .testTarget(
      name: "LoopAppTests",
      dependencies: [
        "LoopApp",
        .product(name: "StoryboardsUIKit", package: storyboardsPackage),
        .product(name: "StoryboardTesting", package: storyboardsPackage),
      ],
      path: "LoopAppTests", exclude: ["XcodeTests"],
      plugins: [.plugin(name: "UIKitSourcesPlugin", package: storyboardsPackage)]),
  ],
  swiftLanguageModes: [.v5]
)
'''


APP_DELEGATE = '''import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
            .instantiateInitialViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
'''


def store(area):
    items = ", ".join(f'"{i}"' for i in ITEMS[area])
    return f'''import Foundation

/// The {area.lower()} area's items.
final class {area}Store {{
    static let shared = {area}Store()

    private(set) var items: [String] = [{items}]
    private(set) var favorites: Set<String> = []

    func add(_ item: String) {{
        items.append(item)
    }}

    func toggleFavorite(_ item: String) -> Bool {{
        if favorites.remove(item) == nil {{
            favorites.insert(item)
            return true
        }}
        return false
    }}

    func rename(_ item: String, to name: String) {{
        guard let index = items.firstIndex(of: item), !name.isEmpty else {{ return }}
        items[index] = name
    }}
}}
'''


def list_controller(area):
    return f'''import UIKit

class {area}ListViewController: UITableViewController {{
    var store = {area}Store.shared

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "{area}"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addItem(_:)))
    }}

    @objc func addItem(_ sender: Any) {{
        store.add("Item \\(store.items.count + 1)")
        tableView.reloadData()
    }}

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        return store.items.count
    }}

    override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = store.items[indexPath.row]
        return cell
    }}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        performSegue(withIdentifier: "showDetail", sender: indexPath)
    }}

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {{
        if segue.identifier == "showDetail",
            let detail = segue.destination as? {area}DetailViewController,
            let indexPath = sender as? IndexPath
        {{
            detail.item = store.items[indexPath.row]
            detail.store = store
        }}
    }}
}}
'''


def detail_controller(area):
    return f'''import UIKit

class {area}DetailViewController: UIViewController {{
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var favoriteButton: UIButton!
    @IBOutlet weak var editButton: UIButton!

    var item: String?
    var store = {area}Store.shared

    override func viewDidLoad() {{
        super.viewDidLoad()
        titleLabel.text = item ?? "Nothing selected"
    }}

    @IBAction func toggleFavorite(_ sender: UIButton) {{
        guard let item = item else {{ return }}
        let isFavorite = store.toggleFavorite(item)
        titleLabel.text = isFavorite ? "★ \\(item)" : item
    }}

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {{
        if let edit = segue.destination as? {area}EditViewController {{
            edit.item = item
            edit.store = store
        }}
    }}
}}
'''


def edit_controller(area):
    return f'''import UIKit

class {area}EditViewController: UIViewController, UITextFieldDelegate {{
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var enabledSwitch: UISwitch!
    @IBOutlet weak var statusLabel: UILabel!

    var item: String?
    var store = {area}Store.shared

    override func viewDidLoad() {{
        super.viewDidLoad()
        nameField.text = item
        nameField.delegate = self
        NotificationCenter.default.addObserver(
            self, selector: #selector(textDidChange(_:)),
            name: UITextField.textDidChangeNotification, object: nameField)
    }}

    @objc func textDidChange(_ notification: Notification) {{
        statusLabel.text = "Edited"
    }}

    @IBAction func save(_ sender: Any) {{
        guard let item = item, let name = nameField.text else {{ return }}
        store.rename(item, to: name)
        statusLabel.text = "Saved \\(name)"
    }}

    @IBAction func enabledChanged(_ sender: UISwitch) {{
        statusLabel.text = sender.isOn ? "Enabled" : "Disabled"
    }}

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {{
        textField.resignFirstResponder()
        return true
    }}
}}
'''


def screen_controller(area, screen):
    extra_outlet = ""
    extra_action = ""
    action_body = f'''        taps += 1
        messageLabel.text = "{screen} \\(taps)"'''
    if screen == "Filter":
        extra_outlet = "\n    @IBOutlet weak var scopeControl: UISegmentedControl!"
        extra_action = '''

    @IBAction func scopeChanged(_ sender: UISegmentedControl) {
        messageLabel.text = sender.titleForSegment(at: sender.selectedSegmentIndex)
    }'''
    if screen == "Share":
        action_body = f'''        taps += 1
        let alert = UIAlertController(
            title: "Share {area}?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Share", style: .default) {{ [weak self] _ in
                self?.messageLabel.text = "Shared"
            }})
        present(alert, animated: true)'''
    return f'''import UIKit

class {area}{screen}ViewController: UIViewController {{
    @IBOutlet weak var messageLabel: UILabel!
    @IBOutlet weak var actionButton: UIButton!{extra_outlet}

    private(set) var taps = 0

    override func viewDidLoad() {{
        super.viewDidLoad()
        messageLabel.text = "{screen}"
        actionButton.addTarget(self, action: #selector(buttonHighlighted), for: .touchDown)
    }}

    @objc private func buttonHighlighted() {{
        messageLabel.alpha = 0.5
    }}

    @IBAction func performAction(_ sender: UIButton) {{
        messageLabel.alpha = 1
{action_body}
    }}{extra_action}
}}
'''


# MARK: - Storyboards

HEADER = '''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{initial}">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
'''
FOOTER = '''    </scenes>
</document>
'''


class Ids:
    def __init__(self, prefix):
        self.prefix, self.n = prefix, 0

    def __call__(self, kind):
        self.n += 1
        return f"{self.prefix}-{kind}-{self.n:03d}"


def label(ids, y, text, outlet_ids):
    i = ids("lbl")
    outlet_ids.append(i)
    return f'''                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{text}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{i}">
                                <rect key="frame" x="20" y="{y}" width="353" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
'''


def button(ids, y, title, controller, selector=None, segue=None):
    i = ids("btn")
    conns = ""
    if selector:
        conns += f'''                                    <action selector="{selector}" destination="{controller}" eventType="touchUpInside" id="{ids('act')}"/>
'''
    if segue:
        conns += f'''                                    <segue destination="{segue[0]}" kind="show" identifier="{segue[1]}" id="{ids('seg')}"/>
'''
    return i, f'''                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{i}">
                                <rect key="frame" x="20" y="{y}" width="150" height="44"/>
                                <state key="normal" title="{title}"/>
                                <connections>
{conns}                                </connections>
                            </button>
'''


def scene(ids, controller_id, cls, storyboard_id, title, subviews, outlets):
    conns = "".join(
        f'''                        <outlet property="{name}" destination="{dest}" id="{ids('out')}"/>
''' for name, dest in outlets)
    return f'''        <!--{title}-->
        <scene sceneID="{ids('sce')}">
            <objects>
                <viewController storyboardIdentifier="{storyboard_id}" id="{controller_id}" customClass="{cls}" customModule="LoopApp" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{ids('vw')}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{subviews}                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{ids('saf')}"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <navigationItem key="navigationItem" title="{title}" id="{ids('nvi')}"/>
                    <connections>
{conns}                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids('frs')}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
'''


def area_scenes(area, ids):
    """The area's navigation controller (its id returned) and its scenes."""
    nav, lst, detail, edit = ids("nav"), ids("lst"), ids("dtl"), ids("edt")
    out = f'''        <!--{area} Navigation-->
        <scene sceneID="{ids('sce')}">
            <objects>
                <navigationController storyboardIdentifier="{area}Navigation" id="{nav}" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="{area}" id="{ids('tbi')}"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="{ids('bar')}">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="{lst}" kind="relationship" relationship="rootViewController" id="{ids('rel')}"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids('frs')}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <!--{area} List-->
        <scene sceneID="{ids('sce')}">
            <objects>
                <tableViewController storyboardIdentifier="{area}List" id="{lst}" customClass="{area}ListViewController" customModule="LoopApp" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="{ids('tbl')}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" textLabel="{ids('ctl')}" style="IBUITableViewCellStyleDefault" id="{ids('cel')}">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="{lst}" id="{ids('ods')}"/>
                            <outlet property="delegate" destination="{lst}" id="{ids('odl')}"/>
                        </connections>
                    </tableView>
                    <navigationItem key="navigationItem" title="{area}" id="{ids('nvi')}"/>
                    <connections>
                        <segue destination="{detail}" kind="show" identifier="showDetail" id="{ids('seg')}"/>
                    </connections>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids('frs')}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
'''
    # The text label of the cell is written by the prototype's style; its id above only names it.
    labels = []
    sub = label(ids, 120, "Title", labels)
    fav, b1 = button(ids, 160, "Favorite", detail, selector="toggleFavorite:")
    edt, b2 = button(ids, 220, "Edit", detail, segue=(edit, "showEdit"))
    out += scene(ids, detail, f"{area}DetailViewController", f"{area}Detail", "Detail",
                 sub + b1 + b2,
                 [("titleLabel", labels[0]), ("favoriteButton", fav), ("editButton", edt)])
    field, switch, status = ids("txt"), ids("swi"), []
    sub = f'''                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{field}">
                                <rect key="frame" x="20" y="120" width="353" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits" returnKeyType="done"/>
                            </textField>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{switch}">
                                <rect key="frame" x="20" y="170" width="51" height="31"/>
                                <connections>
                                    <action selector="enabledChanged:" destination="{edit}" eventType="valueChanged" id="{ids('act')}"/>
                                </connections>
                            </switch>
'''
    sub += label(ids, 220, "Ready", status)
    _, b = button(ids, 260, "Save", edit, selector="save:")
    out += scene(ids, edit, f"{area}EditViewController", f"{area}Edit", "Edit", sub + b,
                 [("nameField", field), ("enabledSwitch", switch), ("statusLabel", status[0])])
    for screen in SCREENS:
        controller = ids("scr")
        message = []
        sub = label(ids, 120, screen, message)
        action, b = button(ids, 160, "Go", controller, selector="performAction:")
        outlets = [("messageLabel", message[0]), ("actionButton", action)]
        if screen == "Filter":
            scope = ids("seg")
            sub += f'''                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="{scope}">
                                <rect key="frame" x="20" y="220" width="200" height="32"/>
                                <segments>
                                    <segment title="All"/>
                                    <segment title="Recent"/>
                                    <segment title="Starred"/>
                                </segments>
                                <connections>
                                    <action selector="scopeChanged:" destination="{controller}" eventType="valueChanged" id="{ids('act')}"/>
                                </connections>
                            </segmentedControl>
'''
            outlets.append(("scopeControl", scope))
        out += scene(ids, controller, f"{area}{screen}ViewController", f"{area}{screen}", screen,
                     sub + b, outlets)
    return nav, out


def storyboard(area):
    ids = Ids(area[:3].upper())
    nav, scenes = area_scenes(area, ids)
    if area != "Home":
        return HEADER.format(initial=nav) + scenes + FOOTER
    tabs = ids("tab")
    refs = ""
    relationships = f'''                        <segue destination="{nav}" kind="relationship" relationship="viewControllers" id="{ids('rel')}"/>
'''
    for other in AREAS[1:]:
        ref = ids("ref")
        relationships += f'''                        <segue destination="{ref}" kind="relationship" relationship="viewControllers" id="{ids('rel')}"/>
'''
        refs += f'''        <scene sceneID="{ids('sce')}">
            <objects>
                <viewControllerPlaceholder storyboardName="{other}" id="{ref}" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="{other}" id="{ids('tbi')}"/>
                </viewControllerPlaceholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids('frs')}" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
'''
    tab_scene = f'''        <!--Tab Bar Controller-->
        <scene sceneID="{ids('sce')}">
            <objects>
                <tabBarController storyboardIdentifier="Tabs" id="{tabs}" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="{ids('tbr')}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
{relationships}                    </connections>
                </tabBarController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids('frs')}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
'''
    return HEADER.format(initial=tabs) + tab_scene + scenes + refs + FOOTER


# MARK: - Tests

def storyboard_name(area):
    return "Main" if area == "Home" else area


def list_tests(area):
    items = ITEMS[area]
    return f'''import XCTest
@testable import LoopApp

final class {area}ListViewControllerTests: XCTestCase {{
    private var sut: {area}ListViewController!
    private var store: {area}Store!

    override func setUp() {{
        super.setUp()
        let storyboard = UIStoryboard(name: "{storyboard_name(area)}", bundle: nil)
        sut = storyboard.instantiateViewController(withIdentifier: "{area}List")
            as? {area}ListViewController
        store = {area}Store()
        sut.store = store
        sut.loadViewIfNeeded()
    }}

    override func tearDown() {{
        sut = nil
        store = nil
        super.tearDown()
    }}

    func test_rows_areTheStoresItems() {{
        XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), {len(items)})
        XCTAssertEqual(sut.title, "{area}")
    }}

    func test_cell_showsItsItem() {{
        let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell.textLabel?.text, "{items[1]}")
    }}

    func test_addButton_addsARow() {{
        let add = sut.navigationItem.rightBarButtonItem
        XCTAssertEqual(add?.action, #selector({area}ListViewController.addItem(_:)))
        XCTAssertTrue(add?.target === sut)
        sut.addItem(add as Any)
        XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), {len(items) + 1})
        XCTAssertEqual(store.items.last, "Item {len(items) + 1}")
    }}

    func test_selectingARow_showsItsDetail() {{
        let navigation = UINavigationController(rootViewController: sut)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

        let detail = navigation.topViewController as? {area}DetailViewController
        XCTAssertEqual(detail?.item, "{items[0]}")
        XCTAssertTrue(detail?.store === store)
        XCTAssertEqual(detail?.titleLabel.text, "{items[0]}")
    }}
}}
'''


def detail_tests(area):
    item = ITEMS[area][0]
    return f'''import XCTest
@testable import LoopApp

final class {area}DetailViewControllerTests: XCTestCase {{
    private var sut: {area}DetailViewController!

    override func setUp() {{
        super.setUp()
        let storyboard = UIStoryboard(name: "{storyboard_name(area)}", bundle: nil)
        sut = storyboard.instantiateViewController(withIdentifier: "{area}Detail")
            as? {area}DetailViewController
        sut.item = "{item}"
        sut.store = {area}Store()
        sut.loadViewIfNeeded()
    }}

    override func tearDown() {{
        sut = nil
        super.tearDown()
    }}

    func test_outlets_areConnected() {{
        XCTAssertNotNil(sut.titleLabel)
        XCTAssertNotNil(sut.favoriteButton)
        XCTAssertNotNil(sut.editButton)
    }}

    func test_title_isTheItem() {{
        XCTAssertEqual(sut.titleLabel.text, "{item}")
    }}

    func test_tappingFavorite_togglesTheStar() {{
        XCTAssertEqual(
            sut.favoriteButton.actions(forTarget: sut, forControlEvent: .touchUpInside),
            ["toggleFavorite:"])
        sut.favoriteButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(sut.titleLabel.text, "★ {item}")
        sut.favoriteButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(sut.titleLabel.text, "{item}")
    }}

    func test_tappingEdit_showsTheEditor() {{
        let navigation = UINavigationController(rootViewController: sut)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        sut.editButton.sendActions(for: .touchUpInside)

        let edit = navigation.topViewController as? {area}EditViewController
        XCTAssertEqual(edit?.item, "{item}")
        XCTAssertEqual(edit?.nameField.text, "{item}")
    }}
}}
'''


def edit_tests(area):
    item = ITEMS[area][0]
    return f'''import XCTest
@testable import LoopApp

final class {area}EditViewControllerTests: XCTestCase {{
    private var sut: {area}EditViewController!

    override func setUp() {{
        super.setUp()
        let storyboard = UIStoryboard(name: "{storyboard_name(area)}", bundle: nil)
        sut = storyboard.instantiateViewController(withIdentifier: "{area}Edit")
            as? {area}EditViewController
        sut.item = "{item}"
        sut.store = {area}Store()
        sut.loadViewIfNeeded()
    }}

    override func tearDown() {{
        sut = nil
        super.tearDown()
    }}

    func test_field_showsTheItem() {{
        XCTAssertEqual(sut.nameField.text, "{item}")
        XCTAssertTrue(sut.nameField.delegate === sut)
        XCTAssertTrue(sut.textFieldShouldReturn(sut.nameField))
    }}

    func test_save_renamesTheItem() {{
        sut.nameField.text = "Renamed"
        sut.save(sut.nameField as Any)
        XCTAssertEqual(sut.store.items.first, "Renamed")
        XCTAssertEqual(sut.statusLabel.text, "Saved Renamed")
    }}

    func test_switch_saysWhetherEnabled() {{
        sut.enabledSwitch.isOn = false
        sut.enabledSwitch.sendActions(for: .valueChanged)
        XCTAssertEqual(sut.statusLabel.text, "Disabled")
    }}
}}
'''


def screen_tests(area):
    checks = "\n".join(
        f'''        XCTAssertTrue(
            storyboard.instantiateViewController(withIdentifier: "{area}{s}")
                is {area}{s}ViewController)''' for s in SCREENS)
    return f'''import XCTest
@testable import LoopApp

final class {area}ScreensTests: XCTestCase {{
    private let storyboard = UIStoryboard(name: "{storyboard_name(area)}", bundle: nil)

    private func make<Controller: UIViewController>(_ identifier: String) -> Controller? {{
        let controller = storyboard.instantiateViewController(withIdentifier: identifier)
            as? Controller
        controller?.loadViewIfNeeded()
        return controller
    }}

    func test_everyScreen_isMadeByItsIdentifier() {{
{checks}
    }}

    func test_tappingGo_countsTheTaps() {{
        let summary: {area}SummaryViewController? = make("{area}Summary")
        XCTAssertEqual(
            summary?.actionButton.actions(forTarget: summary, forControlEvent: .touchDown),
            ["buttonHighlighted"])
        summary?.actionButton.sendActions(for: .touchUpInside)
        summary?.actionButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(summary?.taps, 2)
        XCTAssertEqual(summary?.messageLabel.text, "Summary 2")
    }}

    func test_share_asksFirst() {{
        let share: {area}ShareViewController? = make("{area}Share")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = share
        window.makeKeyAndVisible()

        share?.actionButton.sendActions(for: .touchUpInside)

        let alert = share?.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Share {area}?")
        XCTAssertEqual(alert?.actions.map {{ $0.title }}, ["Cancel", "Share"])
    }}

    func test_filter_showsTheChosenScope() {{
        let filter: {area}FilterViewController? = make("{area}Filter")
        filter?.scopeControl.selectedSegmentIndex = 2
        filter?.scopeControl.sendActions(for: .valueChanged)
        XCTAssertEqual(filter?.messageLabel.text, "Starred")
    }}
}}
'''


LAUNCH_TESTS = '''import XCTest
@testable import LoopApp

final class LaunchTests: XCTestCase {
    func test_theAppLaunchesItsTabs() {
        let delegate = UIApplication.shared.delegate as? AppDelegate
        let tabs = delegate?.window?.rootViewController as? UITabBarController
        XCTAssertEqual(tabs?.viewControllers?.count, 4)
        XCTAssertEqual(tabs?.tabBar.items?.map { $0.title }, ["Home", "Catalog", "Account", "Settings"])
    }
}
'''

PLACEHOLDER = '''// The app's files are in App/ and its tests in XcodeTests/, as Xcode keeps them:
// UIKitSourcesPlugin compiles them. SwiftPM needs one source file of the target's own.
'''


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    out, package_dir = sys.argv[1], os.path.abspath(sys.argv[2])
    write(out, "Package.swift", manifest(package_dir))
    write(out, "LoopApp/Shim/Empty.swift", PLACEHOLDER)
    write(out, "LoopAppTests/Empty.swift", PLACEHOLDER)
    write(out, "LoopApp/App/AppDelegate.swift", APP_DELEGATE)
    write(out, "LoopAppTests/XcodeTests/LaunchTests.swift", LAUNCH_TESTS)
    for area in AREAS:
        app = f"LoopApp/App/{area}/"
        write(out, app + f"{area}Store.swift", store(area))
        write(out, app + f"{area}ListViewController.swift", list_controller(area))
        write(out, app + f"{area}DetailViewController.swift", detail_controller(area))
        write(out, app + f"{area}EditViewController.swift", edit_controller(area))
        for screen in SCREENS:
            write(out, app + f"{area}{screen}ViewController.swift", screen_controller(area, screen))
        write(out, f"LoopApp/App/Base.lproj/{storyboard_name(area)}.storyboard", storyboard(area))
        tests = f"LoopAppTests/XcodeTests/{area}/"
        write(out, tests + f"{area}ListViewControllerTests.swift", list_tests(area))
        write(out, tests + f"{area}DetailViewControllerTests.swift", detail_tests(area))
        write(out, tests + f"{area}EditViewControllerTests.swift", edit_tests(area))
        write(out, tests + f"{area}ScreensTests.swift", screen_tests(area))


if __name__ == "__main__":
    main()
