import Foundation

/// UIKit's `UIPageControl`: the number of pages and the current one.
open class PageControl: Control {
  /// The number of pages.
  open var numberOfPages = 0 {
    didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
  }
  /// The current page.
  open var currentPage = 0
  /// Whether the control hides with one page.
  open var hidesForSinglePage = false

  /// A control of no pages.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control of no pages.
  public override init() { super.init() }

  /// A control from a storyboard's `<pageControl>`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    numberOfPages = coder.integer("numberOfPages") ?? 0
    currentPage = coder.integer("currentPage") ?? 0
  }
}
