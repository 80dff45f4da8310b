/// The runtime's classes that declare a member table (``ObjectiveCMembers`` in the runtime),
/// by their UIKit and their own names: a subclass of one overrides the table.
enum RuntimeClasses {
  static let withMemberTable: Set<String> = {
    let names = [
      "Responder", "ViewController", "NavigationController", "TabBarController",
      "SplitViewController", "PageViewController", "TableViewController",
      "CollectionViewController", "AlertController", "ActivityViewController",
      "SearchController", "HostingController", "View", "Window", "NavigationBar", "TabBar",
      "Toolbar", "TextField", "Scene", "WindowScene", "Application", "BarItem", "BarButtonItem",
      "TabBarItem", "GestureRecognizer", "PresentationController",
      "PopoverPresentationController", "SheetPresentationController",
    ]
    // UIKit names its storyboard segue `UIStoryboardSegue`, the runtime `StoryboardSegue`.
    return Set(names + names.map { "UI" + $0 } + ["StoryboardSegue", "UIStoryboardSegue"])
  }()
}
