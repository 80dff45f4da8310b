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

  public static let clear = Color("clear")
  public static let black = Color("black")
  public static let white = Color("white")
  public static let gray = Color("gray")
  public static let red = Color("red")
  public static let green = Color("green")
  public static let blue = Color("blue")
  public static let orange = Color("orange")
  public static let systemBackground = Color("systemBackground")
  public static let secondarySystemBackground = Color("secondarySystemBackground")
  public static let systemGroupedBackground = Color("systemGroupedBackground")
  public static let label = Color("label")
  public static let secondaryLabel = Color("secondaryLabel")
  public static let systemBlue = Color("systemBlue")
  public static let systemRed = Color("systemRed")
  public static let systemGray = Color("systemGray")
  public static let tintColor = Color("tintColor")
}
