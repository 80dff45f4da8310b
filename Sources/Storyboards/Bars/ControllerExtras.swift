import Foundation

/// The UIKit surface of a controller that most controllers never touch — its navigation item,
/// tab bar item, toolbar items, editing state, nib, presentation controller and preferences —
/// created on first use, so that a plain controller stays small.
final class ControllerExtras {
  var nibName: String?
  var nibBundle: Bundle?
  var presentationController: PresentationController?
  weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
  var hidesBottomBarWhenPushed = false
  var isModalInPopover = false
  var providesPresentationContextTransitionStyle = false
  var preferredContentSize = CGSize.zero
  var modalPresentationCapturesStatusBarAppearance = false
  var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
  var navigationItem: NavigationItem?
  var tabBarItem: TabBarItem?
  var toolbarItems: [BarButtonItem]?
  var isEditing = false
  var editButtonItem: BarButtonItem?

  func navigationItem(title: String?) -> NavigationItem {
    if let navigationItem { return navigationItem }
    let item = NavigationItem()
    item.title = title
    navigationItem = item
    return item
  }

  func tabBarItem(title: String?) -> TabBarItem {
    if let tabBarItem { return tabBarItem }
    let item = TabBarItem()
    item.title = title
    tabBarItem = item
    return item
  }

  func editButtonItem(for controller: ViewController) -> BarButtonItem {
    if let editButtonItem { return editButtonItem }
    let item = BarButtonItem(
      title: isEditing ? "Done" : "Edit", image: nil,
      primaryAction: Action { [weak controller] _ in
        guard let controller else { return }
        controller.setEditing(!controller.isEditing, animated: true)
      })
    item.title = isEditing ? "Done" : "Edit"
    item.style = isEditing ? .done : .plain
    editButtonItem = item
    return item
  }
}

extension ViewController {
  /// Sets the navigation item and tab bar item a scene declares, as decoding the nib does.
  func decodeBarItems(of scene: StoryboardScene) {
    guard scene.hasBarItems else { return }
    if let title = scene.controller.navigationItemTitle {
      ensuredExtras.navigationItem = NavigationItem(title: title)
    }
    let tabTitle = scene.controller.tabBarItemTitle
    let tabImage = scene.controller.tabBarItemImage
    if tabTitle != nil || tabImage != nil {
      let item = TabBarItem()
      item.title = tabTitle
      item.image = tabImage.flatMap { Image(named: $0) }
      ensuredExtras.tabBarItem = item
    }
  }

  /// The bars' state, created on first use.
  var ensuredExtras: ControllerExtras {
    if let extras { return extras }
    let created = ControllerExtras()
    extras = created
    return created
  }
}

extension ViewController {
  /// The name of the nib the controller was created with; recorded, never loaded.
  public var nibName: String? { extras?.nibName }
  /// The bundle of the nib the controller was created with.
  public var nibBundle: Bundle? { extras?.nibBundle }
  /// A button that toggles editing mode: "Edit", then "Done" (UIKit's `editButtonItem`).
  public var editButtonItem: BarButtonItem { ensuredExtras.editButtonItem(for: self) }
  /// What supplies this controller's presentation and dismissal animators.
  public var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
    get { extras?.transitioningDelegate }
    set { ensuredExtras.transitioningDelegate = newValue }
  }
}
