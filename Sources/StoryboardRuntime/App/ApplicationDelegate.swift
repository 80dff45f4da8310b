import Foundation
import Synchronization

/// UIKit's `UIApplicationDelegate`: its window and its launch and life-cycle methods, each
/// with UIKit's default. The simulation does not launch the app: a test that wants them calls
/// them (`delegate.application(.shared, didFinishLaunchingWithOptions: nil)`).
public protocol ApplicationDelegate: AnyObject {
  /// Called when launching begins. The default returns `true`.
  func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called when launching is done. The default returns `true`.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called when the app became active. The default does nothing.
  func applicationDidBecomeActive(_ application: Application)
  /// Called when the app is about to stop being active. The default does nothing.
  func applicationWillResignActive(_ application: Application)
  /// Called when the app entered the background. The default does nothing.
  func applicationDidEnterBackground(_ application: Application)
  /// Called when the app is about to enter the foreground. The default does nothing.
  func applicationWillEnterForeground(_ application: Application)
  /// Called when the app is about to terminate. The default does nothing.
  func applicationWillTerminate(_ application: Application)
  /// Called on a memory warning. The default does nothing.
  func applicationDidReceiveMemoryWarning(_ application: Application)
  /// Asks the app to open `url`. The default returns `false`.
  func application(
    _ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]
  ) -> Bool
}

extension ApplicationDelegate {
  /// Returns `true`.
  public func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Returns `true`.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: Application) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: Application) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: Application) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: Application) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: Application) {}
  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: Application) {}
  /// Returns `false`.
  public func application(
    _ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]
  ) -> Bool { false }
}

extension ApplicationDelegate {
  /// The delegate's `window` property when it declares one (`var window: UIWindow?`), doubly
  /// optional as UIKit's optional requirement is, so that
  /// `UIApplication.shared.delegate?.window??.rootViewController` compiles unchanged.
  public var window: Window?? {
    guard let child = Mirror(reflecting: self).children.first(where: { $0.label == "window" })
    else { return .none }
    return .some(child.value as? Window)
  }
}
