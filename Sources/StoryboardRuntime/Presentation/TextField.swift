import Foundation

/// UIKit's `UITextField`, as an alert holds one: text kept as data.
open class TextField: Control {
  /// The text.
  open var text: String?
  /// The placeholder.
  open var placeholder: String?
  /// Whether the text is hidden as typed.
  open var isSecureTextEntry = false
}
