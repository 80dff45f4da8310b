#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// A cell registered in code with a collection view; its label is made in `init(frame:)`.
final class BadgeCell: UICollectionViewCell {
  let badgeLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(badgeLabel)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(badgeLabel)
  }
}
