import Foundation

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): its identifier and the
/// providers of its preview and its menu, kept for the app to call; no menu is shown here.
open class ContextMenuConfiguration {
  /// The order of a menu's elements (UIKit's `UIContextMenuConfiguration.ElementOrder`).
  public enum ElementOrder: Int, Sendable {
    /// The system's order: priority near the touch.
    case automatic = 0
    /// The first elements nearest the touch.
    case priority = 1
    /// The order given.
    case fixed = 2
  }

  /// The configuration's identifier: the one given, else a new UUID.
  open var identifier: any NSCopying { storedIdentifier }
  private let storedIdentifier: any NSCopying
  /// The identifiers of other items the menu acts on. Inert: nothing in the simulation acts on it.
  open var secondaryItemIdentifiers: Set<AnyHashable> = []
  /// The badge shown on the preview. Inert: nothing in the simulation acts on it.
  open var badgeCount = 0
  /// The order of the menu's elements. Inert: nothing in the simulation acts on it.
  open var preferredMenuElementOrder = ElementOrder.automatic
  /// The preview's provider, as given.
  public let previewProvider: ContextMenuContentPreviewProvider?
  /// The menu's provider, as given: called with the suggested elements.
  public let actionProvider: ContextMenuActionProvider?

  /// A configuration with UIKit's initializer's labels.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
    actionProvider: ContextMenuActionProvider? = nil
  ) {
    storedIdentifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}

/// Makes a context menu from the suggested elements (UIKit's `UIContextMenuActionProvider`).
public typealias ContextMenuActionProvider = ([MenuElement]) -> Menu?
/// Makes a context menu's preview (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias ContextMenuContentPreviewProvider = () -> ViewController?
