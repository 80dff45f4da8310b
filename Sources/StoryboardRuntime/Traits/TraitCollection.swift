import Foundation

/// UIKit's `UITraitCollection`: the traits of the window a controller is in. Navigation adapts
/// to the size classes; the other traits are data, a current device's unless given.
public final class TraitCollection: Equatable, CustomStringConvertible, Sendable {
  /// The horizontal size class: compact on a phone, regular on an iPad.
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class: regular, except a phone in landscape.
  public let verticalSizeClass: UserInterfaceSizeClass
  /// The kind of device (UIKit's `UIUserInterfaceIdiom`).
  public let userInterfaceIdiom: UserInterfaceIdiom
  /// Light or dark (UIKit's `UIUserInterfaceStyle`).
  public let userInterfaceStyle: UserInterfaceStyle
  /// The screen's scale: 3 on a phone, 2 on a pad, unless given.
  public let displayScale: CGFloat
  /// Which way text runs: left to right unless given.
  public let layoutDirection: TraitEnvironmentLayoutDirection
  /// The text size the user prefers: large, the system's default, unless given.
  public let preferredContentSizeCategory: ContentSizeCategory
  /// Whether 3D Touch is available: not, on the simulated devices.
  public let forceTouchCapability: ForceTouchCapability
  /// The display's colour gamut: P3, as on current devices.
  public let displayGamut: DisplayGamut
  /// Whether the user asked for more contrast: normal contrast unless given.
  public let accessibilityContrast: AccessibilityContrast
  /// The visual level of the content: the base level unless given.
  public let userInterfaceLevel: UserInterfaceLevel
  /// Whether the user asked for bold text: regular unless given.
  public let legibilityWeight: LegibilityWeight
  /// Whether the content looks active: active unless given.
  public let activeAppearance: UserInterfaceActiveAppearance
  /// The size of Mac Catalyst toolbar items: unspecified unless given.
  public let toolbarItemPresentationSize: NSToolbarItemPresentationSize

  /// A trait collection; the idiom follows the horizontal size class unless given, and the
  /// display scale the idiom. The traits not given take a current device's values.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass,
    verticalSizeClass: UserInterfaceSizeClass = .regular,
    userInterfaceIdiom: UserInterfaceIdiom? = nil, userInterfaceStyle: UserInterfaceStyle = .light,
    displayScale: CGFloat? = nil, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight,
    preferredContentSizeCategory: ContentSizeCategory = .large,
    forceTouchCapability: ForceTouchCapability = .unavailable, displayGamut: DisplayGamut = .P3,
    accessibilityContrast: AccessibilityContrast = .normal,
    userInterfaceLevel: UserInterfaceLevel = .base, legibilityWeight: LegibilityWeight = .regular,
    activeAppearance: UserInterfaceActiveAppearance = .active,
    toolbarItemPresentationSize: NSToolbarItemPresentationSize = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    let idiom = userInterfaceIdiom ?? (horizontalSizeClass == .regular ? .pad : .phone)
    self.userInterfaceIdiom = idiom
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale ?? (idiom == .pad ? 2 : 3)
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.forceTouchCapability = forceTouchCapability
    self.displayGamut = displayGamut
    self.accessibilityContrast = accessibilityContrast
    self.userInterfaceLevel = userInterfaceLevel
    self.legibilityWeight = legibilityWeight
    self.activeAppearance = activeAppearance
    self.toolbarItemPresentationSize = toolbarItemPresentationSize
  }

  /// A phone's collection, as UIKit's `init()`.
  public convenience init() {
    self.init(horizontalSizeClass: .compact, verticalSizeClass: .regular)
  }

  /// A collection decoded from `coder`: a phone's, as nothing of traits is archived here.
  public convenience init?(coder: NSCoder) {
    self.init()
  }

  /// A collection with `horizontalSizeClass` (the idiom follows it: a pad when regular).
  public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .regular)
  }

  /// A phone's collection with `layoutDirection`.
  public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
    self.init(horizontalSizeClass: .compact, layoutDirection: layoutDirection)
  }

  /// A phone's collection with the display scale `scale`.
  public convenience init(displayScale scale: CGFloat) {
    self.init(horizontalSizeClass: .compact, displayScale: scale)
  }

  /// A phone's collection with `capability`.
  public convenience init(forceTouchCapability capability: ForceTouchCapability) {
    self.init(horizontalSizeClass: .compact, forceTouchCapability: capability)
  }

  /// A phone's collection with `preferredContentSizeCategory`.
  public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init(
      horizontalSizeClass: .compact, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// A phone's collection with `displayGamut`.
  public convenience init(displayGamut: DisplayGamut) {
    self.init(horizontalSizeClass: .compact, displayGamut: displayGamut)
  }

  /// A phone's collection with `accessibilityContrast`.
  public convenience init(accessibilityContrast: AccessibilityContrast) {
    self.init(horizontalSizeClass: .compact, accessibilityContrast: accessibilityContrast)
  }

  /// A phone's collection with `userInterfaceLevel`.
  public convenience init(userInterfaceLevel: UserInterfaceLevel) {
    self.init(horizontalSizeClass: .compact, userInterfaceLevel: userInterfaceLevel)
  }

  /// A phone's collection with `legibilityWeight`.
  public convenience init(legibilityWeight: LegibilityWeight) {
    self.init(horizontalSizeClass: .compact, legibilityWeight: legibilityWeight)
  }

  /// A phone's collection with `activeAppearance`.
  public convenience init(
    activeAppearance userInterfaceActiveAppearance: UserInterfaceActiveAppearance
  ) {
    self.init(horizontalSizeClass: .compact, activeAppearance: userInterfaceActiveAppearance)
  }

  /// A phone's collection with `toolbarItemPresentationSize`.
  public convenience init(toolbarItemPresentationSize: NSToolbarItemPresentationSize) {
    self.init(
      horizontalSizeClass: .compact, toolbarItemPresentationSize: toolbarItemPresentationSize)
  }

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
      userInterfaceIdiom: last.userInterfaceIdiom, userInterfaceStyle: last.userInterfaceStyle,
      displayScale: last.displayScale, layoutDirection: last.layoutDirection,
      preferredContentSizeCategory: last.preferredContentSizeCategory,
      forceTouchCapability: last.forceTouchCapability, displayGamut: last.displayGamut,
      accessibilityContrast: last.accessibilityContrast,
      userInterfaceLevel: last.userInterfaceLevel, legibilityWeight: last.legibilityWeight,
      activeAppearance: last.activeAppearance,
      toolbarItemPresentationSize: last.toolbarItemPresentationSize)
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
      && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
      && lhs.layoutDirection == rhs.layoutDirection
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.forceTouchCapability == rhs.forceTouchCapability
      && lhs.displayGamut == rhs.displayGamut
      && lhs.accessibilityContrast == rhs.accessibilityContrast
      && lhs.userInterfaceLevel == rhs.userInterfaceLevel
      && lhs.legibilityWeight == rhs.legibilityWeight
      && lhs.activeAppearance == rhs.activeAppearance
      && lhs.toolbarItemPresentationSize == rhs.toolbarItemPresentationSize
  }

  /// `<TraitCollection: horizontal compact, vertical regular, phone, light>`.
  public var description: String {
    "<TraitCollection: horizontal \(horizontalSizeClass), vertical \(verticalSizeClass), "
      + "\(userInterfaceIdiom), \(userInterfaceStyle)>"
  }
}
