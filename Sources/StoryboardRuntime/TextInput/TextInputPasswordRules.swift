import Foundation

/// UIKit's `UITextInputPasswordRules`: the rules a new password must follow, in the descriptor
/// language of Password AutoFill (`required: upper; minlength: 8;`), kept as written.
open class TextInputPasswordRules: NSObject, NSCopying {
  /// The rules as written.
  open private(set) var passwordRulesDescriptor: String

  /// Rules from their descriptor.
  public convenience init(descriptor passwordRulesDescriptor: String) {
    self.init(passwordRulesDescriptor)
  }

  private init(_ descriptor: String) {
    passwordRulesDescriptor = descriptor
    super.init()
  }

  /// The same rules: they cannot change, so the object itself.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Whether `object` is rules with the same descriptor.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? TextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
  }

  /// The descriptor's hash.
  open override var hash: Int { passwordRulesDescriptor.hashValue }
}
