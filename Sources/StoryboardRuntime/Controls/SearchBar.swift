import Foundation

/// UIKit's `UISearchBar`: its text and placeholder, kept as data.
open class SearchBar: View {
  /// The search text.
  open var text: String?
  /// The placeholder.
  open var placeholder: String?
  /// The prompt above the bar.
  open var prompt: String?

  /// An empty search bar.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty search bar.
  public override init() { super.init() }

  /// A search bar from a storyboard's `<searchBar>`: its text, placeholder and prompt.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    text = coder.string("text")
    placeholder = coder.string("placeholder")
    prompt = coder.string("prompt")
  }
}
