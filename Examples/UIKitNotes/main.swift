// The app's launch on Linux: what UIApplicationMain does on iOS, by hand. The rest of this
// folder is written only in UIKit terms and compiles unchanged for iOS.
import StoryboardsUIKit

StoryboardBundle.main = try UIKitNotesResources.bundle.storyboardBundle()
StoryboardBundle.main?.register(NotesListViewController.self)
StoryboardBundle.main?.register(NoteViewController.self)
StoryboardBundle.main?.register(SettingsViewController.self)

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

/// Where the app's storyboards are copied: its resource bundle.
enum UIKitNotesResources {
  static var bundle: Bundle { .module }
}
