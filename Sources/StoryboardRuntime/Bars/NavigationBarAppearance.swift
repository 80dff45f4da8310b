import Foundation

/// UIKit's `UINavigationBarAppearance`: a navigation bar's title, button and back indicator
/// look; kept as data.
open class NavigationBarAppearance: BarAppearance {
  /// The attributes of the title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The title's offset.
  open var titlePositionAdjustment = Offset.zero
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The look of plain items.
  open var buttonAppearance = BarButtonItemAppearance(style: .plain)
  /// The look of done items.
  open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
  /// The look of the back item.
  open var backButtonAppearance = BarButtonItemAppearance(style: .plain)
  /// The back indicator: the one set, else the system chevron.
  open var backIndicatorImage: Image {
    storedBackIndicator ?? Image(systemName: "chevron.backward") ?? Image()
  }
  /// The back indicator's transition mask: the one set, else the system chevron.
  open var backIndicatorTransitionMaskImage: Image {
    storedBackIndicatorMask ?? Image(systemName: "chevron.backward") ?? Image()
  }
  private var storedBackIndicator: Image?
  private var storedBackIndicatorMask: Image?

  /// An appearance for `idiom`.
  public override init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }
  /// A copy of `barAppearance`, with its navigation bar settings when it is one.
  public required init(barAppearance: BarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? NavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    largeTitleTextAttributes = other.largeTitleTextAttributes
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
    backButtonAppearance = other.backButtonAppearance.copy()
    storedBackIndicator = other.storedBackIndicator
    storedBackIndicatorMask = other.storedBackIndicatorMask
  }

  /// Sets the back indicator and its mask; both `nil` restore the system's.
  open func setBackIndicatorImage(
    _ backIndicatorImage: Image?, transitionMaskImage backIndicatorTransitionMaskImage: Image?
  ) {
    storedBackIndicator = backIndicatorImage
    storedBackIndicatorMask = backIndicatorTransitionMaskImage
  }
}
