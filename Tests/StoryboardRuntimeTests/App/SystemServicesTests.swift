import Foundation
import Storyboards
import XCTest

/// The application's legacy status bar and session members answer from the key window and
/// the connected scenes; the device, screens, scenes and delegates left out answer UIKit's
/// neutral values.
final class SystemServicesTests: XCTestCase {
  final class Light: ViewController {
    override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
  }
  final class Listening: Window {
    var events: [Event] = []
    override func sendEvent(_ event: Event) { events.append(event) }
  }
  final class Delegate: ApplicationDelegate, WindowSceneDelegate, SceneDelegate, StateRestoring {
    var window: Window?
    var restorationIdentifier: String? { "Delegate" }
  }

  override func tearDown() {
    Application.shared.windows.forEach { $0.isHidden = true }
    super.tearDown()
  }

  func testTheLegacyStatusBarAnswersFromTheKeyWindowsRoot() {
    let window = Window()
    window.rootViewController = Light()
    window.makeKeyAndVisible()
    let app = Application.shared
    XCTAssertEqual(app.statusBarStyle, .lightContent)
    XCTAssertTrue(app.isStatusBarHidden)
    XCTAssertEqual(
      app.statusBarFrame, CGRect(x: 0, y: 0, width: Screen.main.bounds.width, height: 47))
    XCTAssertEqual(
      app.statusBarOrientation,
      Screen.main.bounds.width > Screen.main.bounds.height ? .landscapeRight : .portrait)
    XCTAssertEqual(
      app.preferredContentSizeCategory,
      window.rootViewController?.traitCollection.preferredContentSizeCategory)
    XCTAssertEqual(app.backgroundTimeRemaining, .greatestFiniteMagnitude, "in the foreground")
    XCTAssertTrue(app.isProtectedDataAvailable)
    XCTAssertTrue(app.supportsAlternateIcons)
    XCTAssertFalse(app.supportsMultipleScenes)
  }

  func testSendEventDeliversAnEventToTheWindowsOfItsTouches() {
    let window = Listening()
    let view = View()
    window.addSubview(view)
    let event = Event(touches: [Touch(view: view), Touch(view: window)])
    Application.shared.sendEvent(event)
    XCTAssertEqual(window.events.count, 1, "once per window")
    XCTAssertTrue(window.events.first === event)
    Application.shared.sendEvent(Event())
    XCTAssertEqual(window.events.count, 1, "an event without touches reaches no window")
  }

  func testOpeningAURLRecordsItFromTheAppAndFromAScene() async {
    let app = Application.shared
    let mail = URL(string: "mailto:someone@example.com")!
    let opened = await app.open(mail, options: [:])
    XCTAssertTrue(opened)
    XCTAssertEqual(app.openedURLs.last, mail)
    let scene = WindowScene(session: SceneSession(), connectionOptions: Scene.ConnectionOptions())
    let site = URL(string: "https://example.com")!
    let fromScene = await scene.open(site, options: nil)
    XCTAssertTrue(fromScene)
    XCTAssertEqual(app.openedURLs.last, site)
    var answered: Bool?
    let page = URL(string: "https://example.com/page")!
    scene.open(page, options: nil) { answered = $0 }
    XCTAssertEqual(answered, true)
    XCTAssertEqual(app.openedURLs.last, page)
  }

  func testBackgroundTasksAndNotificationsAreKeptByTheApp() {
    let app = Application.shared
    let first = app.beginBackgroundTask(expirationHandler: nil)
    let second = app.beginBackgroundTask()
    XCTAssertNotEqual(first, second)
    app.endBackgroundTask(first)
    app.endBackgroundTask(second)
    let notification = LocalNotification()
    notification.alertBody = "Later"
    app.scheduleLocalNotification(notification)
    app.cancelAllLocalNotifications()
    XCTAssertEqual(app.scheduledLocalNotifications?.count, 0)
    XCTAssertNil(LocalNotification(coder: NSCoder())?.alertBody, "an empty notification")
    XCTAssertEqual(
      Application.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey"),
      .sourceApplication)
  }

  func testTheSessionsAreTheConnectedScenesAndCompareByIdentity() {
    let session = SceneSession()
    XCTAssertTrue(session == session)
    XCTAssertFalse(session == SceneSession(), "NSObject identity")
    XCTAssertNotNil(SceneSession(coder: NSCoder()))
    let sessions = Application.shared.openSessions
    XCTAssertEqual(
      sessions, Set(Application.shared.connectedScenes.map(\.session)))
    XCTAssertNotNil(Scene.ActivationRequestOptions())
    XCTAssertNotNil(SceneDestructionRequestOptions())
    XCTAssertNotNil(SceneActivationConditions(coder: NSCoder()))
  }

  func testAScenesConnectionOptionsAndStateAreEmpty() {
    let options = Scene.ConnectionOptions()
    XCTAssertTrue(options.urlContexts.isEmpty)
    XCTAssertNil(options.sourceApplication)
    XCTAssertNil(options.handoffUserActivityType)
    XCTAssertTrue(options.userActivities.isEmpty)
    XCTAssertNil(options.shortcutItem)
    let scene = WindowScene(session: SceneSession(), connectionOptions: options)
    XCTAssertNil(scene.pointerLockState)
    XCTAssertNil(scene.sizeRestrictions, "only a Mac's scenes have size restrictions")
    XCTAssertTrue(scene.isFullScreen)
    let window = Window(windowScene: scene)
    window.rootViewController = Light()
    XCTAssertEqual(scene.statusBarManager?.statusBarStyle, .lightContent)
  }

  func testTheDelegatesLeftOutDeclineRestorationAndActions() {
    let delegate = Delegate()
    let app = Application.shared
    XCTAssertFalse(delegate.application(app, shouldSaveApplicationState: NSCoder()))
    XCTAssertFalse(delegate.application(app, shouldRestoreApplicationState: NSCoder()))
    XCTAssertFalse(delegate.application(app, open: URL(string: "app://x")!, options: [:]))
    var completions = 0
    delegate.application(
      app, handleActionWithIdentifier: "reply", for: LocalNotification(),
      withResponseInfo: [:]
    ) { completions += 1 }
    delegate.application(
      app, handleActionWithIdentifier: "reply", forRemoteNotification: [:],
      withResponseInfo: [:]
    ) { completions += 1 }
    XCTAssertEqual(completions, 2, "each calls its completion handler")
    let scene = WindowScene(session: SceneSession(), connectionOptions: Scene.ConnectionOptions())
    XCTAssertNil(delegate.stateRestorationActivity(for: scene))
    var handled: Bool?
    delegate.windowScene(
      scene, performActionFor: ApplicationShortcutItem(type: "new", localizedTitle: "New")
    ) { handled = $0 }
    XCTAssertEqual(handled, false)
    XCTAssertNil(delegate.restorationParent)
    XCTAssertNil(delegate.objectRestorationClass)
    delegate.encodeRestorableState(with: NSCoder())
    delegate.decodeRestorableState(with: NSCoder())
  }

  func testTheDeviceScreensAndShortcutsAnswerNeutralValues() {
    let device = Device(model: "iPad", systemVersion: "17.5")
    XCTAssertEqual(device.name, "iPad")
    XCTAssertEqual(device.localizedModel, "iPad")
    XCTAssertFalse(device.proximityState)
    XCTAssertTrue(device.isMultitaskingSupported)
    let screen = Screen.main
    XCTAssertTrue(screen.fixedCoordinateSpace as AnyObject === screen)
    XCTAssertNil(screen.mirrored)
    XCTAssertFalse(screen.supportsFocus)
    XCTAssertNil(screen.focusedView)
    XCTAssertEqual(screen.applicationFrame, screen.bounds)
    XCTAssertEqual(screen.snapshotView(afterScreenUpdates: false).frame, screen.bounds)
    XCTAssertEqual(Screen.OverscanCompensation.insetApplicationFrame, .none)
    XCTAssertEqual(screen.overscanCompensationInsets, .zero)
    XCTAssertEqual(screen.calibratedLatency, 0)
    XCTAssertEqual(screen.referenceDisplayModeStatus, .notSupported)
    XCTAssertEqual(screen.currentEDRHeadroom, 1)
    XCTAssertEqual(screen.potentialEDRHeadroom, 1)
    XCTAssertEqual(screen.currentMode?.pixelAspectRatio, 1)
    let icon = ApplicationShortcutIcon(type: .compose)
    XCTAssertEqual(icon.type, .compose)
    XCTAssertNil(icon.imageName)
    let template = ApplicationShortcutIcon(templateImageName: "Star")
    XCTAssertEqual(template.imageName, "Star")
    XCTAssertNil(template.type)
    XCTAssertNil(
      ApplicationShortcutItem(type: "new", localizedTitle: "New").targetContentIdentifier)
    XCTAssertEqual(
      LaunchError.noWindowProperty(delegateClass: "AppDelegate").exceptionName,
      "NSInternalInconsistencyException")
  }
}
