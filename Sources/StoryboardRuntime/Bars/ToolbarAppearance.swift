import Foundation

/// UIKit's `UIToolbarAppearance`: a toolbar's buttons' look; kept as data.
open class ToolbarAppearance: BarAppearance {
  /// The look of plain items.
  open var buttonAppearance = BarButtonItemAppearance(style: .plain)
  /// The look of done items.
  open var doneButtonAppearance = BarButtonItemAppearance(style: .done)

  /// An appearance for `idiom`.
  public override init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }
  /// A copy of `barAppearance`, with its toolbar settings when it is one.
  public required init(barAppearance: BarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? ToolbarAppearance else { return }
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
  }
}
