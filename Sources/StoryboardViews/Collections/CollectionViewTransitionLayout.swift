import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewTransitionLayout`: the layout between two others during an
/// interactive transition; its progress and animated values are kept as data.
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// How far the transition is, 0 to 1.
  open var transitionProgress: CGFloat = 0
  /// The layout the transition starts from.
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to.
  public let nextLayout: CollectionViewLayout
  private var values: [String: CGFloat] = [:]

  /// A transition from `currentLayout` to `newLayout`.
  public init(currentLayout: CollectionViewLayout, nextLayout newLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    nextLayout = newLayout
    super.init()
  }

  /// A transition from an archive: between two empty layouts.
  public override init?(coder: NSCoder) {
    currentLayout = CollectionViewLayout()
    nextLayout = CollectionViewLayout()
    super.init()
  }

  /// Sets the animated value of `key`.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { values[key] = value }
  /// The animated value of `key`: the last one set, else 0.
  open func value(forAnimatedKey key: String) -> CGFloat { values[key] ?? 0 }
}
