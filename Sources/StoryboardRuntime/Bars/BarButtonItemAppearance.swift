import Foundation

/// UIKit's `UIBarButtonItemAppearance`: a bar button item's look in each state, in a bar
/// appearance; kept as data.
open class BarButtonItemAppearance {
  /// The style it was configured for.
  public private(set) var style: BarButtonItem.Style
  /// The normal state's look.
  open private(set) var normal = BarButtonItemStateAppearance()
  /// The highlighted state's look.
  open private(set) var highlighted = BarButtonItemStateAppearance()
  /// The disabled state's look.
  open private(set) var disabled = BarButtonItemStateAppearance()
  /// The focused state's look.
  open private(set) var focused = BarButtonItemStateAppearance()

  /// An appearance of plain items.
  public convenience init() { self.init(style: .plain) }
  /// An appearance of items of `style`.
  public required init(style: BarButtonItem.Style) { self.style = style }
  /// An appearance from an archive: plain items'.
  public convenience init(coder: NSCoder) { self.init(style: .plain) }

  /// A copy.
  open func copy() -> Self {
    let copy = Self(style: style)
    copy.normal = BarButtonItemStateAppearance(copying: normal)
    copy.highlighted = BarButtonItemStateAppearance(copying: highlighted)
    copy.disabled = BarButtonItemStateAppearance(copying: disabled)
    copy.focused = BarButtonItemStateAppearance(copying: focused)
    return copy
  }
  /// Resets every state to the default look of `style`.
  open func configureWithDefault(for style: BarButtonItem.Style) {
    self.style = style
    normal = BarButtonItemStateAppearance()
    highlighted = BarButtonItemStateAppearance()
    disabled = BarButtonItemStateAppearance()
    focused = BarButtonItemStateAppearance()
  }
}
