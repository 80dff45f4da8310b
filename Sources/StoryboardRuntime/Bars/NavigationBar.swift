import Foundation

/// UIKit's `UINavigationBar`: the bar's settings, kept as data; its items are the stack's
/// navigation items.
open class NavigationBar: View {
  /// Whether titles show large.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's appearance. Inert: nothing in the simulation acts on it.
  open var standardAppearance = NavigationBarAppearance()
  /// The appearance at the scroll edge. Inert: nothing in the simulation acts on it.
  open var scrollEdgeAppearance: NavigationBarAppearance?
  /// The appearance in a compact height. Inert: nothing in the simulation acts on it.
  open var compactAppearance: NavigationBarAppearance?
  /// The bar's tint colour (before iOS 13's appearances).
  /// Inert: nothing in the simulation acts on it.
  open var barTintColor: Color?
  /// The attributes of the title's text (before iOS 13's appearances).
  /// Inert: nothing in the simulation acts on it.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title's text. Inert: nothing in the simulation acts on it.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's style. Inert: nothing in the simulation acts on it.
  open var barStyle = BarStyle.default
  /// The shadow image under the bar. Inert: nothing in the simulation acts on it.
  open var shadowImage: Image?
  /// The delegate: asked before a tap on Back pops the stack.
  open weak var delegate: (any NavigationBarDelegate)?
  /// The back indicator's image. Inert: nothing in the simulation acts on it.
  open var backIndicatorImage: Image?
  /// The back indicator's transition mask. Inert: nothing in the simulation acts on it.
  open var backIndicatorTransitionMaskImage: Image?
  /// The title's vertical adjustments, by bar metrics.
  private var titleAdjustments: [BarMetrics: CGFloat] = [:]

  /// Sets the title's vertical adjustment for `barMetrics`.
  /// Inert: nothing in the simulation acts on it.
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

  /// Pushes `item` onto the items of a bar the app manages: the delegate's
  /// `navigationBar(_:shouldPush:)` may refuse; then `navigationBar(_:didPush:)`. On a
  /// navigation controller's bar it raises UIKit's exception
  /// (``NavigationError/navigationBarManagedByController(method:)``) and changes nothing.
  open func pushItem(_ item: NavigationItem, animated: Bool) {
    Exceptions.raising {
      guard owner == nil else {
        throw NavigationError.navigationBarManagedByController(
          method: "pushNavigationItem:animated:")
      }
      if let delegate,
        try !Exceptions.callingOut({ delegate.navigationBar(self, shouldPush: item) })
      {
        return
      }
      ownItems = (ownItems ?? []) + [item]
      Exceptions.callingBack { delegate?.navigationBar(self, didPush: item) }
    }
  }

  /// Pops the top item of a bar the app manages and returns it: the delegate's
  /// `navigationBar(_:shouldPop:)` may refuse (then `nil`); then `navigationBar(_:didPop:)`.
  /// With no item, returns `nil`. On a navigation controller's bar it raises UIKit's
  /// exception and returns `nil`.
  @discardableResult
  open func popItem(animated: Bool) -> NavigationItem? {
    Exceptions.raising(nil) {
      guard owner == nil else {
        throw NavigationError.navigationBarManagedByController(
          method: "popNavigationItemAnimated:")
      }
      guard let top = ownItems?.last else { return nil }
      if let delegate,
        try !Exceptions.callingOut({ delegate.navigationBar(self, shouldPop: top) })
      {
        return nil
      }
      ownItems?.removeLast()
      Exceptions.callingBack { delegate?.navigationBar(self, didPop: top) }
      return top
    }
  }

  /// The appearance at the scroll edge in a compact height (iOS 15).
  /// Inert: nothing in the simulation acts on it.
  open var compactScrollEdgeAppearance: NavigationBarAppearance?
  /// The style of behaviour the app prefers (Mac Catalyst, iOS 16).
  /// Inert: nothing in the simulation acts on it.
  open var preferredBehavioralStyle = BehavioralStyle.automatic
  /// The style of behaviour in effect: the preferred one, or the pad's when automatic.
  open var behavioralStyle: BehavioralStyle {
    preferredBehavioralStyle == .automatic ? .pad : preferredBehavioralStyle
  }
  /// The toolbar section the bar shows in on Mac Catalyst (iOS 16): none here.
  open var currentNSToolbarSection: NSToolbarSection { .none }

  /// The section of a Mac Catalyst toolbar a navigation bar shows in (UIKit's
  /// `UINavigationBar.NSToolbarSection`).
  public enum NSToolbarSection: Int, Sendable {
    /// In no section.
    case none = 0
    /// Above the sidebar.
    case sidebar = 1
    /// Above the supplementary column.
    case supplementary = 2
    /// Above the content.
    case content = 3
  }

  /// The last of ``items``.
  open var topItem: NavigationItem? { items?.last }
  /// The item below the top one: whose back button the bar shows.
  open var backItem: NavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the background image for `barPosition` and `barMetrics`.
  /// Inert: nothing in the simulation acts on it.
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
