import Foundation

/// UIKit's `UICollectionViewFlowLayout`: its sizes and spacing, kept as data.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    /// Vertical.
    case vertical = 0
    /// Horizontal.
    case horizontal = 1
  }

  /// The items' size.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The spacing between lines.
  open var minimumLineSpacing: CGFloat = 10
  /// The spacing between items of a line.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The scroll direction.
  open var scrollDirection = ScrollDirection.vertical

  /// A flow layout.
  public override init() { super.init() }
}
