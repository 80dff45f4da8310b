import Foundation

/// A menu element whose items come later (UIKit's `UIDeferredMenuElement`): the provider is
/// kept and called by ``loadElements(_:)`` (a menu is never shown here), with the cached
/// result reused unless the element is uncached.
open class DeferredMenuElement: MenuElement {
  /// Makes the items and hands them to its completion.
  public typealias ElementProvider = (@escaping ([MenuElement]) -> Void) -> Void

  private let elementProvider: ElementProvider
  /// Whether the items are asked for again each time (``uncached(_:)``).
  public private(set) var isUncached = false
  private var cached: [MenuElement]?

  /// An element whose items `elementProvider` makes, once.
  public required init(_ elementProvider: @escaping ElementProvider) {
    self.elementProvider = elementProvider
    super.init(title: "", image: nil)
  }

  /// An element whose items `elementProvider` makes each time the menu shows.
  open class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
    let element = self.init(elementProvider)
    element.isUncached = true
    return element
  }

  /// The items, as a menu about to show asks for them: the provider's, or the cached ones.
  public func loadElements(_ completion: @escaping ([MenuElement]) -> Void) {
    if !isUncached, let cached { return completion(cached) }
    elementProvider { [weak self] elements in
      if self?.isUncached == false { self?.cached = elements }
      completion(elements)
    }
  }
}
