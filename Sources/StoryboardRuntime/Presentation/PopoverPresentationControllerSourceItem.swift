/// What a popover can point at (UIKit's `UIPopoverPresentationControllerSourceItem`): a view
/// or a bar button item.
public protocol PopoverPresentationControllerSourceItem: AnyObject {}

extension View: PopoverPresentationControllerSourceItem {}
extension BarButtonItem: PopoverPresentationControllerSourceItem {}
