import StoryboardTesting
import XCTest

/// An app delegate as Xcode's template writes it, with a URL handler.
private final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private(set) var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launches += 1
    return launchOptions?[.url] == nil
  }

  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool {
    url.scheme == "notes"
  }
}

/// UIApplication's state an app reads and sets, and its delegate's launch methods as an app
/// declares them.
final class UIKitApplicationTests: XCTestCase {
  func testAnAppDelegateAsXcodeWritesIt() throws {
    let delegate = NotesAppDelegate()
    let url = try XCTUnwrap(URL(string: "notes://today"))
    XCTAssertTrue(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
    XCTAssertFalse(delegate.application(.shared, didFinishLaunchingWithOptions: [.url: url]))
    XCTAssertEqual(delegate.launches, 2)
    XCTAssertTrue(delegate.application(.shared, open: url))
    XCTAssertEqual(UIApplication.LaunchOptionsKey.url.rawValue, "UIApplicationLaunchOptionsURLKey")
  }

  func testTheApplicationsSettingsAndBackgroundTasks() {
    let application = UIApplication.shared
    XCTAssertEqual(application.applicationState, .active)
    let wasDisabled = application.isIdleTimerDisabled
    application.isIdleTimerDisabled = true
    XCTAssertTrue(application.isIdleTimerDisabled)
    application.isIdleTimerDisabled = wasDisabled
    let task = application.beginBackgroundTask(withName: "Upload") {}
    XCTAssertNotEqual(task, .invalid)
    application.endBackgroundTask(task)
    XCTAssertFalse(
      application.sendAction(Selector(("noSuchAction:")), to: nil, from: nil, for: nil),
      "no responder implements it")
    XCTAssertEqual(UIApplication.openSettingsURLString, "app-settings:")
    XCTAssertEqual(
      UIApplication.didBecomeActiveNotification.rawValue,
      "UIApplicationDidBecomeActiveNotification")
  }

  func testTheMainScreen() {
    let screen = UIScreen.main
    XCTAssertEqual(screen.nativeBounds.width, screen.bounds.width * screen.nativeScale)
    XCTAssertIdentical(UIScreen.screens.first, screen)
    XCTAssertTrue((0...1).contains(screen.brightness))
    XCTAssertGreaterThan(screen.maximumFramesPerSecond, 0)
    XCTAssertFalse(screen.isCaptured)
  }

  /// One first responder: a field that becomes it takes the place of the previous one, which
  /// resigns; a controller cannot become it.
  func testOneFirstResponder() {
    let screen = UIViewController()
    let name = UITextField()
    let email = UITextField()
    screen.view.addSubview(name)
    screen.view.addSubview(email)
    let window = makeVisibleWindow(root: screen)
    XCTAssertTrue(name.becomeFirstResponder())
    XCTAssertTrue(name.isFirstResponder)
    XCTAssertTrue(email.becomeFirstResponder())
    XCTAssertFalse(name.isFirstResponder)
    XCTAssertTrue(email.isFirstResponder)
    XCTAssertTrue(email.resignFirstResponder())
    XCTAssertFalse(email.isFirstResponder)
    XCTAssertFalse(screen.becomeFirstResponder())
    XCTAssertEqual(
      UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
    XCTAssertTrue(window.isKeyWindow)
  }
}
