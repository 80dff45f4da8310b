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

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable, Equatable {
  case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable, Equatable {
  case unspecified = 0, light = 1, dark = 2
}

/// The status bar's style (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable, Equatable {
  case `default` = 0, lightContent = 1, darkContent = 3
}

/// How the status bar animates (UIKit's `UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Sendable, Equatable {
  case none = 0, fade = 1, slide = 2
}

/// An interface orientation (UIKit's `UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Sendable, Equatable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`).
public struct InterfaceOrientationMask: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// A mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait.
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape, home button on the right.
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, home button on the left.
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// Portrait, upside down.
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscapes.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: InterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  /// Every orientation but upside down.
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
