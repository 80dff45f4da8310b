import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// A nib file read by the storyboard reader and instantiated as UIKit's `UINib` does: its
/// top-level objects made afresh, File's Owner's outlets and actions connected on the owner,
/// `awakeFromNib` sent.
final class NibTests: XCTestCase {
  /// A nib as Xcode writes one for a view controller's view: File's Owner with the view and
  /// a label outlet, a button whose action targets File's Owner, one to First Responder.
  static let profileNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NibOwner" customModule="StoryboardLoaderTests" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                    <outlet property="nameLabel" destination="lbl-Nm-001" id="out-Nm-001"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label opaque="NO" text="Name" id="lbl-Nm-001">
                        <rect key="frame" x="20" y="100" width="353" height="21"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-Sv-001">
                        <rect key="frame" x="20" y="140" width="80" height="35"/>
                        <state key="normal" title="Save"/>
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="act-Sv-001"/>
                            <action selector="copy:" destination="-2" eventType="touchUpInside" id="act-Cp-001"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            <tapGestureRecognizer id="tap-Gs-001"/>
        </objects>
    </document>
    """

  /// The File's Owner, with the by-name table the UIKitSources step writes.
  final class NibOwner: ViewController {
    var nameLabel: Label?
    var saves = 0
    override class var memberTableClass: AnyClass? { NibOwner.self }
    override func objectiveCMember(named name: String) -> ObjectiveCMember? {
      switch name {
      case "nameLabel":
        return .property(
          get: { self.nameLabel },
          set: { self.nameLabel = try ObjectiveCMember.cast($0, member: "nameLabel") })
      case "save:":
        return .method(arity: 1) { _ in
          self.saves += 1
          return nil
        }
      default: return super.objectiveCMember(named: name)
      }
    }
  }

  func testANibReadsItsOwnerAndTopLevelObjects() throws {
    let nib = try StoryboardLoader.loadNib(data: Data(Self.profileNib.utf8), name: "Profile")
    XCTAssertEqual(nib.name, "Profile")
    XCTAssertEqual(nib.owner.id, "-1")
    XCTAssertEqual(nib.owner.customClass, "NibOwner")
    XCTAssertEqual(nib.owner.connections.map(\.name), ["view", "nameLabel"])
    XCTAssertEqual(nib.topLevelObjects.map(\.element), ["view", "tapGestureRecognizer"])
    XCTAssertEqual(
      nib.owner.objects.map(\.id),
      ["-2", "i5M-Pr-FkT", "lbl-Nm-001", "btn-Sv-001", "tap-Gs-001"])
  }

  func testInstantiatingConnectsTheOwnerAndReturnsTheTopLevelObjects() throws {
    let nib = Nib(
      definition: try StoryboardLoader.loadNib(data: Data(Self.profileNib.utf8), name: "Profile"))
    let owner = NibOwner()
    let objects = nib.instantiate(withOwner: owner)
    XCTAssertEqual(objects.count, 2)
    let view = try XCTUnwrap(objects.first as? View)
    XCTAssertTrue(objects.last is TapGestureRecognizer)
    XCTAssertIdentical(owner.viewIfLoaded, view, "File's Owner's view outlet sets its view")
    XCTAssertEqual(owner.nameLabel?.text, "Name")
    XCTAssertIdentical(owner.nameLabel?.superview, view)
    let button = try XCTUnwrap(view.subviews.last as? Button)
    button.sendActions(for: .touchUpInside)
    XCTAssertEqual(owner.saves, 1, "the action to File's Owner reaches the owner")
    XCTAssertEqual(button.actions(forTarget: nil, forControlEvent: .touchUpInside), ["copy:"])
    let again = nib.instantiate(withOwner: nil)
    XCTAssertFalse((again.first as? View) === view, "each instantiation makes new objects")
  }

  /// A folder holding `name.xib` with the profile nib, as a bundle.
  private func bundle(holding names: [String]) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("NibTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for name in names {
      try Data(Self.profileNib.utf8).write(to: folder.appendingPathComponent("\(name).xib"))
    }
    return try XCTUnwrap(Bundle(path: folder.path))
  }

  func testAControllerLoadsTheNibItNamesAsItsView() throws {
    let owner = NibOwner(nibName: "Profile", bundle: try bundle(holding: ["Profile"]))
    owner.loadViewIfNeeded()
    XCTAssertEqual(owner.nameLabel?.text, "Name")
    XCTAssertIdentical(owner.nameLabel?.superview, owner.view)
    XCTAssertEqual(owner.view.subviews.count, 2)
  }

  /// Apple's `nibName`: "If the view controller class name ends with the word 'Controller'
  /// … it looks for a nib file whose name matches the class name without the word
  /// 'Controller'", then one named as the class.
  func testAControllerWithoutANibNameFindsTheNibNamedAfterItsClass() throws {
    final class ProfileViewController: ViewController {
      var nameLabel: Label?
      override class var memberTableClass: AnyClass? { ProfileViewController.self }
      override func objectiveCMember(named name: String) -> ObjectiveCMember? {
        guard name == "nameLabel" else { return super.objectiveCMember(named: name) }
        return .property(
          get: { self.nameLabel },
          set: { self.nameLabel = try ObjectiveCMember.cast($0, member: name) })
      }
    }
    let withoutSuffix = ProfileViewController(
      nibName: nil, bundle: try bundle(holding: ["ProfileView"]))
    withoutSuffix.loadViewIfNeeded()
    XCTAssertEqual(withoutSuffix.nameLabel?.text, "Name")
    let named = ProfileViewController(
      nibName: nil, bundle: try bundle(holding: ["ProfileViewController"]))
    named.loadViewIfNeeded()
    XCTAssertEqual(named.nameLabel?.text, "Name")
    XCTAssertNil(named.nibName, "the lookup leaves nibName as it was given")
  }

  func testANibThatSetsNoViewRaisesUIKitsException() throws {
    final class Other: ViewController {}
    let nib = Self.profileNib.replacingOccurrences(
      of: "<outlet property=\"view\" destination=\"i5M-Pr-FkT\" id=\"sfx-zR-JGt\"/>", with: "")
    let folder = try bundle(holding: [])
    try Data(nib.utf8).write(
      to: URL(fileURLWithPath: folder.bundlePath).appendingPathComponent("Blank.xib"))
    let controller = NibOwner(nibName: "Blank", bundle: folder)
    XCTAssertThrowsError(try catching { controller.loadViewIfNeeded() }) {
      XCTAssertEqual($0 as? ViewError, .nibViewNotSet(nibName: "Blank"))
      XCTAssertTrue(
        "\($0)".hasPrefix(
          "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"Blank\" nib but the "
            + "view outlet was not set."), "\($0)")
    }
    _ = Other()
  }

  func testACellRegisteredWithANibIsItsOneTopLevelObject() throws {
    let cellNib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cel-Rc-001">
                  <tableViewCellContentView key="contentView" opaque="NO" id="cnt-Rc-001">
                      <subviews>
                          <label opaque="NO" text="Recipe" id="lbl-Rc-001"/>
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    let table = TableView(frame: .zero, style: .plain)
    table.register(
      Nib(definition: try StoryboardLoader.loadNib(data: Data(cellNib.utf8), name: "RecipeCell")),
      forCellReuseIdentifier: "Recipe")
    let first = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "Recipe"))
    let second = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "Recipe"))
    XCTAssertFalse(first === second)
    XCTAssertEqual(first.reuseIdentifier, "Recipe")
    XCTAssertEqual((first.contentView.subviews.first as? Label)?.text, "Recipe")
    table.register(
      Nib(
        definition: try StoryboardLoader.loadNib(data: Data(Self.profileNib.utf8), name: "Profile")),
      forCellReuseIdentifier: "Wrong")
    XCTAssertThrowsError(try catching { _ = table.dequeueReusableCell(withIdentifier: "Wrong") }) {
      XCTAssertEqual(
        $0 as? ViewError,
        .invalidNib(nibName: "Profile", identifier: "Wrong", requiredClass: "UITableViewCell"))
    }
  }

  func testAStoryboardIsNotANib() {
    XCTAssertThrowsError(
      try StoryboardLoader.loadNib(
        data: Data(
          "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes/></document>"
            .utf8), name: "Main")
    ) {
      XCTAssertEqual(
        "\($0)",
        "Main.xib:1:1: error: the document has no top-level <objects>: this is not an "
          + "Interface Builder nib (.xib). Open a .xib file, or open a storyboard with "
          + "UIStoryboard(name:bundle:).")
    }
  }

  func testAMalformedNibIsTheReadersLocatedError() {
    let broken = Self.profileNib.replacingOccurrences(of: "</subviews>", with: "</subview>")
    XCTAssertThrowsError(try StoryboardLoader.loadNib(data: Data(broken.utf8), name: "Profile")) {
      let error = $0 as? StoryboardLoadError
      XCTAssertEqual(error?.path, "Profile.xib")
      XCTAssertEqual(error?.line, 29)
    }
  }

  func testANibThatCannotBeFoundRaisesWhenInstantiated() {
    let nib = Nib(nibName: "Missing", bundle: nil)
    XCTAssertThrowsError(try catching { _ = nib.instantiate(withOwner: nil) }) {
      guard case .nibNotFound(let name, _)? = $0 as? StoryboardError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(name, "Missing")
      XCTAssertTrue("\($0)".hasPrefix("Could not load NIB in bundle: '"), "\($0)")
    }
  }
}

extension NibTests {
  /// A nib with an External Object placeholder (Interface Builder's "External Object", its
  /// identifier `Store`): File's Owner's outlet and a button's action go to the object the
  /// `externalObjects` option gives.
  static let externalNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ExternalOwner">
                <connections>
                    <outlet property="store" destination="ext-St-001" id="out-St-001"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="Store" id="ext-St-001" userLabel="External Object" customClass="Store"/>
            <button buttonType="system" id="btn-Rf-001">
                <connections>
                    <action selector="refresh:" destination="ext-St-001" eventType="touchUpInside" id="act-Rf-001"/>
                </connections>
            </button>
        </objects>
    </document>
    """

  final class Store: Responder {
    var refreshes = 0
    override class var memberTableClass: AnyClass? { Store.self }
    override func objectiveCMember(named name: String) -> ObjectiveCMember? {
      guard name == "refresh:" else { return super.objectiveCMember(named: name) }
      return .method(arity: 1) { _ in
        self.refreshes += 1
        return nil
      }
    }
  }

  final class ExternalOwner: ViewController {
    var store: Store?
    override class var memberTableClass: AnyClass? { ExternalOwner.self }
    override func objectiveCMember(named name: String) -> ObjectiveCMember? {
      guard name == "store" else { return super.objectiveCMember(named: name) }
      return .property(
        get: { self.store }, set: { self.store = try ObjectiveCMember.cast($0, member: name) })
    }
  }

  func testExternalObjectsStandForTheirPlaceholders() throws {
    let nib = Nib(
      definition: try StoryboardLoader.loadNib(data: Data(Self.externalNib.utf8), name: "List"))
    let store = Store()
    let owner = ExternalOwner()
    let objects = nib.instantiate(withOwner: owner, options: [.externalObjects: ["Store": store]])
    XCTAssertIdentical(owner.store, store)
    let button = try XCTUnwrap(objects.first as? Button)
    XCTAssertEqual(objects.count, 1, "placeholders are no top-level objects")
    button.sendActions(for: .touchUpInside)
    XCTAssertEqual(store.refreshes, 1)
    let alone = ExternalOwner()
    _ = nib.instantiate(withOwner: alone, options: nil)
    XCTAssertNil(alone.store, "without the option the outlet stays unset")
  }

  func testANibFromBytesMakesItsObjectsAndAMissingNamedNibRaises() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <label opaque="NO" text="Badge" id="lbl-Bd-001"/>
          </objects>
      </document>
      """
    let nib = Nib(data: Data(xib.utf8), bundle: nil)
    XCTAssertEqual(nib.name, "<data>")
    let objects = nib.instantiate(withOwner: nil)
    XCTAssertEqual((objects.first as? Label)?.text, "Badge")
    XCTAssertThrowsError(try catching { _ = Bundle.main.loadNibNamed("NoSuchNib", owner: nil) }) {
      guard case .nibNotFound(let name, _)? = $0 as? StoryboardError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(name, "NoSuchNib")
    }
  }
}
