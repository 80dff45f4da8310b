#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// The settings: an About sheet the user can swipe away, and the app's navigation as a
/// delegate of its navigation controller.
final class SettingsViewController: UIViewController, UIAdaptivePresentationControllerDelegate,
  UINavigationControllerDelegate
{
  private(set) var shownTitles: [String] = []
  private(set) var aboutWasSwipedAway = false

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = self
    navigationController?.navigationBar.prefersLargeTitles = true
  }

  func showAbout() {
    let about = UIViewController()
    about.title = "About"
    about.navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .close,
      primaryAction: UIAction { [unowned about] _ in about.dismiss(animated: true) })
    let navigation = UINavigationController(rootViewController: about)
    navigation.modalPresentationStyle = .formSheet
    if let sheet = navigation.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
    }
    navigation.presentationController?.delegate = self
    present(navigation, animated: true)
  }

  func showLicenses() {
    let licenses = UIViewController()
    licenses.title = "Licenses"
    navigationController?.pushViewController(licenses, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    aboutWasSwipedAway = true
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shownTitles.append(viewController.title ?? viewController.navigationItem.title ?? "?")
  }
}
