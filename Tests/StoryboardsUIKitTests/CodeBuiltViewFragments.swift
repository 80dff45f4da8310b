#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// A screen built in code as a book's sample builds one: a stack of a label and a button,
/// pinned with anchors to the safe area, a font, a colour and a target-action. It compiles
/// unchanged for iOS (type-checked against Apple's SDK) and here, where layout is kept as data.
final class CodeBuiltProfileViewController: UIViewController {
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)
  private(set) var follows = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = "Ada"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.textAlignment = .center
    followButton.setTitle("Follow", for: .normal)
    followButton.addAction(UIAction { [weak self] _ in self?.follows += 1 }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [nameLabel, followButton])
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      followButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
