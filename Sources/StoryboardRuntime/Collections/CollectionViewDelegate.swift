import Foundation

/// UIKit's `UICollectionViewDelegate`: asked and told of a user's selection, in UIKit's order.
/// The requirements UIKit marks optional have defaults here.
public protocol CollectionViewDelegate: AnyObject {
  /// Whether the item may be selected; `true` by default.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was selected by the user.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether the item may be deselected; `true` by default.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was deselected by the user's selection of another.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Nothing.
  public func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Nothing.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}
