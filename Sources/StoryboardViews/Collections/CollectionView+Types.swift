import Foundation
import StoryboardRuntime

extension CollectionView {
  /// Which way a layout scrolls (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    /// Vertical.
    case vertical = 0
    /// Horizontal.
    case horizontal = 1
  }
  /// What kind of element layout attributes place (UIKit's
  /// `UICollectionView.ElementCategory`).
  public enum ElementCategory: UInt, Sendable {
    case cell = 0, supplementaryView, decorationView
  }
  /// How fast items move aside while one is dragged (UIKit's
  /// `UICollectionView.ReorderingCadence`).
  public enum ReorderingCadence: Int, Sendable {
    case immediate = 0, fast, slow
  }
  /// Whether cells resize themselves (UIKit's `UICollectionView.SelfSizingInvalidation`).
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled = 0, enabled, enabledIncludingConstraints
  }
  /// The completion of an interactive layout transition: whether it completed, whether it
  /// finished.
  public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

  /// The kind of section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// A cell class and the handler that configures its cells for an item (iOS 14), for
  /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures `cell` for the item at `indexPath`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void
    let handler: Handler
    let identifier = "CellRegistration-\(UUID().uuidString)"

    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) { self.handler = handler }
  }

  /// A supplementary view class and the handler that configures its views (iOS 14), for
  /// ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures `supplementaryView` of `elementKind` at `indexPath`.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void
    let elementKind: String
    let handler: Handler
    let identifier = "SupplementaryRegistration-\(UUID().uuidString)"

    /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }
}
