import Foundation

/// UIKit's `UINavigationBar`: the bar's settings, kept as data; its items are the stack's
/// navigation items.
open class NavigationBar: View {
  /// Whether titles show large.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's appearance; kept as data.
  open var standardAppearance = NavigationBarAppearance()
  /// The appearance at the scroll edge; kept as data.
  open var scrollEdgeAppearance: NavigationBarAppearance?
  /// The appearance in a compact height; kept as data.
  open var compactAppearance: NavigationBarAppearance?
  /// The bar's tint colour (before iOS 13's appearances); kept as data.
  open var barTintColor: Color?
  /// The attributes of the title's text (before iOS 13's appearances); kept as data.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title's text; kept as data.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's style; kept as data.
  open var barStyle = BarStyle.default
  /// The shadow image under the bar; kept as data.
  open var shadowImage: Image?
  /// The delegate: asked before a tap on Back pops the stack.
  open weak var delegate: (any NavigationBarDelegate)?
  /// The back indicator's image; kept as data.
  open var backIndicatorImage: Image?
  /// The back indicator's transition mask; kept as data.
  open var backIndicatorTransitionMaskImage: Image?
  /// The title's vertical adjustments, by bar metrics.
  private var titleAdjustments: [BarMetrics: CGFloat] = [:]

  /// Sets the title's vertical adjustment for `barMetrics`; kept as data.
  open func setTitleVerticalPositionAdjustment(
    _ adjustment: CGFloat, for barMetrics: BarMetrics
  ) {
    titleAdjustments[barMetrics] = adjustment
  }

  /// The title's vertical adjustment for `barMetrics`, as set (0 by default).
  open func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
    titleAdjustments[barMetrics] ?? 0
  }
  weak var owner: NavigationController?
  private var ownItems: [NavigationItem]?
  private var backgroundImages: [String: Image] = [:]

  /// The navigation items, root first: for a navigation controller's bar, those of its stack —
  /// which only the navigation controller changes (a set is ignored; UIKit raises); for a bar
  /// of the app's own, the items set.
  open var items: [NavigationItem]? {
    get { owner.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
    set { if owner == nil { ownItems = newValue } }
  }

  /// Sets ``items``; nothing is animated.
  open func setItems(_ items: [NavigationItem]?, animated: Bool) { self.items = items }

  /// The last of ``items``.
  open var topItem: NavigationItem? { items?.last }
  /// The item below the top one: whose back button the bar shows.
  open var backItem: NavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the background image for `barPosition` and `barMetrics`; kept as data.
  open func setBackgroundImage(
    _ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics
  ) {
    backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
  }

  /// The background image set for `barPosition` and `barMetrics`.
  open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
    backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"]
  }

  /// Sets the background image for `barMetrics`, in any position.
  open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// The background image set for `barMetrics`, in any position.
  open func backgroundImage(for barMetrics: BarMetrics) -> Image? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }
}
