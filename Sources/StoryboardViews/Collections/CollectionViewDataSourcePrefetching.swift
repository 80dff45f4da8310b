import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewDataSourcePrefetching`: told which items will be needed soon. No
/// item is scrolled into view here, so a collection view never asks.
public protocol CollectionViewDataSourcePrefetching: ObjectiveCResponding {
  /// Items at `indexPaths` will be needed soon.
  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items at `indexPaths` will not be needed after all.
  func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
