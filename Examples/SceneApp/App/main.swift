import UIKit

// Unit tests launch TestingAppDelegate, which a test target declares, so that the app's
// launch work stays out of them.
let appDelegateClass: AnyClass = NSClassFromString("TestingAppDelegate") ?? AppDelegate.self
UIApplicationMain(
  CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(appDelegateClass))
