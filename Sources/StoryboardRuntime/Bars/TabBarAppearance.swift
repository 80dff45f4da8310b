import Foundation

/// UIKit's `UITabBarAppearance`: a tab bar's item layouts and selection indicator; kept as
/// data.
open class TabBarAppearance: BarAppearance {
  /// The look of stacked items (a phone in portrait).
  open var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked)
  /// The look of inline items (an iPad).
  open var inlineLayoutAppearance = TabBarItemAppearance(style: .inline)
  /// The look of compact inline items (a phone in landscape).
  open var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline)
  /// The selection indicator's colour.
  open var selectionIndicatorTintColor: Color?
  /// The selection indicator's image.
  open var selectionIndicatorImage: Image?
  /// How stacked items are placed.
  open var stackedItemPositioning = TabBar.ItemPositioning.automatic
  /// The width of stacked items; 0 for the system's.
  open var stackedItemWidth: CGFloat = 0
  /// The spacing of stacked items; 0 for the system's.
  open var stackedItemSpacing: CGFloat = 0

  /// An appearance for `idiom`.
  public override init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }
  /// A copy of `barAppearance`, with its tab bar settings when it is one.
  public required init(barAppearance: BarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? TabBarAppearance else { return }
    stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
    stackedItemPositioning = other.stackedItemPositioning
    stackedItemWidth = other.stackedItemWidth
    stackedItemSpacing = other.stackedItemSpacing
  }
}
