import StoryboardLoader
import Storyboards
import XCTest

// App classes named like the runtime's own, as Xcode's templates name them.
private final class ViewController: Storyboards.ViewController {}
private final class NavigationController: Storyboards.NavigationController {}
private final class HomeViewController: Storyboards.ViewController {}
private enum Shop { final class ProfileViewController: Storyboards.ViewController {} }
private enum Admin { final class ProfileViewController: Storyboards.ViewController {} }

/// How a bundle finds the class of a scene, as UIKit does (SB-7): scenes without a custom class
/// get the runtime's class for their element; custom classes resolve with their module.
final class ClassLookupTests: XCTestCase {
  /// A storyboard as Xcode's app template writes it: a plain scene, a scene of the app's
  /// `ViewController`, a plain navigation controller and one of the app's class.
  private static let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="app">
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="Plain" id="plain" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="App" id="app" customClass="ViewController" \
    customModule="Shop" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <navigationController storyboardIdentifier="PlainNav" id="nav" sceneMemberID="viewController">
                    <connections><segue destination="plain" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <navigationController storyboardIdentifier="AppNav" id="appnav" customClass="NavigationController" \
    customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                    <connections><segue destination="plain" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s5"><objects>
                <navigationController storyboardIdentifier="Wrong" id="wrong" customClass="HomeViewController" \
    customModule="Shop" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s6"><objects>
                <viewController storyboardIdentifier="Profile" id="profile" customClass="ProfileViewController" \
    customModule="Admin" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s7"><objects>
                <viewController storyboardIdentifier="InheritedProfile" id="inherited" \
    customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s8"><objects>
                <navigationController storyboardIdentifier="UIKitNav" id="uikit" customClass="UINavigationController" \
    sceneMemberID="viewController"/>
            </objects></scene>
        </scenes>
    </document>
    """

  private func bundle(moduleName: String? = nil) throws -> StoryboardBundle {
    let main = try StoryboardLoader.loadStoryboard(data: Data(Self.template.utf8), name: "Main")
    let bundle = StoryboardBundle(storyboards: [main], moduleName: moduleName)
    bundle.register(ViewController.self)
    bundle.register(NavigationController.self)
    bundle.register(HomeViewController.self)
    bundle.register(Shop.ProfileViewController.self, as: "Shop.ProfileViewController")
    bundle.register(Admin.ProfileViewController.self, as: "Admin.ProfileViewController")
    return bundle
  }

  private func make(_ identifier: String, in bundle: StoryboardBundle) throws
    -> Storyboards.ViewController
  {
    Storyboard(name: "Main", bundle: bundle).instantiateViewController(
      withIdentifier: identifier)
  }

  func testAnAppClassNamedViewControllerChangesOnlyTheScenesThatNameIt() throws {
    let bundle = try bundle()
    XCTAssertTrue(type(of: try make("Plain", in: bundle)) == Storyboards.ViewController.self)
    XCTAssertTrue(try make("App", in: bundle) is ViewController)
  }

  func testAnAppClassNamedNavigationControllerChangesOnlyTheScenesThatNameIt() throws {
    let bundle = try bundle()
    let plain = try make("PlainNav", in: bundle)
    XCTAssertTrue(type(of: plain) == Storyboards.NavigationController.self)
    XCTAssertTrue(try make("AppNav", in: bundle) is NavigationController)
    // Its root, a plain scene, stays the runtime's class too.
    let root = try XCTUnwrap((plain as? Storyboards.NavigationController)?.topViewController)
    XCTAssertTrue(type(of: root) == Storyboards.ViewController.self)
  }

  func testAUIKitClassNameFindsTheRuntimesOwnClass() throws {
    XCTAssertTrue(
      type(of: try make("UIKitNav", in: try bundle())) == Storyboards.NavigationController.self)
  }

  func testACustomClassResolvesWithItsModule() throws {
    let bundle = try bundle()
    XCTAssertTrue(try make("Profile", in: bundle) is Admin.ProfileViewController)
  }

  func testInheritModuleFromTargetUsesTheBundlesModuleName() throws {
    XCTAssertTrue(
      try make("InheritedProfile", in: try bundle(moduleName: "Shop"))
        is Shop.ProfileViewController)
    XCTAssertTrue(
      try make("InheritedProfile", in: try bundle(moduleName: "Admin"))
        is Admin.ProfileViewController)
  }

  func testAClassOfTheWrongKindIsATypedErrorNamingBoth() throws {
    let bundle = try bundle()
    XCTAssertThrowsError(try catching { try make("Wrong", in: bundle) }) { error in
      guard case StoryboardError.wrongClassKind(let className, let required, "wrong", _, _) = error
      else { return XCTFail("\(error)") }
      XCTAssertEqual(className, "HomeViewController")
      XCTAssertEqual(required, "NavigationController")
      XCTAssertEqual(
        "\(error)",
        "The scene 'wrong' (Main.storyboard:21:13) is a NavigationController in the storyboard, "
          + "but its class HomeViewController is not a kind of NavigationController: UIKit "
          + "would send it messages it does not understand. Make HomeViewController a subclass "
          + "of NavigationController, or change the scene's class.")
    }
  }

  func testLintAndValidateReportAClassOfTheWrongKind() throws {
    let bundle = try bundle()
    let findings = bundle.lint().filter { $0.rule == .wrongClassKind }
    XCTAssertEqual(findings.map(\.severity), [.error])
    XCTAssertEqual(
      findings.first?.description,
      "Main.storyboard:21:13: error: the scene 'wrong' is a NavigationController in the "
        + "storyboard, but its class HomeViewController is not a kind of NavigationController; "
        + "make HomeViewController a subclass of NavigationController, or change the scene's "
        + "class [wrong-class-kind]")
    let problems = bundle.validate().problems
    XCTAssertEqual(problems.map(\.rule), [.instantiationFailed])
    XCTAssertTrue(problems[0].message.hasPrefix("Main#wrong: "))
    XCTAssertTrue(problems[0].message.contains("is not a kind of NavigationController"))
  }

  func testWithoutRegistrationsNothingIsOfTheWrongKind() throws {
    let main = try StoryboardLoader.loadStoryboard(data: Data(Self.template.utf8), name: "Main")
    let bundle = StoryboardBundle(storyboards: [main])
    XCTAssertEqual(bundle.lint().filter { $0.rule == .wrongClassKind }, [])
    XCTAssertTrue(type(of: try make("Wrong", in: bundle)) == Storyboards.NavigationController.self)
  }
}
