/// UIKit's `UIColor`, kept as data: navigation code sets colours on views and bars, and the
/// runtime draws nothing.
public final class Color: Equatable, Sendable, CustomStringConvertible {
  /// The colour's name (`systemBackground`, an asset's) or its components.
  public let description: String

  init(_ description: String) { self.description = description }

  /// A colour from components between 0 and 1.
  public convenience init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.init("rgba(\(red), \(green), \(blue), \(alpha))")
  }

  /// A grey.
  public convenience init(white: Double, alpha: Double) {
    self.init("white(\(white), \(alpha))")
  }

  /// The colour of the asset named `name`. Assets are not read, so it is never `nil`.
  public convenience init?(named name: String) { self.init(name) }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: Double) -> Color { Color("\(description) × \(alpha)") }

  /// Colours are equal when they describe the same colour.
  public static func == (lhs: Color, rhs: Color) -> Bool { lhs.description == rhs.description }

  /// UIKit's `.clear`.
  public static let clear = Color("clear")
  /// UIKit's `.black`.
  public static let black = Color("black")
  /// UIKit's `.white`.
  public static let white = Color("white")
  /// UIKit's `.gray`.
  public static let gray = Color("gray")
  /// UIKit's `.red`.
  public static let red = Color("red")
  /// UIKit's `.green`.
  public static let green = Color("green")
  /// UIKit's `.blue`.
  public static let blue = Color("blue")
  /// UIKit's `.orange`.
  public static let orange = Color("orange")
  /// UIKit's `.systemBackground`.
  public static let systemBackground = Color("systemBackground")
  /// UIKit's `.secondarySystemBackground`.
  public static let secondarySystemBackground = Color("secondarySystemBackground")
  /// UIKit's `.systemGroupedBackground`.
  public static let systemGroupedBackground = Color("systemGroupedBackground")
  /// UIKit's `.label`.
  public static let label = Color("label")
  /// UIKit's `.secondaryLabel`.
  public static let secondaryLabel = Color("secondaryLabel")
  /// UIKit's `.systemBlue`.
  public static let systemBlue = Color("systemBlue")
  /// UIKit's `.systemRed`.
  public static let systemRed = Color("systemRed")
  /// UIKit's `.systemGray`.
  public static let systemGray = Color("systemGray")
  /// UIKit's `.tintColor`.
  public static let tintColor = Color("tintColor")
}
