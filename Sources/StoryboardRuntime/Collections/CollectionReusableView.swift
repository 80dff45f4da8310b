import Foundation

/// UIKit's `UICollectionReusableView`: a view a collection view hands out by reuse identifier.
open class CollectionReusableView: View {
  /// The identifier the collection view dequeues the view by.
  public internal(set) var reuseIdentifier: String?

  /// A view.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A view.
  public override init() { super.init() }

  /// A view from a storyboard, with its reuse identifier.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    reuseIdentifier = (coder as? SceneObjectCoder)?.string("reuseIdentifier")
  }

  /// Sets the reuse identifier of a cell made in code for a registration (the UIKitSources
  /// step's `makeRegisteredCell(reuseIdentifier:)` override calls it).
  public func setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }

  /// Called before the collection view hands the view out again.
  open func prepareForReuse() {}
}
