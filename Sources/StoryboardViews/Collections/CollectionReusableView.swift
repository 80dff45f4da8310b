import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionReusableView`: a view a collection view hands out by reuse identifier.
open class CollectionReusableView: View {
  /// The identifier the collection view dequeues the view by.
  open internal(set) var reuseIdentifier: String?

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

  /// A view of this class for a supplementary registration, made with `init(frame:)`: each
  /// subclass overrides it (the UIKitSources step writes the override into every subclass it
  /// compiles).
  open class func makeRegisteredView(reuseIdentifier: String) -> CollectionReusableView {
    let view = CollectionReusableView(frame: .zero)
    view.setReuseIdentifier(reuseIdentifier)
    return view
  }

  /// Called before the collection view hands the view out again.
  open func prepareForReuse() {}
  /// Applies the layout's attributes to the view: nothing is laid out.
  /// Inert: nothing in the simulation acts on it.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
  /// Called before the layout changes from `oldLayout` to `newLayout`.
  open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout)
  {}
  /// Called after the layout changed from `oldLayout` to `newLayout`.
  open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout)
  {}
  /// The attributes the view prefers: the layout's, unchanged.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  { layoutAttributes }
}
