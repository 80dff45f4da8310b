/// A view of a module above the core that takes some objects declared inside it in a storyboard
/// in its own way: a cell its content view, a collection view its layout.
package protocol StoryboardChildAdopting: AnyObject {
  /// Takes `child`, declared inside this view under `key`; `false` leaves it to be placed as
  /// any other object (a subview).
  func adoptStoryboardChild(_ child: AnyObject, key: String?) -> Bool
}

/// A view that makes cells from its storyboard's prototypes: a table view, a collection view.
package protocol StoryboardPrototypeRegistering: AnyObject {
  /// Registers `make` for the prototype `element` (under `key`) with `reuseIdentifier`.
  func registerStoryboardPrototype(
    reuseIdentifier: String, element: String, key: String?, make: @escaping () -> View?)
}

/// A view that arranges the subviews its storyboard declares instead of adding them: a stack
/// view.
package protocol StoryboardSubviewArranging: AnyObject {
  /// Arranges `view`, declared inside this view.
  func arrangeStoryboardSubview(_ view: View)
}

/// A view whose storyboard declares its cells in sections (a static table).
package protocol StoryboardStaticCellHolding: AnyObject {
  /// Appends `cell` to the static section `section`; `false` when it is no cell of this view.
  func appendStaticCell(_ cell: View, toSection section: Int) -> Bool
}

/// A view whose selection performs storyboard segues: a table view cell, a collection view
/// cell.
package protocol StoryboardSelectionSegueTriggering: AnyObject {
  /// Adds a segue this view's selection performs.
  func addSelectionSegue(_ target: StoryboardSegueTarget)
}

/// A view that lays out its visible content on demand (a table view its first rows), so that
/// a search of the view tree finds the controls inside it.
package protocol VisibleContentLayingOut: AnyObject {
  /// Lays out what is visible.
  func layOutVisibleContent()
}
