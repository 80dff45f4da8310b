import Foundation
import Synchronization

extension Application {
  /// The delegate of the launched app, kept alive as UIKit's `UIApplicationMain` keeps it.
  private static let launchedDelegate = Mutex<DelegateBox?>(nil)

  private struct DelegateBox: @unchecked Sendable {
    let delegate: any ApplicationDelegate
  }

  /// Launches the app headless with `delegate`, in the order UIKit's `UIApplicationMain`
  /// does, and returns once it is launched (a headless app has no events to wait for). As
  /// "About the app launch sequence" lists it:
  ///
  /// 1. the application keeps `delegate` and makes it its ``delegate``;
  /// 2. the app's default interface is loaded: with a main storyboard in the
  ///    ``LaunchInterface`` a host set, a window whose root is its initial controller,
  ///    assigned to the delegate's `window` (`UIApplicationDelegate.window`: "required if
  ///    your app's Info.plist file contains the UIMainStoryboardFile key"; its nil default
  ///    "causes the app to create a generic UIWindow object and assign it to the property");
  /// 3. `application(_:willFinishLaunchingWithOptions:)`, then
  ///    `application(_:didFinishLaunchingWithOptions:)` with no options, then
  ///    ``didFinishLaunchingNotification``;
  /// 4. with a scene manifest, a scene connects (``LaunchInterface/sceneConfigurations``) and
  ///    its life cycle replaces the app's; otherwise the delegate's `window`, when it has
  ///    one, is made key and visible, then `applicationDidBecomeActive(_:)` and
  ///    ``didBecomeActiveNotification``.
  ///
  /// Without a launch interface nothing is shown but what the delegate makes. The
  /// `static func main()` that the UIKitSources build step writes into an `@main` (or
  /// `@UIApplicationMain`) app delegate class calls this method.
  public static func main(delegate: any ApplicationDelegate) {
    launchedDelegate.withLock { $0 = DelegateBox(delegate: delegate) }
    let interface = takeLaunchInterface() ?? LaunchInterface()
    let application = Application.shared
    application.delegate = delegate
    if let storyboard = interface.mainStoryboard, interface.sceneConfigurations.isEmpty {
      showMainStoryboard(storyboard, for: delegate)
    }
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: didFinishLaunchingNotification, object: application)
    if !interface.sceneConfigurations.isEmpty {
      application.connectScene(of: interface, for: delegate)
      return
    }
    if case .some(.some(let window)) = delegate.window, !window.isKeyWindow {
      window.makeKeyAndVisible()
    }
    delegate.applicationDidBecomeActive(application)
    NotificationCenter.default.post(name: didBecomeActiveNotification, object: application)
  }

  /// Ends the launched app as UIKit ends an app it terminates: its launched scenes
  /// disconnect, the delegate gets `applicationWillTerminate(_:)`, then
  /// ``willTerminateNotification`` is posted; the app's windows are hidden, and the
  /// application lets go of the delegate. A host does so before it launches another app.
  static func terminateLaunchedApp() {
    let application = Application.shared
    var windows = application.launchedSceneList.flatMap { ($0 as? WindowScene)?.windows ?? [] }
    application.disconnectLaunchedScenes()
    guard let delegate = launchedDelegate.withLock({ $0?.delegate }) else { return }
    if case .some(.some(let window)) = delegate.window { windows.append(window) }
    delegate.applicationWillTerminate(application)
    NotificationCenter.default.post(name: willTerminateNotification, object: application)
    for window in windows { window.isHidden = true }
    launchedDelegate.withLock { $0 = nil }
    if application.delegate === delegate { application.delegate = nil }
  }

  /// Makes the window of an app's main storyboard and gives it to the delegate: UIKit raises
  /// when the delegate has no `window` property to take it.
  private static func showMainStoryboard(
    _ storyboard: Storyboard, for delegate: any ApplicationDelegate
  ) {
    guard let member = (delegate as? any ObjectiveCMembers)?.objectiveCMember(named: "window"),
      member.isSettable
    else {
      Exceptions.raise(
        LaunchError.noWindowProperty(delegateClass: String(reflecting: type(of: delegate))))
      return
    }
    let window = Window(frame: Screen.main.bounds)
    window.rootViewController = storyboard.instantiateInitialViewController()
    do { try member.setValue(window) } catch { Exceptions.raise(error) }
  }
}

extension Application {
  /// Launches the app headless with an instance of the app delegate class named
  /// `delegateClassName` (module-qualified, as `NSStringFromClass` gives it), made by name
  /// through ``ObjectiveCInitializable`` — UIKit's `UIApplicationMain(_:_:_:_:)` of an app's
  /// `main.swift` — then as ``main(delegate:)``. Raises
  /// ``LaunchError/applicationDelegateNotMade(className:)`` when no such class can be made.
  public static func main(delegateClassName: String) {
    guard
      let type = ObjectiveCClasses.named(delegateClassName) as? ObjectiveCInitializable.Type,
      let delegate = type.makeInstance() as? any ApplicationDelegate
    else {
      let name = delegateClassName.split(separator: ".").last.map(String.init) ?? delegateClassName
      Exceptions.raise(LaunchError.applicationDelegateNotMade(className: name))
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
  /// ``LaunchError/applicationDelegateNotMade(className:)``. A test never calls it: the
  /// test runner is the entry point.
  public static func main() {
    guard let type = Self.self as? ObjectiveCInitializable.Type,
      let delegate = type.makeInstance() as? any ApplicationDelegate
    else {
      Exceptions.raise(
        LaunchError.applicationDelegateNotMade(className: String(describing: Self.self)))
      return
    }
    Application.main(delegate: delegate)
  }
}
