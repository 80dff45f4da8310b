/// What an accessibility element is and how it behaves, for assistive apps
/// (`UIAccessibilityTraits`): ``View/accessibilityTraits``. Kept as data; nothing reads it
/// aloud. The bits are this runtime's, not UIKit's (UIKit's are runtime constants): compare
/// members, not raw values.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// The traits `rawValue`'s bits give.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No trait.
  public static let none: AccessibilityTraits = []
  /// Acts as a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// A header of a section of content.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// A search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
  /// An image.
  public static let image = AccessibilityTraits(rawValue: 1 << 4)
  /// Selected, as a selected segment or button is.
  public static let selected = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A key of a keyboard.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary of the app's state when it starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// Disabled: it does not respond to the user.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
  /// Its value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
  /// Adjustable through a range of values, as a slider is.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
  /// Lets the user touch it directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
  /// Turns a page when the content is read to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
  /// A tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// The traits a storyboard's `<accessibilityTraits>` element sets (`button="YES"`…), by
  /// its attribute names.
  static let storyboardNames: [String: AccessibilityTraits] = [
    "button": .button, "link": .link, "header": .header, "searchField": .searchField,
    "image": .image, "selected": .selected, "playsSound": .playsSound,
    "keyboardKey": .keyboardKey, "staticText": .staticText, "summaryElement": .summaryElement,
    "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently,
    "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
    "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
    "tabBar": .tabBar,
  ]
}
