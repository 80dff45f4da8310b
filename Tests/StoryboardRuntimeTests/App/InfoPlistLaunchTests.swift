import Foundation
import Storyboards
import XCTest

/// An app's Info.plist read as UIKit reads it at launch, and the host that launches an app
/// for a test target's tests.
final class InfoPlistLaunchTests: XCTestCase {
  private static let manifest = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>UIApplicationSceneManifest</key>
      <dict>
        <key>UISceneConfigurations</key>
        <dict>
          <key>UIWindowSceneSessionRoleApplication</key>
          <array>
            <dict>
              <key>UISceneConfigurationName</key>
              <string>Default Configuration</string>
              <key>UISceneDelegateClassName</key>
              <string>$(PRODUCT_MODULE_NAME).LaunchedSceneDelegate</string>
              <key>UISceneStoryboardFile</key>
              <string>Main</string>
            </dict>
          </array>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  override func tearDown() {
    HostApplication.terminate()
    Application.shared.delegate = nil
    Application.setLaunchInterface(nil)
    super.tearDown()
  }

  private func interface(_ text: String, module: String = "StoryboardRuntimeTests")
    throws(LaunchError)
    -> LaunchInterface
  {
    try LaunchInterface(
      infoPlist: Data(text.utf8), path: "App/Info.plist",
      variables: ["PRODUCT_MODULE_NAME": module]
    ) {
      Storyboard(name: $0, bundle: StoryboardBundle(), definition: StoryboardDefinition(name: $0))
    }
  }

  func testASceneManifestsConfigurationNamesItsClassesAndStoryboard() throws {
    let read = try interface(Self.manifest)
    XCTAssertNil(read.mainStoryboard)
    let configuration = try XCTUnwrap(read.sceneConfigurations.first)
    XCTAssertEqual(read.sceneConfigurations.count, 1)
    XCTAssertEqual(configuration.name, "Default Configuration")
    XCTAssertTrue(configuration.delegateClass == LaunchedSceneDelegate.self)
    XCTAssertNil(configuration.sceneClass)
    XCTAssertEqual(configuration.storyboard?.name, "Main")
  }

  func testAMainStoryboardFileIsTheMainStoryboard() throws {
    let read = try interface(
      "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>Start</string>"
        + "</dict></plist>")
    XCTAssertEqual(read.mainStoryboard?.name, "Start")
    XCTAssertTrue(read.sceneConfigurations.isEmpty)
  }

  func testAClassNoModuleDeclaresIsAnUnknownClass() {
    XCTAssertThrowsError(try interface(Self.manifest, module: "Elsewhere")) {
      XCTAssertEqual(
        $0 as? LaunchError,
        .unknownClass(
          name: "Elsewhere.LaunchedSceneDelegate", key: "UISceneDelegateClassName",
          path: "App/Info.plist"))
      XCTAssertEqual(
        "\($0)",
        "App/Info.plist: UISceneDelegateClassName names the class "
          + "Elsewhere.LaunchedSceneDelegate, which the app does not declare. Use "
          + "$(PRODUCT_MODULE_NAME).LaunchedSceneDelegate with the name of a class in the "
          + "app's sources.")
    }
  }

  func testAMalformedPlistIsUnreadableAtItsLine() {
    let broken = Self.manifest.replacingOccurrences(
      of: "<string>Main</string>", with: "<strin>Main</string>")
    XCTAssertThrowsError(try interface(broken)) {
      guard case .unreadableInfoPlist(let path, let line, let reason)? = $0 as? LaunchError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(path, "App/Info.plist")
      XCTAssertEqual(line, 17)
      XCTAssertTrue(reason.contains("strin"), reason)
      XCTAssertTrue("\($0)".hasPrefix("App/Info.plist:17: the Info.plist cannot be read"))
    }
  }

  func testAValueOfTheWrongTypeIsUnreadable() {
    XCTAssertThrowsError(
      try interface(
        "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><true/></dict></plist>")
    ) {
      XCTAssertEqual(
        $0 as? LaunchError,
        .unreadableInfoPlist(
          path: "App/Info.plist", line: nil, reason: "UIMainStoryboardFile is not a string"))
    }
  }

  func testBuildSettingsExpandAsXcodeExpandsThem() throws {
    let read = try LaunchInterface(
      infoPlist: Data(
        ("<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key>"
          + "<string>${PREFIX}$(NAME:rfc1034identifier)$(UNDEFINED)-$x</string></dict></plist>")
          .utf8), path: "Info.plist", variables: ["PREFIX": "My", "NAME": "Main"]
    ) {
      Storyboard(name: $0, bundle: StoryboardBundle(), definition: StoryboardDefinition(name: $0))
    }
    XCTAssertEqual(read.mainStoryboard?.name, "MyMain-$x")
  }

  final class HostedDelegate: Responder, ApplicationDelegate {
    nonisolated(unsafe) static var events: [String] = []
    func applicationWillTerminate(_ application: Application) {
      Self.events.append("willTerminate")
    }
  }

  func testAHostLaunchesOncePerTargetAndTerminatesForAnother() {
    HostedDelegate.events = []
    var launches = 0
    let host = HostApplication(
      appModule: "App", testModule: "AppTests",
      classes: [(HostedDelegate.self, "TestingAppDelegate")], interface: { nil },
      entryPoint: {
        launches += 1
        XCTAssertTrue(ObjectiveCClasses.named("TestingAppDelegate") == HostedDelegate.self)
        Application.main(delegate: HostedDelegate())
      })
    host.launch()
    host.launch()
    XCTAssertEqual(launches, 1)
    XCTAssertEqual(HostApplication.launchedTestModule, "AppTests")
    XCTAssertEqual(HostApplication.launchedAppModule, "App")
    XCTAssertTrue(Application.shared.delegate is HostedDelegate)
    HostApplication.testWillStart(in: "AppTests")
    XCTAssertTrue(Application.shared.delegate is HostedDelegate)
    HostApplication.testWillStart(in: "OtherTests")
    XCTAssertEqual(HostedDelegate.events, ["willTerminate"])
    XCTAssertNil(Application.shared.delegate)
    XCTAssertNil(HostApplication.launchedTestModule)
    XCTAssertNil(ObjectiveCClasses.named("TestingAppDelegate"))
    host.launch()
    XCTAssertEqual(launches, 2)
  }
}
