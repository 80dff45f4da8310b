import Foundation

/// UIKit's `UIToolbar`: its items are the top controller's toolbar items.
open class Toolbar: View {
  /// The bar's appearance. Inert: nothing in the simulation acts on it.
  open var standardAppearance = ToolbarAppearance()
  /// The bar's style. Inert: nothing in the simulation acts on it.
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

  /// The items: a navigation controller's toolbar shows its top controller's toolbar items; a
  /// toolbar of its own, the items set.
  open var items: [BarButtonItem]? {
    get { owner == nil ? ownItems : owner?.topViewController?.toolbarItems }
    set { setItems(newValue, animated: false) }
  }
  private var ownItems: [BarButtonItem]?

  /// Whether the bar is translucent. Inert: nothing in the simulation acts on it.
  open var isTranslucent = true
  /// The bar's tint colour. Inert: nothing in the simulation acts on it.
  open var barTintColor: Color?
  /// The bar's appearance when compact. Inert: nothing in the simulation acts on it.
  open var compactAppearance: ToolbarAppearance?
  /// The bar's appearance at a scroll edge. Inert: nothing in the simulation acts on it.
  open var scrollEdgeAppearance: ToolbarAppearance?
  /// The bar's appearance when compact at a scroll edge.
  /// Inert: nothing in the simulation acts on it.
  open var compactScrollEdgeAppearance: ToolbarAppearance?
  /// The toolbar's delegate.
  open weak var delegate: (any ToolbarDelegate)?
  /// The background and shadow images, by bar position and metrics.
  private var images: [String: Image] = [:]

  /// Sets the items: a navigation controller's toolbar sets its top controller's toolbar
  /// items; a toolbar of its own keeps them.
  open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    if let owner {
      owner.topViewController?.setToolbarItems(items, animated: animated)
    } else {
      ownItems = items
    }
  }

  /// Sets the background image for a bar position and metrics.
  /// Inert: nothing in the simulation acts on it.
  open func setBackgroundImage(
    _ backgroundImage: Image?, forToolbarPosition topOrBottom: BarPosition,
    barMetrics: BarMetrics
  ) {
    images["background \(topOrBottom.rawValue) \(barMetrics.rawValue)"] = backgroundImage
  }

  /// The background image for a bar position and metrics, as set.
  open func backgroundImage(forToolbarPosition topOrBottom: BarPosition, barMetrics: BarMetrics)
    -> Image?
  {
    images["background \(topOrBottom.rawValue) \(barMetrics.rawValue)"]
  }

  /// Sets the shadow image for a bar position. Inert: nothing in the simulation acts on it.
  open func setShadowImage(_ shadowImage: Image?, forToolbarPosition topOrBottom: BarPosition) {
    images["shadow \(topOrBottom.rawValue)"] = shadowImage
  }

  /// The shadow image for a bar position, as set.
  open func shadowImage(forToolbarPosition topOrBottom: BarPosition) -> Image? {
    images["shadow \(topOrBottom.rawValue)"]
  }
}
