import Foundation
import StoryboardRuntime

#if canImport(QuartzCore)
  import QuartzCore
#endif

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout places one cell, supplementary
/// or decoration view; kept as data (a custom layout computes them, nothing is drawn).
open class CollectionViewLayoutAttributes {
  /// The element's frame; setting it sets ``center`` and ``size``.
  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }
  /// The element's centre.
  open var center = CGPoint.zero
  /// The element's size.
  open var size = CGSize.zero
  /// The element's 3-D transform.
  open var transform3D = CATransform3DIdentity
  /// The element's bounds.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  /// The element's 2-D transform.
  open var transform = CGAffineTransform.identity
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// The element's place along the z axis.
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether the element is a cell, a supplementary or a decoration view.
  public let representedElementCategory: CollectionView.ElementCategory
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  public let representedElementKind: String?

  /// Attributes of an element.
  public required init() {
    indexPath = IndexPath(item: 0, section: 0)
    representedElementCategory = .cell
    representedElementKind = nil
  }
  init(category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = category
    representedElementKind = kind
  }
  /// Attributes of the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }
  /// Attributes of a supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
  }
  /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
  }
}
