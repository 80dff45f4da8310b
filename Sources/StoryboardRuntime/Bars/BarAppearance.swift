import Foundation

/// What bar appearances share (UIKit's `UIBarAppearance`), kept as data: the runtime draws no
/// bars, and apps configure them while they set up navigation.
open class BarAppearance {
  /// The background colour.
  open var backgroundColor: Color?
  /// The shadow's colour.
  open var shadowColor: Color?
  /// How the background was last configured: `opaque`, `transparent` or `default`.
  public private(set) var backgroundConfiguration = "default"
  /// The idiom the appearance is for.
  public let idiom: UserInterfaceIdiom
  /// The background image.
  open var backgroundImage: Image?
  /// How the background image fills the bar.
  open var backgroundImageContentMode = View.ContentMode.scaleToFill
  /// The shadow image.
  open var shadowImage: Image?
  /// The blur behind the bar.
  open var backgroundEffect: BlurEffect?

  /// An appearance for `idiom`.
  public init(idiom: UserInterfaceIdiom) { self.idiom = idiom }
  /// A copy of `barAppearance` (a subclass copies what it adds).
  public required init(barAppearance: BarAppearance) {
    idiom = barAppearance.idiom
    backgroundColor = barAppearance.backgroundColor
    shadowColor = barAppearance.shadowColor
    backgroundConfiguration = barAppearance.backgroundConfiguration
    backgroundImage = barAppearance.backgroundImage
    backgroundImageContentMode = barAppearance.backgroundImageContentMode
    shadowImage = barAppearance.shadowImage
    backgroundEffect = barAppearance.backgroundEffect
  }
  /// An appearance from an archive: a phone's default one.
  public convenience init(coder: NSCoder) { self.init(idiom: .phone) }
  /// A copy of the appearance.
  open func copy() -> Self { Self(barAppearance: self) }

  /// A default appearance.
  public convenience init() { self.init(idiom: .phone) }

  /// An opaque background: the system background colour, as UIKit's opaque configuration
  /// ("opaque colors that are appropriate for the current theme").
  open func configureWithOpaqueBackground() {
    backgroundConfiguration = "opaque"
    backgroundColor = .systemBackground
  }
  /// A transparent background, without shadow.
  open func configureWithTransparentBackground() {
    backgroundConfiguration = "transparent"
    backgroundColor = .clear
    shadowColor = nil
  }
  /// The system's default background (a material, which has no colour of its own here).
  open func configureWithDefaultBackground() {
    backgroundConfiguration = "default"
    backgroundColor = nil
  }
}

extension NavigationItem {
  /// The navigation bar's appearance while this item is on top.
  /// Inert: nothing in the simulation acts on it.
  public var standardAppearance: NavigationBarAppearance? {
    get { appearances[.standard] }
    set { appearances[.standard] = newValue }
  }
  /// The appearance at the scroll edge. Inert: nothing in the simulation acts on it.
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    get { appearances[.scrollEdge] }
    set { appearances[.scrollEdge] = newValue }
  }
  /// The appearance in a compact height. Inert: nothing in the simulation acts on it.
  public var compactAppearance: NavigationBarAppearance? {
    get { appearances[.compact] }
    set { appearances[.compact] = newValue }
  }
  /// The appearance at the scroll edge in a compact height.
  /// Inert: nothing in the simulation acts on it.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    get { appearances[.compactScrollEdge] }
    set { appearances[.compactScrollEdge] = newValue }
  }
}

/// Which of a bar's appearances.
enum AppearanceSlot: Hashable {
  case standard, scrollEdge, compact, compactScrollEdge
}

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// UIKit's text colour attribute.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// UIKit's background colour attribute.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  }
#endif
