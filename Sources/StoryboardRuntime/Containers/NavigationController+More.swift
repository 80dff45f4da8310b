extension ViewController {
  /// The tab bar controller whose More navigation controller this is, or whose More list: the
  /// parts of a tab bar controller that never leave it.
  var tabBarControllerOwningMore: TabBarController? {
    if let owner = (self as? NavigationController)?.moreOwner { return owner }
    guard let more = parent as? NavigationController, let owner = more.moreOwner,
      more.viewControllers.first === self
    else { return nil }
    return owner
  }
}
