import Foundation

/// UIKit's `UIToolbar`: its items are the top controller's toolbar items.
open class Toolbar: View {
  /// The bar's appearance; kept as data.
  open var standardAppearance = ToolbarAppearance()
  /// The bar's style; kept as data.
  open var barStyle = BarStyle.default
  weak var owner: NavigationController?

  /// A toolbar, hidden as a navigation controller's is until shown.
  public override init() {
    super.init()
    isHidden = true
  }
  /// A toolbar from a storyboard's `<toolbar>`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The top controller's toolbar items.
  open var items: [BarButtonItem]? { owner?.topViewController?.toolbarItems }
}
