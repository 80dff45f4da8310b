// Seed 001: a mixed Objective-C / Swift app whose "Min FINN" scenes were split out of the main
// storyboard. The Min FINN tab is a placeholder (a relationship could not be a storyboard
// reference before iOS 9); MinFINN shows FINObjectViewController, which stayed in Main, through
// a storyboard reference. The call sites use the generated accessors (Generated/, made by
// Scripts/regenerate.sh) and never say which storyboard a scene lives in.
import Foundation
import StoryboardLoader
import Storyboards

// The Objective-C classes (headers in Headers/), as Swift sees them through a bridging header.
final class FINObjectViewController: ViewController {}
final class FINWebViewController: ViewController {}

// The Swift classes, exposed to Objective-C as @objc(FIN…) and named so in the storyboards.
final class FrontPageSearchViewController: ViewController {}
final class MyFINNViewController: ViewController {}
final class UserAdListViewController: TableViewController {}

@main
enum SplittingLegacyApp {
  static func main() throws {
    guard let folder = Bundle.module.path(forResource: "Storyboards", ofType: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let bundle = try StoryboardBundle(contentsOfFolder: folder, isStrict: true)
    bundle.register(FINObjectViewController.self)
    bundle.register(FINWebViewController.self)
    bundle.register(FrontPageSearchViewController.self, as: "FINFrontPageSearchViewController")
    bundle.register(MyFINNViewController.self, as: "FINMyFINNViewController")
    bundle.register(UserAdListViewController.self, as: "FINUserAdListViewController")
    bundle.installPlaceholderSubstitution()

    let tabs = try StoryboardScene.Main.instantiateInitialViewController(bundle: bundle)
    let window = Window()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    print("== launch\n\(window.hierarchyDescription)")

    try tabs.tapTabBarItem(at: 1)
    let minFINN = try selectedTop(tabs, as: MyFINNViewController.self)
    minFINN.performSegue(.showAds, sender: nil)
    print("== Min FINN tab, then showAds\n\(window.hierarchyDescription)")

    let anywhere = try StoryboardScene.instantiate(.userAdList, bundle: bundle)
    print(
      "== StoryboardScene.instantiate(.userAdList): \(anywhere.className) from \(anywhere.storyboard?.name ?? "?")"
    )
    let destination = StoryboardScene.MinFINN.MyFINNViewControllerSegue.showObject.destinationType
    print("== showObject leads to \(destination), through the reference into Main")
    try window.checkInvariants()
  }

  /// The top of the selected tab's navigation stack, as a `Controller`.
  static func selectedTop<Controller: ViewController>(
    _ tabs: TabBarController, as type: Controller.Type
  ) throws
    -> Controller
  {
    guard let top = tabs.selectedViewController?.contained(Controller.self) else {
      throw RoutingError.wrongDestination(
        expected: String(describing: Controller.self),
        actual: tabs.selectedViewController?.className ?? "nothing")
    }
    return top
  }
}
