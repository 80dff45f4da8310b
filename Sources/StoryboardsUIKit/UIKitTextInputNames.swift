import StoryboardRuntime

// UIKit's names for the runtime's text input traits (UITextInputTraits.h).

/// UIKit's `UITextInputTraits`.
public typealias UITextInputTraits = TextInputTraits
/// UIKit's `UITextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's `UITextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's `UITextSmartQuotesType`.
public typealias UITextSmartQuotesType = TextSmartQuotesType
/// UIKit's `UITextSmartDashesType`.
public typealias UITextSmartDashesType = TextSmartDashesType
/// UIKit's `UITextSmartInsertDeleteType`.
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
/// UIKit's `UIKeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// UIKit's `UIKeyboardAppearance`.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// UIKit's `UIReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's `UITextContentType`.
public typealias UITextContentType = TextContentType
/// UIKit's `UITextInputPasswordRules`.
public typealias UITextInputPasswordRules = TextInputPasswordRules
