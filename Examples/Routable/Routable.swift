// Seed 002, "Routable": one storyboard per feature — Login → Profile → More — routed by an enum
// of storyboard names, with configure and completion closures. Ported from UIKit by deleting
// the `UI` prefix and adding `try`.
import Foundation
import StoryboardLoader
import Storyboards

final class LoginViewController: ViewController, Routable {
  enum StoryboardIdentifier: String {
    case profile = "Profile"
    case more = "More"
  }

  func loginTapped() throws {
    try show(storyboard: .profile)
  }
}

final class ProfileViewController: ViewController, Routable {
  enum StoryboardIdentifier: String {
    case more = "More"
  }

  func moreTapped() throws {
    try show(storyboard: .more) { (controller: MoreViewController) in
      controller.someProperty = "configured before its view loaded: \(!controller.isViewLoaded)"
    }
  }

  func aboutTapped() throws {
    try present(storyboard: .more, identifier: "About", modalPresentationStyle: .formSheet) {
      (controller: MoreViewController) in
      controller.someProperty = "presented as a form sheet"
    } completion: { controller in
      print("completion: \(controller.title ?? "?") is on screen")
    }
  }
}

final class MoreViewController: ViewController {
  var someProperty: String?
}

@main
enum RoutableExample {
  static func main() throws {
    guard let folder = Bundle.module.path(forResource: "Storyboards", ofType: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let bundle = try StoryboardBundle(contentsOfFolder: folder, isStrict: true)
    bundle.register(LoginViewController.self)
    bundle.register(ProfileViewController.self)
    bundle.register(MoreViewController.self)

    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Login")
    let navigation = simulator.window.rootViewController as! NavigationController
    let login = navigation.topViewController as! LoginViewController

    try login.loginTapped()
    print("login tapped → \(navigation.topViewController?.className ?? "?")")
    let profile = navigation.topViewController as! ProfileViewController
    try profile.moreTapped()
    let more = navigation.topViewController as! MoreViewController
    print("more tapped → \(more.className): \(more.someProperty ?? "not configured")")
    navigation.popViewController(animated: true)
    try profile.aboutTapped()
    let about = navigation.presentedViewController as! MoreViewController
    print("about tapped → \(about.title ?? "?"): \(about.someProperty ?? "not configured")")
    print("\nHierarchy:\n\(simulator.window.hierarchyDescription)")
    try simulator.window.checkInvariants()
  }
}
