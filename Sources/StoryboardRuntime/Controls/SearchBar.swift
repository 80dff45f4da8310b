import Foundation

/// UIKit's `UISearchBar`: its text, placeholder, prompt, buttons and scopes, kept as data; a
/// search controller's bar drives it (see ``SearchController``), and StoryboardTesting's
/// `type(_:)`, `tapSearchButton()` and `tapCancelButton()` act as a user.
open class SearchBar: View, TextInputTraits {
  /// The kinds of icon (UIKit's `UISearchBar.Icon`).
  public enum Icon: Int, Sendable {
    case search = 0, clear, bookmark, resultsList
  }
  /// The bar's look (UIKit's `UISearchBar.Style`).
  public enum Style: UInt, Sendable {
    case `default` = 0, prominent, minimal
  }

  /// The text.
  open var text: String?
  /// The placeholder.
  open var placeholder: String?
  /// The prompt above the bar.
  open var prompt: String?
  /// The object asked and told of a user's editing.
  open weak var delegate: (any SearchBarDelegate)?
  /// The search controller that owns the bar, if any.
  public internal(set) weak var searchController: SearchController?
  /// The bar's style.
  open var barStyle = BarStyle.default
  /// The bar's look.
  open var searchBarStyle = Style.default
  /// The bar's tint.
  open var barTintColor: Color?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// Whether the bar shows the bookmark button.
  open var showsBookmarkButton = false
  /// Whether the bar shows Cancel.
  open var showsCancelButton = false
  /// Whether the bar shows the results list button.
  open var showsSearchResultsButton = false
  /// Whether the results list button is selected.
  open var isSearchResultsButtonSelected = false
  /// The scopes' titles.
  open var scopeButtonTitles: [String]?
  /// The selected scope.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows.
  open var showsScopeBar = false
  /// Whether the bar takes touches.
  open var isEnabled = true
  /// The background image.
  open var backgroundImage: Image?
  /// The scope bar's background image.
  open var scopeBarBackgroundImage: Image?
  /// The offset of the search field's background.
  open var searchFieldBackgroundPositionAdjustment = Offset.zero
  /// The offset of the search text.
  open var searchTextPositionAdjustment = Offset.zero
  /// The bar's text field, made on first use.
  open var searchTextField: SearchTextField {
    if let storedTextField { return storedTextField }
    let field = SearchTextField()
    field.text = text
    field.placeholder = placeholder
    addSubview(field)
    storedTextField = field
    return field
  }
  private var storedTextField: SearchTextField?
  private var images: [String: Image] = [:]
  private var attributes: [State: [NSAttributedString.Key: Any]] = [:]
  private var positions: [Icon: Offset] = [:]
  private typealias State = Control.State

  /// A search bar.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// A search bar.
  public override init() { super.init() }
  /// A search bar from a storyboard's `<searchBar>`: its text, placeholder, prompt and input
  /// traits.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    text = coder.string("text")
    placeholder = coder.string("placeholder")
    prompt = coder.string("prompt")
    showsCancelButton = coder.boolean("showsCancelButton") ?? false
    decodeTextInputTraits(from: coder)
  }

  /// Shows or hides Cancel.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
  /// Shows or hides the scope bar.
  open func setShowsScope(_ show: Bool, animated animate: Bool) { showsScopeBar = show }

  /// Sets the background image of `barPosition` and `barMetrics`.
  open func setBackgroundImage(
    _ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics
  ) { images["background/\(barPosition.rawValue)/\(barMetrics.rawValue)"] = backgroundImage }
  /// The background image of `barPosition` and `barMetrics`.
  open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
    images["background/\(barPosition.rawValue)/\(barMetrics.rawValue)"]
  }
  /// Sets the search field's background image in `state`.
  open func setSearchFieldBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
    images["field/\(state.rawValue)"] = backgroundImage
  }
  /// The search field's background image in `state`.
  open func searchFieldBackgroundImage(for state: Control.State) -> Image? {
    images["field/\(state.rawValue)"]
  }
  /// Sets the image of `icon` in `state`.
  open func setImage(_ iconImage: Image?, for icon: Icon, state: Control.State) {
    images["icon/\(icon.rawValue)/\(state.rawValue)"] = iconImage
  }
  /// The image of `icon` in `state`.
  open func image(for icon: Icon, state: Control.State) -> Image? {
    images["icon/\(icon.rawValue)/\(state.rawValue)"]
  }
  /// Sets the scope buttons' background image in `state`.
  open func setScopeBarButtonBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
    images["scope/\(state.rawValue)"] = backgroundImage
  }
  /// The scope buttons' background image in `state`.
  open func scopeBarButtonBackgroundImage(for state: Control.State) -> Image? {
    images["scope/\(state.rawValue)"]
  }
  /// Sets the scope buttons' divider image.
  open func setScopeBarButtonDividerImage(
    _ dividerImage: Image?, forLeftSegmentState leftState: Control.State,
    rightSegmentState rightState: Control.State
  ) { images["divider/\(leftState.rawValue)/\(rightState.rawValue)"] = dividerImage }
  /// The scope buttons' divider image.
  open func scopeBarButtonDividerImage(
    forLeftSegmentState leftState: Control.State, rightSegmentState rightState: Control.State
  ) -> Image? { images["divider/\(leftState.rawValue)/\(rightState.rawValue)"] }
  /// Sets the scope buttons' title attributes in `state`.
  open func setScopeBarButtonTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: Control.State
  ) { self.attributes[state] = attributes }
  /// The scope buttons' title attributes in `state`.
  open func scopeBarButtonTitleTextAttributes(for state: Control.State)
    -> [NSAttributedString.Key: Any]?
  { attributes[state] }
  /// Offsets `icon`.
  open func setPositionAdjustment(_ adjustment: Offset, for icon: Icon) {
    positions[icon] = adjustment
  }
  /// The offset of `icon`.
  open func positionAdjustment(for icon: Icon) -> Offset { positions[icon] ?? .zero }

  /// The view shown instead of the keyboard while editing.
  /// Inert: nothing in the simulation acts on it.
  open override var inputView: View? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputView: View?
  /// The view shown above the keyboard while editing.
  /// Inert: nothing in the simulation acts on it.
  open override var inputAccessoryView: View? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputAccessoryView: View?

  // MARK: - Text input traits (``TextInputTraits``), read from `<textInputTraits>`

  /// Which letters are capitalized as a user types; `.sentences` by default.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether typing is corrected.
  open var autocorrectionType = TextAutocorrectionType.default
  /// Whether spelling is checked.
  open var spellCheckingType = TextSpellCheckingType.default
  /// Whether straight quotes become typographic ones.
  open var smartQuotesType = TextSmartQuotesType.default
  /// Whether two hyphens become a dash.
  open var smartDashesType = TextSmartDashesType.default
  /// Whether spaces are adjusted around pasted and deleted words.
  open var smartInsertDeleteType = TextSmartInsertDeleteType.default
  /// The kind of keyboard shown.
  open var keyboardType = KeyboardType.default
  /// The keyboard's look.
  open var keyboardAppearance = KeyboardAppearance.default
  /// The title of the return key.
  open var returnKeyType = ReturnKeyType.default
  /// Whether the return key is disabled while there is no text.
  open var enablesReturnKeyAutomatically = false
  /// Whether the text is hidden as typed.
  open var isSecureTextEntry = false
  /// What the input holds, for the keyboard's suggestions.
  open var textContentType: TextContentType!
  /// The rules a new password must follow.
  open var passwordRules: TextInputPasswordRules?
}
