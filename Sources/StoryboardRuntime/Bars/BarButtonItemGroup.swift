import Foundation

/// A group of bar button items a navigation item or a keyboard shows together (UIKit's
/// `UIBarButtonItemGroup`); kept as data. Each item's ``BarButtonItem/buttonGroup`` is the
/// group that holds it.
open class BarButtonItemGroup {
  /// The items of the group, in order; each one's ``BarButtonItem/buttonGroup`` follows.
  open var barButtonItems: [BarButtonItem] {
    didSet {
      for item in oldValue where item.buttonGroup === self { item.buttonGroup = nil }
      for item in barButtonItems { item.buttonGroup = self }
    }
  }
  /// The item shown in place of the group when there is no room for it.
  open var representativeItem: BarButtonItem?
  /// Whether the representative item is shown: never here, where every bar has room.
  open var isDisplayingRepresentativeItem: Bool { false }
  /// Whether the group stays when space runs out (iPadOS customization).
  /// Inert: nothing in the simulation acts on it.
  open var alwaysAvailable = false
  /// The element the group shows as in a menu. Inert: nothing in the simulation acts on it.
  open var menuRepresentation: MenuElement?
  /// Whether the group is hidden. Inert: nothing in the simulation acts on it.
  open var isHidden = false
  /// The customization identifier the group was made with, if any.
  let customizationIdentifier: String?

  /// A group of `barButtonItems`, shown as `representativeItem` when there is no room.
  public init(barButtonItems: [BarButtonItem], representativeItem: BarButtonItem?) {
    self.barButtonItems = barButtonItems
    self.representativeItem = representativeItem
    customizationIdentifier = nil
    for item in barButtonItems { item.buttonGroup = self }
  }

  /// An empty group decoded from `coder`: nothing of a group is archived here.
  public required init?(coder: NSCoder) {
    barButtonItems = []
    customizationIdentifier = nil
  }

  /// A group of one item, movable or optional in a customizable bar.
  init(item: BarButtonItem, customizationIdentifier: String?, alwaysAvailable: Bool) {
    barButtonItems = [item]
    self.customizationIdentifier = customizationIdentifier
    self.alwaysAvailable = alwaysAvailable
    item.buttonGroup = self
  }

  /// A group that the user cannot move or remove (UIKit's `fixedGroup(representativeItem:items:)`).
  public static func fixedGroup(
    representativeItem: BarButtonItem? = nil, items: [BarButtonItem]
  ) -> BarButtonItemGroup {
    BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }
}
