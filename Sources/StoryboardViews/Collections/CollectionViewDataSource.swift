import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewDataSource`: the items and cells of a collection view. The
/// requirements UIKit marks optional have defaults here (one section).
public protocol CollectionViewDataSource: ObjectiveCResponding {
  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath`; by default an empty reusable view
  /// (UIKit requires the method once the layout has supplementary views).
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView
  /// Whether the item can be moved; `false` by default.
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// Told that the user moved an item.
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the index; none by default.
  func indexTitles(for collectionView: CollectionView) -> [String]?
  /// The item an index title leads to.
  func collectionView(
    _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// An empty reusable view.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView { CollectionReusableView() }
  /// `false`.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No titles.
  public func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
  /// The first item of the section at `index`.
  public func collectionView(
    _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(item: 0, section: index) }
}
