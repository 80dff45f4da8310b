/// UIKit's `UIBarStyle`: a bar's look before iOS 13's appearances, kept as data.
public enum BarStyle: Int, Sendable {
  /// The default look.
  case `default` = 0
  /// A dark look.
  case black = 1

  /// The dark, opaque look of early iOS: ``black``.
  @available(*, deprecated, renamed: "black")
  public static var blackOpaque: BarStyle { .black }
}
