import Foundation
import Synchronization

extension Application {
  /// The delegate of the launched app, kept alive as UIKit's `UIApplicationMain` keeps it.
  private static let launchedDelegate = Mutex<DelegateBox?>(nil)

  private struct DelegateBox: @unchecked Sendable {
    let delegate: any ApplicationDelegate
  }

  /// Launches the app headless with `delegate`, in the order UIKit's `UIApplicationMain`
  /// does for an app without scenes, and returns once it is launched (a headless app has no
  /// events to wait for):
  ///
  /// 1. the application keeps `delegate` and makes it its ``delegate``;
  /// 2. `application(_:willFinishLaunchingWithOptions:)`, then
  ///    `application(_:didFinishLaunchingWithOptions:)` with no options, then
  ///    ``didFinishLaunchingNotification``;
  /// 3. the delegate's `window`, when it has one, is made key and visible;
  /// 4. `applicationDidBecomeActive(_:)`, then ``didBecomeActiveNotification``.
  ///
  /// Scenes are not connected (their configuration lives in the app's Info.plist, which is
  /// not read): a test connects a scene to its delegate itself. The `static func main()` that
  /// the UIKitSources build step writes into an `@main` (or `@UIApplicationMain`) app
  /// delegate class calls this method.
  public static func main(delegate: any ApplicationDelegate) {
    launchedDelegate.withLock { $0 = DelegateBox(delegate: delegate) }
    let application = Application.shared
    application.delegate = delegate
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: didFinishLaunchingNotification, object: application)
    if case .some(.some(let window)) = delegate.window, !window.isKeyWindow {
      window.makeKeyAndVisible()
    }
    delegate.applicationDidBecomeActive(application)
    NotificationCenter.default.post(name: didBecomeActiveNotification, object: application)
  }
}

extension ApplicationDelegate {
  /// UIKit's entry point of an `@main` app delegate.
  ///
  /// Without the Objective-C runtime nothing can make an instance of the class by name (Swift
  /// makes one only through a `required` initializer), so this one raises
  /// ``NavigationError/applicationDelegateNotMade(className:)``; the UIKitSources build step
  /// writes into the class a `main()` that makes the delegate and calls
  /// ``Application/main(delegate:)``. A test never calls it: the test runner is the entry
  /// point.
  public static func main() {
    Exceptions.raise(
      NavigationError.applicationDelegateNotMade(className: String(describing: Self.self)))
  }
}
