/// UIKit's `UITextInputTraits`: how the keyboard behaves while a text field, a text view or a
/// search bar is edited. ``TextField``, ``TextView`` and ``SearchBar`` keep every trait and read
/// them from a storyboard's `<textInputTraits>`; UIKit's requirements are optional, so a type of
/// the app's that adopts the protocol without a trait reads its default and keeps nothing set.
public protocol TextInputTraits: AnyObject {
  /// Which letters are capitalized as a user types.
  var autocapitalizationType: TextAutocapitalizationType { get set }
  /// Whether typing is corrected.
  var autocorrectionType: TextAutocorrectionType { get set }
  /// Whether spelling is checked.
  var spellCheckingType: TextSpellCheckingType { get set }
  /// Whether straight quotes become typographic ones.
  var smartQuotesType: TextSmartQuotesType { get set }
  /// Whether two hyphens become a dash.
  var smartDashesType: TextSmartDashesType { get set }
  /// Whether spaces are adjusted around pasted and deleted words.
  var smartInsertDeleteType: TextSmartInsertDeleteType { get set }
  /// The kind of keyboard shown.
  var keyboardType: KeyboardType { get set }
  /// The keyboard's look.
  var keyboardAppearance: KeyboardAppearance { get set }
  /// The title of the return key.
  var returnKeyType: ReturnKeyType { get set }
  /// Whether the return key is disabled while there is no text.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Whether the text is hidden as typed.
  var isSecureTextEntry: Bool { get set }
  /// What the input holds, for the keyboard's suggestions.
  var textContentType: TextContentType! { get set }
  /// The rules a new password must follow.
  var passwordRules: TextInputPasswordRules? { get set }
}

extension TextInputTraits {
  /// `.sentences`, UIKit's default; setting it keeps nothing.
  /// Inert: nothing in the simulation acts on it.
  public var autocapitalizationType: TextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var autocorrectionType: TextAutocorrectionType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var spellCheckingType: TextSpellCheckingType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var smartQuotesType: TextSmartQuotesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var smartDashesType: TextSmartDashesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var smartInsertDeleteType: TextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var keyboardType: KeyboardType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var keyboardAppearance: KeyboardAppearance {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var returnKeyType: ReturnKeyType {
    get { .default }
    set {}
  }
  /// `false`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  /// `false`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// `nil`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var textContentType: TextContentType! {
    get { nil }
    set {}
  }
  /// `nil`; setting it keeps nothing. Inert: nothing in the simulation acts on it.
  public var passwordRules: TextInputPasswordRules? {
    get { nil }
    set {}
  }

  /// Sets the traits a storyboard's `<textInputTraits>` writes, read from `coder`'s object;
  /// an attribute whose value is not one of the type's cases is left at its default.
  package func decodeTextInputTraits(from coder: SceneObjectCoder) {
    guard let traits = coder.object.states["textInputTraits"] else { return }
    func value<Trait: CaseIterable>(_ key: String) -> Trait? {
      traits[key].flatMap { name in Trait.allCases.first { "\($0)" == name } }
    }
    if let trait: TextAutocapitalizationType = value("autocapitalizationType") {
      autocapitalizationType = trait
    }
    if let trait: TextAutocorrectionType = value("autocorrectionType") {
      autocorrectionType = trait
    }
    if let trait: TextSpellCheckingType = value("spellCheckingType") { spellCheckingType = trait }
    if let trait: TextSmartQuotesType = value("smartQuotesType") { smartQuotesType = trait }
    if let trait: TextSmartDashesType = value("smartDashesType") { smartDashesType = trait }
    if let trait: TextSmartInsertDeleteType = value("smartInsertDeleteType") {
      smartInsertDeleteType = trait
    }
    if let trait: KeyboardType = value("keyboardType") { keyboardType = trait }
    if let trait: KeyboardAppearance = value("keyboardAppearance") { keyboardAppearance = trait }
    if let trait: ReturnKeyType = value("returnKeyType") { returnKeyType = trait }
    if let flag = traits["enablesReturnKeyAutomatically"] {
      enablesReturnKeyAutomatically = flag == "YES"
    }
    if let flag = traits["secureTextEntry"] { isSecureTextEntry = flag == "YES" }
    if let type = traits["textContentType"] { textContentType = TextContentType(rawValue: type) }
    if let rules = traits["passwordRules"] {
      passwordRules = TextInputPasswordRules(descriptor: rules)
    }
  }
}
