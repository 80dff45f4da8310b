import Foundation
import Storyboards
import TestSupport
import XCTest

/// Counts the side effects the segregation technique documents.
final class ProfileViewController: ViewController {
  nonisolated(unsafe) static var inits = 0
  nonisolated(unsafe) static var awakes = 0
  nonisolated(unsafe) static var loads = 0
  /// Instances alive now: placeholders of this class and their substitutes.
  nonisolated(unsafe) static var live = 0

  static func reset() { (inits, awakes, loads) = (0, 0, 0) }

  required init?(coder: NSCoder) {
    Self.inits += 1
    Self.live += 1
    super.init(coder: coder)
  }
  required init() {
    Self.inits += 1
    Self.live += 1
    super.init(nibName: nil, bundle: nil)
  }
  deinit { Self.live -= 1 }
  override func awakeFromNib() { Self.awakes += 1 }
  override func viewDidLoad() { Self.loads += 1 }
}

final class PlaceholderSubstitutionTests: XCTestCase {
  /// `Main` holds placeholders into `Profile` and `Settings`: a tab bar whose tabs are a
  /// navigation controller rooted at a placeholder and a placeholder, a split view with a
  /// placeholder secondary, a segue to a placeholder, and chains and cycles of placeholders.
  private func makeBundle(_ placeholderClass: String? = "ProfileViewController") -> StoryboardBundle
  {
    func placeholder(_ name: String, _ identifier: String) -> [RuntimeAttribute] {
      [.string("storyboardName", name), .string("storyboardIdentifier", identifier)]
    }
    var main = StoryboardBuilder("Main")
    main.tabBarController(
      "tabs", tabs: ["homeNav", "settingsPlaceholder", "split"], isInitial: true)
    main.navigationController("homeNav", root: "home")
    main.viewController("home", storyboardIdentifier: "Home", title: "Home")
    main.viewController(
      "profilePlaceholder", storyboardIdentifier: "ProfilePlaceholder",
      customClass: placeholderClass,
      runtimeAttributes: placeholder("Profile", "Profile"))
    main.viewController(
      "settingsPlaceholder", runtimeAttributes: placeholder("Settings", "Settings"))
    main.splitViewController("split", primary: "master", secondary: "detailPlaceholder")
    main.viewController("master", title: "Master")
    main.viewController("detailPlaceholder", runtimeAttributes: placeholder("Profile", "Profile"))
    main.segue(.show, from: "home", to: "profilePlaceholder", identifier: "showProfile")
    main.viewController(
      "chain", storyboardIdentifier: "Chain",
      runtimeAttributes: placeholder("Settings", "ToProfile"))
    main.viewController(
      "loop", storyboardIdentifier: "Loop", runtimeAttributes: placeholder("Settings", "Back"))
    main.viewController(
      "missing", storyboardIdentifier: "Missing", runtimeAttributes: placeholder("Gone", "X"))
    main.viewController(
      "badID", storyboardIdentifier: "BadID", runtimeAttributes: placeholder("Profile", "Nope"))

    var profile = StoryboardBuilder("Profile")
    profile.viewController(
      "profile", storyboardIdentifier: "Profile", customClass: "ProfileViewController",
      title: "Profile", isInitial: true)
    profile.viewController("avatar", storyboardIdentifier: "Avatar", title: "Avatar")

    var settings = StoryboardBuilder("Settings")
    settings.viewController(
      "settings", storyboardIdentifier: "Settings", title: "Settings", isInitial: true)
    settings.viewController(
      "toProfile", storyboardIdentifier: "ToProfile",
      runtimeAttributes: placeholder("Profile", "Avatar"))
    settings.viewController(
      "back", storyboardIdentifier: "Back", runtimeAttributes: placeholder("Main", "Loop"))

    let bundle = StoryboardBundle(storyboards: [
      main.definition, profile.definition, settings.definition,
    ])
    bundle.register(ProfileViewController.self)
    bundle.installPlaceholderSubstitution()
    ProfileViewController.reset()
    return bundle
  }

  func testRuntimeAttributesSetThePlaceholderProperties() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController(
      "p", storyboardIdentifier: "P",
      runtimeAttributes: [
        .string("storyboardName", "Profile"), .string("storyboardIdentifier", "Avatar"),
        .string("sceneIdentifier", "Scene"),
      ])
    let placeholder = Storyboard(
      name: "App", bundle: StoryboardBundle(storyboards: [builder.definition])
    )
    .instantiateViewController(withIdentifier: "P")
    XCTAssertEqual(placeholder.storyboardName, "Profile")
    XCTAssertEqual(placeholder.storyboardIdentifier, "Avatar")
    XCTAssertEqual(placeholder.linkedSceneIdentifier, "Scene")
  }

  func testSubstitutionInASegueWithTheSideEffectsOfTheTechnique() throws {
    let bundle = makeBundle()
    let tabs = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? TabBarController)
    let window = visibleWindow(root: tabs)
    let navigation = try XCTUnwrap(tabs.selectedViewController as? NavigationController)
    ProfileViewController.reset()
    let recorder = EventRecorder()
    recorder.record {
      navigation.topViewController?.performSegue(withIdentifier: "showProfile", sender: nil)
    }
    let profile = try XCTUnwrap(navigation.topViewController as? ProfileViewController)
    XCTAssertEqual(profile.storyboard?.name, "Profile")
    XCTAssertEqual(ProfileViewController.inits, 2, "the placeholder is instantiated too")
    XCTAssertEqual(ProfileViewController.awakes, 2)
    XCTAssertEqual(ProfileViewController.loads, 1, "only the substitute's view loads")
    XCTAssertTrue(recorder.descriptions.contains("ProfileViewController.substituted(by: Profile)"))
    XCTAssertEqual(
      window.hierarchyDescription,
      """
      TabBarController (Main)
        selected: NavigationController (Main)
          ViewController "Home" (Main)
          ProfileViewController "Profile" (Profile)
        ViewController "Settings" (Settings)
        SplitViewController [collapsed] (Main)
          ViewController "Master" (Main)
      """, "compact width: the split collapsed onto a primary that is no navigation controller")
    assertConsistent(window)
  }

  /// Placeholders and their substitutes — in a segue, in tabs, in a split, in
  /// `instantiateViewController` — are all released with the window: substitution keeps no
  /// reference to either.
  func testSubstitutionLeaksNeitherThePlaceholdersNorTheirSubstitutes() throws {
    weak var weakWindow: Window?
    weak var weakProfile: ViewController?
    weak var weakDetail: ViewController?
    weak var weakSettings: ViewController?
    weak var weakInstantiated: ViewController?
    let liveBefore = ProfileViewController.live
    do {
      let bundle = makeBundle()
      let storyboard = Storyboard(name: "Main", bundle: bundle)
      let tabs = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TabBarController)
      weakDetail = (tabs.viewControllers?[2] as? SplitViewController)?.viewControllers.last
      XCTAssertEqual(weakDetail?.title, "Profile")
      let window = visibleWindow(root: tabs)
      let navigation = try XCTUnwrap(tabs.selectedViewController as? NavigationController)
      navigation.topViewController?.performSegue(withIdentifier: "showProfile", sender: nil)
      weakProfile = navigation.topViewController
      weakSettings = tabs.viewControllers?[1]
      let instantiated = storyboard.instantiateViewController(withIdentifier: "ProfilePlaceholder")
      weakInstantiated = instantiated
      weakWindow = window
      XCTAssertEqual(weakProfile?.title, "Profile")
      XCTAssertEqual(weakSettings?.title, "Settings")
      XCTAssertEqual(weakInstantiated?.title, "Profile")
    }
    XCTAssertNil(weakWindow)
    XCTAssertNil(weakProfile, "the substitute pushed by a segue")
    XCTAssertNil(weakSettings, "a substituted tab")
    XCTAssertNil(weakDetail, "a substituted split column")
    XCTAssertNil(weakInstantiated, "a substitute from instantiateViewController")
    XCTAssertEqual(
      ProfileViewController.live, liveBefore, "every placeholder and substitute is gone")
  }

  func testAPlaceholderOfTheBaseClassRunsNoUserCode() throws {
    let bundle = makeBundle(nil)
    let placeholder = Storyboard(name: "Main", bundle: bundle).instantiateViewController(
      withIdentifier: "ProfilePlaceholder")
    XCTAssertTrue(placeholder is ProfileViewController)
    XCTAssertEqual(ProfileViewController.inits, 1)
    XCTAssertEqual(ProfileViewController.awakes, 1)
  }

  func testSubstitutionInInstantiateViewControllerWithIdentifier() throws {
    let bundle = makeBundle()
    let controller = Storyboard(name: "Main", bundle: bundle).instantiateViewController(
      withIdentifier: "ProfilePlaceholder")
    XCTAssertEqual(controller.title, "Profile")
    XCTAssertEqual(controller.storyboard?.name, "Profile")
  }

  func testSubstitutionInNavigationTabAndSplitChildren() throws {
    let bundle = makeBundle()
    let tabs = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? TabBarController)
    XCTAssertEqual(tabs.viewControllers?[1].title, "Settings", "a tab")
    let split = try XCTUnwrap(tabs.viewControllers?[2] as? SplitViewController)
    XCTAssertEqual(split.viewControllers.map(\.title), ["Master", "Profile"], "a split child")
    XCTAssertEqual(tabs.children.count, 3)
    XCTAssertNoThrow(try tabs.checkInvariants())
  }

  func testNavigationRootIsSubstituted() throws {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "placeholder", isInitial: true)
    main.viewController(
      "placeholder",
      runtimeAttributes: [
        .string("storyboardName", "Other"), .string("storyboardIdentifier", "Root"),
      ])
    var other = StoryboardBuilder("Other")
    other.viewController("root", storyboardIdentifier: "Root", title: "Root")
    let bundle = StoryboardBundle(storyboards: [main.definition, other.definition])
    bundle.installPlaceholderSubstitution()
    let navigation =
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
      as! NavigationController
    XCTAssertEqual(navigation.viewControllers.map(\.title), ["Root"])
    XCTAssertNoThrow(try navigation.checkInvariants())
  }

  func testChainsOfPlaceholdersResolve() throws {
    let bundle = makeBundle()
    let controller = Storyboard(name: "Main", bundle: bundle).instantiateViewController(
      withIdentifier: "Chain")
    XCTAssertEqual(controller.title, "Avatar", "Main → Settings placeholder → Profile")
  }

  func testACycleOfPlaceholdersIsATypedErrorNamingTheCycle() throws {
    let bundle = makeBundle()
    assertThrows(
      StoryboardError.referenceCycle(["Settings#Back", "Main#Loop", "Settings#Back"]),
      message: "Storyboard references form a cycle: Settings#Back -> Main#Loop -> Settings#Back."
    ) {
      _ = Storyboard(name: "Main", bundle: bundle).instantiateViewController(
        withIdentifier: "Loop")
    }
  }

  func testPlaceholdersIntoAMissingStoryboardOrIdentifier() throws {
    let bundle = makeBundle()
    let storyboard = Storyboard(name: "Main", bundle: bundle)
    assertThrows(
      StoryboardError.storyboardNotFound(name: "Gone", bundle: "StoryboardBundle <main> (loaded)"),
      message: "Could not find a storyboard named 'Gone' in bundle StoryboardBundle <main> (loaded)"
    ) { _ = storyboard.instantiateViewController(withIdentifier: "Missing") }
    assertThrows(
      StoryboardError.identifierNotFound(storyboard: "<Storyboard: Profile>", identifier: "Nope"),
      message:
        "Storyboard (<Storyboard: Profile>) doesn't contain a view controller with identifier 'Nope'"
    ) { _ = storyboard.instantiateViewController(withIdentifier: "BadID") }
  }

  func testStoryboardLinkStyleUsesTheInitialControllerWithoutSceneIdentifier() throws {
    var main = StoryboardBuilder("Main")
    main.viewController(
      "link", storyboardIdentifier: "Link",
      runtimeAttributes: [.string("storyboardName", "Profile")])
    main.viewController(
      "scene", storyboardIdentifier: "Scene",
      runtimeAttributes: [
        .string("storyboardName", "Profile"), .string("sceneIdentifier", "Avatar"),
      ])
    var profile = StoryboardBuilder("Profile")
    profile.viewController("profile", title: "Profile", isInitial: true)
    profile.viewController("avatar", storyboardIdentifier: "Avatar", title: "Avatar")
    let bundle = StoryboardBundle(storyboards: [main.definition, profile.definition])
    let tokens = bundle.installPlaceholderSubstitution(.storyboardLink)
    let storyboard = Storyboard(name: "Main", bundle: bundle)
    XCTAssertEqual(
      storyboard.instantiateViewController(withIdentifier: "Link").title, "Profile")
    XCTAssertEqual(
      storyboard.instantiateViewController(withIdentifier: "Scene").title, "Avatar")
    XCTAssertEqual(tokens.count, 3)
    for token in tokens { token.uninstall() }
    XCTAssertNil(
      storyboard.instantiateViewController(withIdentifier: "Link").title, "uninstalled")
  }

  func testViewControllerFromStoryboard() throws {
    let bundle = makeBundle()
    XCTAssertNil(
      try ViewController.viewControllerFromStoryboard(
        named: "", identifier: "Profile", bundle: bundle))
    XCTAssertNil(
      try ViewController.viewControllerFromStoryboard(
        named: "Profile", identifier: nil, bundle: bundle))
    let profile = try ViewController.viewControllerFromStoryboard(
      named: "Profile", identifier: "Avatar", bundle: bundle)
    XCTAssertEqual(profile?.title, "Avatar")
  }
}
