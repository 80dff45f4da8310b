/// UIKit's `UITraitCollection`, reduced to what navigation adapts to: the size classes, the
/// idiom and the interface style of the window a controller is in.
public final class TraitCollection: Equatable, CustomStringConvertible {
  /// The horizontal size class: compact on a phone, regular on an iPad.
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class: regular, except a phone in landscape.
  public let verticalSizeClass: UserInterfaceSizeClass
  /// The kind of device (UIKit's `UIUserInterfaceIdiom`).
  public let userInterfaceIdiom: UserInterfaceIdiom
  /// Light or dark (UIKit's `UIUserInterfaceStyle`).
  public let userInterfaceStyle: UserInterfaceStyle

  /// A trait collection; the idiom follows the horizontal size class unless given.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass,
    verticalSizeClass: UserInterfaceSizeClass = .regular,
    userInterfaceIdiom: UserInterfaceIdiom? = nil, userInterfaceStyle: UserInterfaceStyle = .light
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom =
      userInterfaceIdiom ?? (horizontalSizeClass == .regular ? .pad : .phone)
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// A phone's collection with `userInterfaceStyle`, as UIKit's `init(userInterfaceStyle:)`.
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(horizontalSizeClass: .compact, userInterfaceStyle: userInterfaceStyle)
  }

  /// The traits of the code running now (UIKit's `UITraitCollection.current`): a phone's, in
  /// light mode, unless set.
  nonisolated(unsafe) public static var current = TraitCollection(horizontalSizeClass: .compact)

  /// Collections are equal when their traits are.
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
      && lhs.userInterfaceStyle == rhs.userInterfaceStyle
  }

  /// `<TraitCollection: horizontal compact, vertical regular, phone, light>`.
  public var description: String {
    "<TraitCollection: horizontal \(horizontalSizeClass), vertical \(verticalSizeClass), "
      + "\(userInterfaceIdiom), \(userInterfaceStyle)>"
  }
}
