import Foundation

/// A keyboard shortcut (UIKit's `UIKeyCommand`): its input, modifier keys and action, kept as
/// data; a controller lists its own with `addKeyCommand(_:)`. No keyboard sends it here.
open class KeyCommand: MenuElement {
  /// The title shown in the shortcut list (deprecated in iOS 13 for `title`).
  open var discoverabilityTitle: String?
  /// The action sent up the responder chain.
  open private(set) var action: Selector?
  /// The key, such as `"f"` or an arrow's input string.
  open private(set) var input: String?
  /// The modifier keys held with it.
  open private(set) var modifierFlags: KeyModifierFlags = []
  /// The attributes of the command in a menu.
  open var attributes: Attributes = []
  /// The checked state of the command in a menu.
  open var state: State = .off
  /// Whether the command comes before the system's own shortcuts.
  /// Inert: nothing in the simulation acts on it.
  open var wantsPriorityOverSystemBehavior = false
  /// Whether the input is localized. Inert: nothing in the simulation acts on it.
  open var allowsAutomaticLocalization = true
  /// Whether the input is mirrored right to left. Inert: nothing in the simulation acts on it.
  open var allowsAutomaticMirroring = true

  /// A command with no input or action.
  public init() { super.init(title: "", image: nil) }

  /// A command decoded from `coder`: an empty one, as nothing of a command is archived here.
  public init?(coder: NSCoder) { super.init(title: "", image: nil) }

  /// A shortcut: `input` with `modifierFlags` sends `action`.
  public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
    self.init()
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
  }

  /// A shortcut with a title for the shortcut list.
  public convenience init(
    input: String, modifierFlags: KeyModifierFlags, action: Selector, discoverabilityTitle: String
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.discoverabilityTitle = discoverabilityTitle
  }

  /// The up arrow key.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow key.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow key.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow key.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The escape key.
  public static let inputEscape = "UIKeyInputEscape"
  /// The page up key.
  public static let inputPageUp = "UIKeyInputPageUp"
  /// The page down key.
  public static let inputPageDown = "UIKeyInputPageDown"
  /// The home key.
  public static let inputHome = "UIKeyInputHome"
  /// The end key.
  public static let inputEnd = "UIKeyInputEnd"
  /// The forward delete key.
  public static let inputDelete = "UIKeyInputDelete"
  /// The F1 key.
  public static let f1 = "UIKeyInputF1"
  /// The F2 key.
  public static let f2 = "UIKeyInputF2"
  /// The F3 key.
  public static let f3 = "UIKeyInputF3"
  /// The F4 key.
  public static let f4 = "UIKeyInputF4"
  /// The F5 key.
  public static let f5 = "UIKeyInputF5"
  /// The F6 key.
  public static let f6 = "UIKeyInputF6"
  /// The F7 key.
  public static let f7 = "UIKeyInputF7"
  /// The F8 key.
  public static let f8 = "UIKeyInputF8"
  /// The F9 key.
  public static let f9 = "UIKeyInputF9"
  /// The F10 key.
  public static let f10 = "UIKeyInputF10"
  /// The F11 key.
  public static let f11 = "UIKeyInputF11"
  /// The F12 key.
  public static let f12 = "UIKeyInputF12"

  /// The object the command carries for its action.
  open private(set) var propertyList: Any?
  /// The command's alternates (with other modifier flags).
  open private(set) var alternates: [CommandAlternate] = []

  /// A command titled `title` that sends `action` for `input` with `modifierFlags` (iOS 15).
  public convenience init(
    title: String = "", image: Image? = nil, action: Selector, input: String,
    modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [CommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.title = title
    self.image = image
    self.propertyList = propertyList
    self.alternates = alternates
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }
}
