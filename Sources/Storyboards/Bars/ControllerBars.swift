/// The UIKit surface of a controller that most controllers never touch — its navigation item,
/// tab bar item, toolbar items and editing state — created on first use.
final class ControllerBars {
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
  func decodeBarItems(of scene: ControllerDefinition) {
    if let title = scene.navigationItemTitle {
      uikitState.navigationItem = NavigationItem(title: title)
    }
    if scene.tabBarItemTitle != nil || scene.tabBarItemImage != nil {
      let item = TabBarItem()
      item.title = scene.tabBarItemTitle
      item.image = scene.tabBarItemImage.flatMap { Image(named: $0) }
      uikitState.tabBarItem = item
    }
  }

  /// The bars' state, created on first use.
  var uikitState: ControllerBars {
    if let bars { return bars }
    let created = ControllerBars()
    bars = created
    return created
  }
}
