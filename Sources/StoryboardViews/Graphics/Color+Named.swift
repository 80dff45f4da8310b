import StoryboardRuntime

extension Color {
  /// UIKit's `.brown`.
  public static let brown = Color("brown")
  /// UIKit's `.cyan`.
  public static let cyan = Color("cyan")
  /// UIKit's `.darkGray`.
  public static let darkGray = Color("darkGray")
  /// UIKit's `.darkText`.
  public static let darkText = Color("darkText")
  /// UIKit's `.groupTableViewBackground`.
  public static let groupTableViewBackground = Color("groupTableViewBackground")
  /// UIKit's `.lightGray`.
  public static let lightGray = Color("lightGray")
  /// UIKit's `.lightText`.
  public static let lightText = Color("lightText")
  /// UIKit's `.link`.
  public static let link = Color("link")
  /// UIKit's `.magenta`.
  public static let magenta = Color("magenta")
  /// UIKit's `.opaqueSeparator`.
  public static let opaqueSeparator = Color("opaqueSeparator")
  /// UIKit's `.placeholderText`.
  public static let placeholderText = Color("placeholderText")
  /// UIKit's `.purple`.
  public static let purple = Color("purple")
  /// UIKit's `.quaternaryLabel`.
  public static let quaternaryLabel = Color("quaternaryLabel")
  /// UIKit's `.quaternarySystemFill`.
  public static let quaternarySystemFill = Color("quaternarySystemFill")
  /// UIKit's `.secondarySystemFill`.
  public static let secondarySystemFill = Color("secondarySystemFill")
  /// UIKit's `.secondarySystemGroupedBackground`.
  public static let secondarySystemGroupedBackground = Color("secondarySystemGroupedBackground")
  /// UIKit's `.separator`.
  public static let separator = Color("separator")
  /// UIKit's `.systemBrown`.
  public static let systemBrown = Color("systemBrown")
  /// UIKit's `.systemCyan`.
  public static let systemCyan = Color("systemCyan")
  /// UIKit's `.systemFill`.
  public static let systemFill = Color("systemFill")
  /// UIKit's `.systemGray2`.
  public static let systemGray2 = Color("systemGray2")
  /// UIKit's `.systemGray3`.
  public static let systemGray3 = Color("systemGray3")
  /// UIKit's `.systemGray4`.
  public static let systemGray4 = Color("systemGray4")
  /// UIKit's `.systemGray5`.
  public static let systemGray5 = Color("systemGray5")
  /// UIKit's `.systemGray6`.
  public static let systemGray6 = Color("systemGray6")
  /// UIKit's `.systemGreen`.
  public static let systemGreen = Color("systemGreen")
  /// UIKit's `.systemIndigo`.
  public static let systemIndigo = Color("systemIndigo")
  /// UIKit's `.systemMint`.
  public static let systemMint = Color("systemMint")
  /// UIKit's `.systemOrange`.
  public static let systemOrange = Color("systemOrange")
  /// UIKit's `.systemPink`.
  public static let systemPink = Color("systemPink")
  /// UIKit's `.systemPurple`.
  public static let systemPurple = Color("systemPurple")
  /// UIKit's `.systemTeal`.
  public static let systemTeal = Color("systemTeal")
  /// UIKit's `.systemYellow`.
  public static let systemYellow = Color("systemYellow")
  /// UIKit's `.tertiaryLabel`.
  public static let tertiaryLabel = Color("tertiaryLabel")
  /// UIKit's `.tertiarySystemBackground`.
  public static let tertiarySystemBackground = Color("tertiarySystemBackground")
  /// UIKit's `.tertiarySystemFill`.
  public static let tertiarySystemFill = Color("tertiarySystemFill")
  /// UIKit's `.tertiarySystemGroupedBackground`.
  public static let tertiarySystemGroupedBackground = Color("tertiarySystemGroupedBackground")
  /// UIKit's `.yellow`.
  public static let yellow = Color("yellow")
}
