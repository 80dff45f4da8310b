import Foundation
import Storyboards
import XCTest

/// The application's, scenes' and responders' members beyond navigation: what an app sets
/// reads back, what UIKit answers with nothing to simulate is its neutral answer.
final class ApplicationSurfaceTests: XCTestCase {
  final class AppDelegate: ApplicationDelegate {}
  final class SceneDelegateOfApp: WindowSceneDelegate {
    var window: Window?
    var updates: [InterfaceOrientation] = []
    func windowScene(
      _ windowScene: WindowScene, didUpdate previousCoordinateSpace: any CoordinateSpace,
      interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
      traitCollection previousTraitCollection: TraitCollection
    ) { updates.append(previousInterfaceOrientation) }
  }
  final class Rotating: ViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(
      to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
    ) {
      sizes.append(size)
      super.viewWillTransition(to: size, with: coordinator)
    }
  }

  func testTheApplicationKeepsWhatTheAppSets() {
    let app = Application.shared
    app.beginIgnoringInteractionEvents()
    app.beginIgnoringInteractionEvents()
    app.endIgnoringInteractionEvents()
    XCTAssertTrue(app.isIgnoringInteractionEvents)
    app.endIgnoringInteractionEvents()
    XCTAssertFalse(app.isIgnoringInteractionEvents)
    app.setMinimumBackgroundFetchInterval(Application.backgroundFetchIntervalMinimum)
    XCTAssertEqual(app.minimumBackgroundFetchInterval, 0)
    let notification = LocalNotification()
    notification.alertBody = "Time"
    app.scheduleLocalNotification(notification)
    XCTAssertEqual(app.scheduledLocalNotifications?.map(\.alertBody), ["Time"])
    app.cancelLocalNotification(notification)
    XCTAssertEqual(app.scheduledLocalNotifications?.count, 0)
    app.registerForRemoteNotifications(matching: [.badge, .alert])
    XCTAssertEqual(app.enabledRemoteNotificationTypes(), [.badge, .alert])
    XCTAssertTrue(app.isRegisteredForRemoteNotifications)
    app.unregisterForRemoteNotifications()
    app.registerUserNotificationSettings(UserNotificationSettings(types: .sound, categories: nil))
    XCTAssertEqual(app.currentUserNotificationSettings?.types, .sound)
    let item = ApplicationShortcutItem(
      type: "compose", localizedTitle: "New note", localizedSubtitle: nil,
      icon: ApplicationShortcutIcon(systemImageName: "square.and.pencil"))
    app.shortcutItems = [item]
    XCTAssertEqual(app.shortcutItems?.first?.icon?.imageName, "square.and.pencil")
    app.shortcutItems = nil
    app.setAlternateIconName("Dark") { XCTAssertNil($0) }
    XCTAssertEqual(app.alternateIconName, "Dark")
    app.setAlternateIconName(nil)
    XCTAssertNil(app.alternateIconName)
    XCTAssertTrue(app.openURL(URL(string: "notes://opened")!))
    XCTAssertEqual(app.openedURLs.last, URL(string: "notes://opened"))
    app.open(URL(string: "https://example.com")!, options: [.universalLinksOnly: true])
    XCTAssertEqual(app.backgroundRefreshStatus, .available)
    XCTAssertEqual(app.userInterfaceLayoutDirection, .leftToRight)
    XCTAssertEqual(app.statusBarOrientationAnimationDuration, 0.3)
    XCTAssertEqual(app.supportedInterfaceOrientations(for: nil), .allButUpsideDown)
    XCTAssertFalse(app.setKeepAliveTimeout(600))
    XCTAssertEqual(
      Application.invalidInterfaceOrientationException.rawValue,
      "UIApplicationInvalidInterfaceOrientation")
  }

  func testTheApplicationDelegatesSceneAndActivityDefaults() {
    let delegate = AppDelegate()
    let app = Application.shared
    let session = SceneSession()
    let configuration = delegate.application(
      app, configurationForConnecting: session, options: Scene.ConnectionOptions())
    XCTAssertEqual(configuration.name, "Default Configuration")
    XCTAssertEqual(configuration.role, .windowApplication)
    let activity = NSUserActivity(activityType: "com.example.browsing")
    XCTAssertFalse(delegate.application(app, continue: activity) { _ in })
    var performed: Bool?
    delegate.application(
      app, performActionFor: ApplicationShortcutItem(type: "a", localizedTitle: "A")
    ) {
      performed = $0
    }
    XCTAssertEqual(performed, false)
    XCTAssertTrue(delegate.application(app, shouldAllowExtensionPointIdentifier: .keyboard))
    var handled = 0
    delegate.application(app, handleActionWithIdentifier: nil, for: LocalNotification()) {
      handled += 1
    }
    delegate.application(app, handleActionWithIdentifier: "x", forRemoteNotification: [:]) {
      handled += 1
    }
    XCTAssertEqual(handled, 2)
  }

  func testAWindowSceneRotatesWhenItsGeometryExcludesItsOrientation() {
    let scene = WindowScene(session: SceneSession(), connectionOptions: Scene.ConnectionOptions())
    let sceneDelegate = SceneDelegateOfApp()
    scene.delegate = sceneDelegate
    let window = Window(windowScene: scene)
    let root = Rotating()
    window.rootViewController = root
    window.makeKeyAndVisible()
    XCTAssertEqual(scene.interfaceOrientation, .portrait)
    XCTAssertTrue(scene.keyWindow === window)
    XCTAssertTrue(scene.session.scene === scene)
    XCTAssertEqual(scene.activationState, .foregroundActive)

    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
    XCTAssertEqual(root.sizes, [], "portrait already")
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    XCTAssertEqual(root.sizes, [CGSize(width: 844, height: 390)])
    XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
    XCTAssertEqual(scene.effectiveGeometry.interfaceOrientation, .landscapeRight)
    XCTAssertEqual(sceneDelegate.updates, [.portrait])

    var refused: (any Error)?
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: [])) { refused = $0 }
    XCTAssertEqual((refused as NSError?)?.domain, "UISceneErrorDomain")
    XCTAssertEqual(scene.statusBarManager?.statusBarFrame.height, 47)
  }

  func testResponderActivitiesAndPresses() {
    final class Pressed: Responder {
      var presses: [Press.PressType] = []
      override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        self.presses += presses.map(\.type)
      }
    }
    let controller = ViewController()
    let activity = NSUserActivity(activityType: "com.example.reading")
    controller.userActivity = activity
    XCTAssertTrue(controller.userActivity === activity)
    activity.addUserInfoEntries(from: ["id": 3])
    XCTAssertEqual(activity.userInfo?["id"] as? Int, 3)
    activity.becomeCurrent()
    XCTAssertTrue(activity.isCurrent)
    XCTAssertNil(controller.textInputContextIdentifier)
    XCTAssertEqual(controller.editingInteractionConfiguration, .default)
    let press = Press(type: .select)
    let event = PressesEvent(presses: [press])
    XCTAssertEqual(event.type, .presses)
    let pressed = Pressed()
    pressed.pressesBegan([press], with: event)
    XCTAssertEqual(pressed.presses, [.select])
  }
}
