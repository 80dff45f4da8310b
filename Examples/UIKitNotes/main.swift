// The app's launch. On iOS, UIKit's: UIApplicationMain, with the scene delegate named in the
// app's Info.plist. On Linux, what UIKit would do, by hand: connect a scene to the scene
// delegate, then show where the app is. The rest of this folder is written only in UIKit
// terms and type-checks for iOS (Scripts/ios-typecheck.sh).
#if canImport(UIKit)
  import UIKit

  _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
#else
  import StoryboardsUIKit

  let delegate = SceneDelegate()
  let scene = UIWindowScene(session: UISceneSession(), connectionOptions: .init())
  delegate.scene(scene, willConnectTo: scene.session, options: .init())
  let window = try delegate.window.unwrapped("the scene delegate made no window")
  let tabs = try (window.rootViewController as? UITabBarController).unwrapped("no tab bar")
  print("Tabs: \(tabs.tabBar.items?.compactMap(\.title) ?? [])")

  let list = try
    ((tabs.selectedViewController as? UINavigationController)?.topViewController
    as? NotesListViewController).unwrapped("no notes list")
  list.open(row: 1)
  print(window.hierarchyDescription)
  print("Pushed: \(list.navigationController?.topViewController?.navigationItem.title ?? "?")")

  extension Optional {
    func unwrapped(_ reason: String) throws -> Wrapped {
      guard let self else { throw NotesError(reason: reason) }
      return self
    }
  }

  struct NotesError: Error {
    let reason: String
  }
#endif
