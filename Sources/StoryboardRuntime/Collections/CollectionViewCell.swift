import Foundation

/// UIKit's `UICollectionViewCell`: an item's view, with its content view and selection; a
/// segue the cell triggers runs when a user selects its item.
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  private var storedContentView: View?
  /// The segues selecting the cell triggers.
  var selectionSegues: [StoryboardSegueTarget] = []
  /// The view behind the content.
  open var backgroundView: View?
  /// The view behind a selected or highlighted cell.
  open var selectedBackgroundView: View?

  /// A cell's drag state (UIKit's `UICollectionViewCell.DragState`).
  public enum DragState: Int, Sendable {
    case none = 0, lifting, dragging
  }
  /// Called when the cell's drag state changes: never, as no drag is simulated.
  open func dragStateDidChange(_ dragState: DragState) {}

  /// The view that holds the cell's content: the storyboard's, or one made in code.
  open var contentView: View {
    if let storedContentView { return storedContentView }
    let made = View()
    addSubview(made)
    storedContentView = made
    return made
  }

  /// A cell of this class for a collection view's `register(_:forCellWithReuseIdentifier:)`,
  /// made with `init(frame:)`. Swift cannot call that initializer on a class value it does not
  /// require, so each subclass overrides this: the UIKitSources step writes the override into
  /// every cell class it compiles.
  open override class func makeRegisteredView(reuseIdentifier: String) -> CollectionReusableView {
    makeRegisteredCell(reuseIdentifier: reuseIdentifier)
  }

  /// A cell of this class for a registration (see ``makeRegisteredView(reuseIdentifier:)``).
  open class func makeRegisteredCell(reuseIdentifier: String) -> CollectionViewCell {
    let cell = CollectionViewCell(frame: .zero)
    cell.reuseIdentifier = reuseIdentifier
    return cell
  }

  /// Takes the storyboard's content view (`<collectionViewCellContentView key="contentView">`).
  func adoptContentView(_ view: View) {
    storedContentView?.removeFromSuperview()
    storedContentView = view
    addSubview(view)
  }

  /// Whether the content configuration follows the cell's state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows the cell's state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Asks for the configurations to be updated: they are data here, so nothing is redrawn.
  open func setNeedsUpdateConfiguration() {}
}
