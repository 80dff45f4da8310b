import Foundation

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

  /// The screen's scale: 3 on a phone, 2 on a pad.
  public var displayScale: CGFloat { userInterfaceIdiom == .pad ? 2 : 3 }
  /// Which way text runs: left to right.
  public var layoutDirection: TraitEnvironmentLayoutDirection { .leftToRight }
  /// The text size the user prefers: large, the system's default.
  public var preferredContentSizeCategory: ContentSizeCategory { .large }

  /// A phone's collection of `idiom`, as UIKit's `init(userInterfaceIdiom:)`: regular width on
  /// a pad.
  public convenience init(userInterfaceIdiom idiom: UserInterfaceIdiom) {
    self.init(
      horizontalSizeClass: idiom == .pad ? .regular : .compact, userInterfaceIdiom: idiom)
  }

  /// A phone's collection with `verticalSizeClass` (compact: a phone in landscape).
  public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .compact, verticalSizeClass: verticalSizeClass)
  }

  /// The collections merged, the last one's traits winning, as UIKit's
  /// `init(traitsFrom:)`; a phone's when `traitCollections` is empty.
  public convenience init(traitsFrom traitCollections: [TraitCollection]) {
    let last = traitCollections.last ?? TraitCollection(horizontalSizeClass: .compact)
    self.init(
      horizontalSizeClass: last.horizontalSizeClass, verticalSizeClass: last.verticalSizeClass,
      userInterfaceIdiom: last.userInterfaceIdiom, userInterfaceStyle: last.userInterfaceStyle)
  }

  /// Whether every trait of `trait` is the same here.
  public func containsTraits(in trait: TraitCollection?) -> Bool {
    guard let trait else { return true }
    return self == trait
  }

  /// Whether colours would resolve differently: the interface style differs.
  public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// Runs `actions` with this collection as ``current``, then restores it.
  public func performAsCurrent(_ actions: () -> Void) {
    let saved = TraitCollection.current
    TraitCollection.current = self
    defer { TraitCollection.current = saved }
    actions()
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
