import Foundation

/// UIKit's `UIMenu`: a titled group of actions and menus, kept as data.
open class Menu: MenuElement {
  /// The menu's children.
  public let children: [MenuElement]

  /// A menu with UIKit's initializer's labels.
  public init(title: String = "", image: Image? = nil, children: [MenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}
