/// The runtime's classes that declare a member table (``ObjectiveCMembers`` in the runtime),
/// by their UIKit and their own names: a subclass of one overrides the table.
package enum RuntimeClasses {
  /// The names, with and without UIKit's prefix.
  package static let withMemberTable: Set<String> = {
    let names = [
      "Responder", "ViewController", "NavigationController", "TabBarController",
      "SplitViewController", "PageViewController", "TableViewController",
      "CollectionViewController", "AlertController", "ActivityViewController",
      "SearchController", "HostingController", "View", "Window", "NavigationBar", "TabBar",
      "Toolbar", "TextField", "Scene", "WindowScene", "Application", "BarItem", "BarButtonItem",
      "TabBarItem", "GestureRecognizer", "PresentationController",
      "PopoverPresentationController", "SheetPresentationController", "Control", "Button",
      "Label", "Switch", "SegmentedControl", "Slider", "Stepper", "ImageView", "StackView",
      "ScrollView", "ActivityIndicatorView", "PageControl", "TapGestureRecognizer", "TableView",
      "TableViewCell", "CollectionView", "CollectionViewCell", "CollectionReusableView",
      "DatePicker", "RefreshControl", "ProgressView", "SearchBar", "TextView",
      "TableViewHeaderFooterView",
    ]
    // UIKit names its storyboard segue `UIStoryboardSegue`, the runtime `StoryboardSegue`.
    return Set(names + names.map { "UI" + $0 } + ["StoryboardSegue", "UIStoryboardSegue"])
  }()

  /// The names of the table view cell class.
  static let tableViewCell: Set<String> = ["UITableViewCell", "TableViewCell"]
  /// The names of the collection view reusable view class.
  static let collectionReusableView: Set<String> = [
    "UICollectionReusableView", "CollectionReusableView",
  ]
  /// The names of the table view header-footer view class.
  static let headerFooterView: Set<String> = [
    "UITableViewHeaderFooterView", "TableViewHeaderFooterView",
  ]
  /// The view controller classes, whose `init()` is a convenience initializer here (as
  /// UIKit's is to Swift) that a subclass's designated initializer cannot chain to.
  static let viewControllers: Set<String> = {
    let names = [
      "ViewController", "NavigationController", "TabBarController", "SplitViewController",
      "PageViewController", "TableViewController", "CollectionViewController",
      "AlertController", "ActivityViewController", "SearchController",
    ]
    return Set(names + names.map { "UI" + $0 })
  }()

  /// The names of the responder class, whose subclasses (app delegates) are made with `init()`.
  static let responders: Set<String> = ["UIResponder", "Responder"]

  /// The names of the collection view cell class.
  static let collectionViewCell: Set<String> = ["UICollectionViewCell", "CollectionViewCell"]
}
