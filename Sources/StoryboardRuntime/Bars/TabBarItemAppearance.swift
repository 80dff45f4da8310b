import Foundation

/// UIKit's `UITabBarItemAppearance`: a tab bar item's look in each state, in one layout;
/// kept as data.
open class TabBarItemAppearance {
  /// The layouts of tab bar items (UIKit's `UITabBarItemAppearance.Style`).
  public enum Style: Int, Sendable {
    case stacked = 0, inline, compactInline
  }

  /// The layout it was configured for.
  public private(set) var style: Style
  /// The normal state's look.
  open private(set) var normal = TabBarItemStateAppearance()
  /// The selected state's look.
  open private(set) var selected = TabBarItemStateAppearance()
  /// The disabled state's look.
  open private(set) var disabled = TabBarItemStateAppearance()
  /// The focused state's look.
  open private(set) var focused = TabBarItemStateAppearance()

  /// An appearance of stacked items.
  public convenience init() { self.init(style: .stacked) }
  /// An appearance of items laid out in `style`.
  public required init(style: Style) { self.style = style }
  /// An appearance from an archive: stacked items'.
  public convenience init(coder: NSCoder) { self.init(style: .stacked) }

  /// A copy.
  open func copy() -> Self {
    let copy = Self(style: style)
    copy.normal = TabBarItemStateAppearance(copying: normal)
    copy.selected = TabBarItemStateAppearance(copying: selected)
    copy.disabled = TabBarItemStateAppearance(copying: disabled)
    copy.focused = TabBarItemStateAppearance(copying: focused)
    return copy
  }
  /// Resets every state to the default look of `style`.
  open func configureWithDefault(for style: Style) {
    self.style = style
    normal = TabBarItemStateAppearance()
    selected = TabBarItemStateAppearance()
    disabled = TabBarItemStateAppearance()
    focused = TabBarItemStateAppearance()
  }
}
