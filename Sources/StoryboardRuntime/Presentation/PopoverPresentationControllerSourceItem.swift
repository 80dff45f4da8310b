/// What a popover can point at (UIKit's `UIPopoverPresentationControllerSourceItem`): a view,
/// a bar button item, a layout guide or a tab bar item, as UIKit's headers adopt it.
public protocol PopoverPresentationControllerSourceItem: AnyObject {}

extension View: PopoverPresentationControllerSourceItem {}
extension BarButtonItem: PopoverPresentationControllerSourceItem {}
extension LayoutGuide: PopoverPresentationControllerSourceItem {}
extension TabBarItem: PopoverPresentationControllerSourceItem {}
