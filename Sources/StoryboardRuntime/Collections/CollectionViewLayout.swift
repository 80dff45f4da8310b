import Foundation

/// UIKit's `UICollectionViewLayout`: kept as data (no layout is computed).
open class CollectionViewLayout {
  /// The collection view using the layout.
  public internal(set) weak var collectionView: CollectionView?

  /// A layout.
  public init() {}

  /// Asks for a new layout: nothing is computed here.
  open func invalidateLayout() {}
}
