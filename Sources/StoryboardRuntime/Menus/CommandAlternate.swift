import Foundation

/// UIKit's `UICommandAlternate`: a command's variant for other modifier flags.
open class CommandAlternate {
  /// The variant's title.
  public let title: String
  /// The variant's action.
  public let action: Selector
  /// The modifier flags that choose it.
  public let modifierFlags: KeyModifierFlags

  /// A variant from an archive: an untitled one with no action.
  public convenience init?(coder: NSCoder) {
    self.init(title: "", action: Selector(""), modifierFlags: [])
  }

  /// A variant titled `title` that sends `action` with `modifierFlags`.
  public init(title: String, action: Selector, modifierFlags: KeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
  }
}
