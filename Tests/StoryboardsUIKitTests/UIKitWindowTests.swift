import StoryboardTesting
import XCTest

/// A window subclass, as apps write them: it hears its key changes.
private final class KeyTrackingWindow: UIWindow {
  var keyChanges: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func becomeKey() {
    super.becomeKey()
    keyChanges.append("become")
  }

  override func resignKey() {
    super.resignKey()
    keyChanges.append("resign")
  }
}

/// The notifications one window posts (observed on the posting thread, the test's).
private final class WindowNotifications: @unchecked Sendable {
  private(set) var names: [String] = []
  private var observers: [NSObjectProtocol] = []

  init(of window: UIWindow) {
    let names = [
      UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
      UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
    ]
    observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) {
        [unowned self] notification in self.names.append(notification.name.rawValue)
      }
    }
  }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}

/// UIWindow as UIKit documents it: apps subclass it; one window is key at a time, the previous
/// one resigning (`resignKey()`, then `becomeKey()` of the new one, each with its
/// notification); showing and hiding post their notifications.
final class UIKitWindowTests: XCTestCase {
  func testOneWindowIsKeyAtATimeAndASubclassHearsTheChanges() throws {
    let first = KeyTrackingWindow(frame: UIScreen.main.bounds)
    first.rootViewController = UIViewController()
    first.makeKeyAndVisible()
    XCTAssertTrue(first.isKeyWindow)
    XCTAssertEqual(first.keyChanges, ["become"])

    let second = KeyTrackingWindow(frame: UIScreen.main.bounds)
    let firstNotifications = WindowNotifications(of: first)
    let secondNotifications = WindowNotifications(of: second)
    second.makeKey()
    XCTAssertFalse(first.isKeyWindow)
    XCTAssertTrue(second.isKeyWindow)
    XCTAssertEqual(first.keyChanges, ["become", "resign"])
    XCTAssertEqual(second.keyChanges, ["become"])
    XCTAssertEqual(firstNotifications.names, ["UIWindowDidResignKeyNotification"])
    XCTAssertEqual(secondNotifications.names, ["UIWindowDidBecomeKeyNotification"])
    XCTAssertTrue(second.isHidden, "makeKey() does not show the window")

    second.makeKeyAndVisible()
    XCTAssertEqual(second.keyChanges, ["become"], "already key: no second becomeKey()")
    second.isHidden = true
    XCTAssertEqual(
      secondNotifications.names,
      [
        "UIWindowDidBecomeKeyNotification", "UIWindowDidBecomeVisibleNotification",
        "UIWindowDidBecomeHiddenNotification",
      ])
    XCTAssertTrue(second.canBecomeKey)
    XCTAssertIdentical(second.screen, UIScreen.main)
  }

  /// A controller's layout and system preferences read back what was set, with UIKit's
  /// defaults.
  func testAControllersLayoutPreferencesAreKept() {
    let controller = UIViewController()
    XCTAssertEqual(controller.additionalSafeAreaInsets, .zero)
    XCTAssertEqual(controller.edgesForExtendedLayout, .all)
    XCTAssertNil(controller.restorationIdentifier)
    XCTAssertNil(controller.activePresentationController, "not presented")
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 8, left: 0, bottom: 4, right: 0)
    controller.edgesForExtendedLayout = [.top, .bottom]
    controller.extendedLayoutIncludesOpaqueBars = true
    controller.restorationIdentifier = "Inbox"
    XCTAssertEqual(controller.additionalSafeAreaInsets.top, 8)
    XCTAssertEqual(controller.additionalSafeAreaInsets.bottom, 4)
    XCTAssertEqual(controller.edgesForExtendedLayout, [.top, .bottom])
    XCTAssertTrue(controller.extendedLayoutIncludesOpaqueBars)
    XCTAssertEqual(controller.restorationIdentifier, "Inbox")
    let scrollView = UIScrollView()
    controller.setContentScrollView(scrollView, for: .top)
    XCTAssertIdentical(controller.contentScrollView(for: .top), scrollView)
    XCTAssertNil(controller.contentScrollView(for: .bottom))
    XCTAssertEqual(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading, 2)
    XCTAssertEqual(UIRectEdge.all.rawValue, 15)
    XCTAssertEqual(NSDirectionalRectEdge.all.rawValue, 15)
  }
}
