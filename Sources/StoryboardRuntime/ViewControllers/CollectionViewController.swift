import Foundation

/// UIKit's `UICollectionViewController`: a controller whose view is a collection view, and its
/// data source and delegate. A storyboard's `<collectionViewController>` brings its collection
/// view and prototype cells; override the data source and delegate methods as in UIKit.
open class CollectionViewController: ViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  private var initialLayout: CollectionViewLayout = CollectionViewFlowLayout()

  /// A controller whose collection view has `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from a storyboard scene.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The collection view: the controller's view.
  open var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  open var collectionViewLayout: CollectionViewLayout {
    collectionView?.collectionViewLayout ?? initialLayout
  }

  /// Loads the storyboard's collection view, or makes one; the controller becomes its data
  /// source and delegate unless the storyboard connects others.
  open override func loadView() {
    super.loadView()
    let collection =
      viewIfLoaded as? CollectionView
      ?? CollectionView(frame: .zero, collectionViewLayout: initialLayout)
    if viewIfLoaded !== collection { view = collection }
    if collection.dataSource == nil { collection.dataSource = self }
    if collection.delegate == nil { collection.delegate = self }
  }

  /// One section.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// No items.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// An empty cell.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { CollectionViewCell.makeRegisteredCell(reuseIdentifier: "") }

  /// `true`.
  open func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  )
    -> Bool
  { true }

  /// Nothing.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
  }

  /// `true`.
  open func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing.
  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  {}
}
