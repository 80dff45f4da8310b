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
  /// Whether the command comes before the system's own shortcuts; kept as data.
  open var wantsPriorityOverSystemBehavior = false
  /// Whether the input is localized; kept as data.
  open var allowsAutomaticLocalization = true
  /// Whether the input is mirrored right to left; kept as data.
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
}
