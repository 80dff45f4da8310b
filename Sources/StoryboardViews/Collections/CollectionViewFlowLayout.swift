import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewFlowLayout`: its sizes and spacing, kept as data.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// How section insets are measured (UIKit's `UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset = 0, fromSafeArea, fromLayoutMargins
  }
  /// The item size that asks cells for their own (`estimatedItemSize`).
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// The items' size.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The spacing between lines.
  open var minimumLineSpacing: CGFloat = 10
  /// The spacing between items of a line.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The scroll direction.
  open var scrollDirection = CollectionView.ScrollDirection.vertical
  /// The estimated item size; ``automaticSize`` for self-sizing cells.
  open var estimatedItemSize = CGSize.zero
  /// The section headers' size.
  open var headerReferenceSize = CGSize.zero
  /// The section footers' size.
  open var footerReferenceSize = CGSize.zero
  /// The insets of each section.
  open var sectionInset = EdgeInsets.zero
  /// How ``sectionInset`` is measured.
  open var sectionInsetReference = SectionInsetReference.fromContentInset
  /// Whether section headers stay pinned while their section scrolls.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether section footers stay pinned while their section scrolls.
  open var sectionFootersPinToVisibleBounds = false

  /// A flow layout.
  public override init() { super.init() }
}
