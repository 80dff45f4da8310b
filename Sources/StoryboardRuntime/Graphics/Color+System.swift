extension Color {
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
