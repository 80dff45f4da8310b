import Foundation

/// Why an app could not be launched as its Info.plist asks, each said with what to fix.
public enum LaunchError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The Info.plist names a main storyboard and the app delegate has no settable `window`
  /// property to take its window: UIKit raises then.
  case noWindowProperty(delegateClass: String)
  /// A scene configuration names no delegate class (`UISceneDelegateClassName`).
  case noSceneDelegateClass(configuration: String?)
  /// The scene delegate class cannot be made by name: unknown, not a scene delegate, or not
  /// compiled through the UIKitSources build step.
  case sceneDelegateNotMade(className: String)
  /// The app's Info.plist cannot be read: `path`, its `line` when known, and why.
  case unreadableInfoPlist(path: String, line: Int?, reason: String)
  /// The Info.plist names a class no module of the app declares: `key` is the plist key.
  case unknownClass(name: String, key: String, path: String)
  /// An `@main` app delegate's `main()` ran where nothing can make the delegate: its file was
  /// not compiled through the UIKitSources build step, which writes the `main()` that does.
  case applicationDelegateNotMade(className: String)

  /// The name of the Objective-C exception UIKit raises in this case.
  public var exceptionName: String { "NSInternalInconsistencyException" }

  /// What went wrong, and what to do about it.
  public var description: String {
    switch self {
    case .noWindowProperty(let delegateClass):
      return "The app delegate must implement the window property if it wants to use a main "
        + "storyboard file. Declare `var window: UIWindow?` in \(delegateClass), or remove "
        + "UIMainStoryboardFile from the Info.plist."
    case .noSceneDelegateClass(let configuration):
      return "The scene configuration '\(configuration ?? "(unnamed)")' names no delegate "
        + "class: set UISceneDelegateClassName in its Info.plist entry (Xcode writes "
        + "$(PRODUCT_MODULE_NAME).SceneDelegate), or the delegateClass of the configuration "
        + "application(_:configurationForConnecting:options:) returns."
    case .sceneDelegateNotMade(let className):
      return "Unable to instantiate the scene delegate of class \(className): without the "
        + "Objective-C runtime a class is made by name only when its file is compiled through "
        + "the UIKitSources build step (plugins: [\"UIKitSourcesPlugin\"]) and it has init(). "
        + "Check UISceneDelegateClassName and that the class adopts UIWindowSceneDelegate."
    case .unreadableInfoPlist(let path, let line, let reason):
      return "\(path)\(line.map { ":\($0)" } ?? ""): the Info.plist cannot be read: \(reason). "
        + "Fix the file (plutil -lint checks it on a Mac), or name another one in "
        + "uikit-sources.json (\"infoPlist\")."
    case .applicationDelegateNotMade(let className):
      return "Unable to instantiate the UIApplication delegate of class \(className): without "
        + "the Objective-C runtime a class is made by name only through a required "
        + "initializer. Build \(className)'s file with the UIKitSources build step (plugins: "
        + "[\"UIKitSourcesPlugin\"]), which writes its main(), or launch the app with "
        + "UIApplication.main(delegate: \(className)())."
    case .unknownClass(let name, let key, let path):
      return "\(path): \(key) names the class \(name), which the app does not declare. Use "
        + "$(PRODUCT_MODULE_NAME).\(name.split(separator: ".").last.map(String.init) ?? name) "
        + "with the name of a class in the app's sources."
    }
  }
}
