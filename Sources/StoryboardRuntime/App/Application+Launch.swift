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

extension Application {
  /// Launches the app headless with an instance of the app delegate class named
  /// `delegateClassName` (module-qualified, as `NSStringFromClass` gives it), made by name
  /// through ``ObjectiveCInitializable`` — UIKit's `UIApplicationMain(_:_:_:_:)` of an app's
  /// `main.swift` — then as ``main(delegate:)``. Raises
  /// ``NavigationError/applicationDelegateNotMade(className:)`` when no such class can be made.
  public static func main(delegateClassName: String) {
    guard let type = NSClassFromString(delegateClassName) as? ObjectiveCInitializable.Type,
      let delegate = type.makeInstance() as? any ApplicationDelegate
    else {
      let name = delegateClassName.split(separator: ".").last.map(String.init) ?? delegateClassName
      Exceptions.raise(NavigationError.applicationDelegateNotMade(className: name))
      return
    }
    main(delegate: delegate)
  }
}

extension ApplicationDelegate {
  /// UIKit's entry point of an `@main` app delegate.
  ///
  /// Without the Objective-C runtime a class is made by name only through
  /// ``ObjectiveCInitializable``, which the UIKitSources build step gives an app delegate
  /// class (and writes into an `@main` one a `main()` of its own); this one launches with
  /// ``Application/main(delegate:)`` when the class is initializable, and otherwise raises
  /// ``NavigationError/applicationDelegateNotMade(className:)``. A test never calls it: the
  /// test runner is the entry point.
  public static func main() {
    guard let type = Self.self as? ObjectiveCInitializable.Type,
      let delegate = type.makeInstance() as? any ApplicationDelegate
    else {
      Exceptions.raise(
        NavigationError.applicationDelegateNotMade(className: String(describing: Self.self)))
      return
    }
    Application.main(delegate: delegate)
  }
}
