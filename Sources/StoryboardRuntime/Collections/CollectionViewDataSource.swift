import Foundation

/// UIKit's `UICollectionViewDataSource`: the items and cells of a collection view. The
/// requirements UIKit marks optional have defaults here (one section).
public protocol CollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: CollectionView) -> Int
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
