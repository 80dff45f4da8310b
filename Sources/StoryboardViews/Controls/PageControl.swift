import Foundation
import StoryboardRuntime

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

  /// How a user may change the page (UIKit's `UIPageControl.InteractionState`).
  public enum InteractionState: Int, Sendable {
    case none = 0, discrete, continuous
  }
  /// The background's look (UIKit's `UIPageControl.BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0, prominent, minimal
  }
  /// The indicators' direction (UIKit's `UIPageControl.Direction`).
  public enum Direction: Int, Sendable {
    case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop
  }
  /// The indicators' colour.
  open var pageIndicatorTintColor: Color?
  /// The current page's indicator colour.
  open var currentPageIndicatorTintColor: Color?
  /// The background's look.
  open var backgroundStyle = BackgroundStyle.automatic
  /// The indicators' direction.
  open var direction = Direction.natural
  /// How a user is changing the page: not at all, as no touch is under way.
  open var interactionState: InteractionState { .none }
  /// Whether a user can scrub through the pages.
  open var allowsContinuousInteraction = true
  /// The indicators' image.
  open var preferredIndicatorImage: Image?
  /// The current page's indicator image.
  open var preferredCurrentPageIndicatorImage: Image?
  /// Whether a tap's page change waits for ``updateCurrentPageDisplay()`` (deprecated).
  open var defersCurrentPageDisplay = false
  private var indicatorImages: [Int: Image] = [:]
  private var currentIndicatorImages: [Int: Image] = [:]

  /// The indicator image of `page`: its own, else the preferred one.
  open func indicatorImage(forPage page: Int) -> Image? {
    indicatorImages[page] ?? preferredIndicatorImage
  }
  /// Sets the indicator image of `page`.
  open func setIndicatorImage(_ image: Image?, forPage page: Int) { indicatorImages[page] = image }
  /// The current-page indicator image of `page`: its own, else the preferred one.
  open func currentPageIndicatorImage(forPage page: Int) -> Image? {
    currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
  }
  /// Sets the current-page indicator image of `page`.
  open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) {
    currentIndicatorImages[page] = image
  }
  /// The size the indicators of `pageCount` pages need: zero (geometry is data here).
  open func size(forNumberOfPages pageCount: Int) -> CGSize { .zero }
  /// Shows the current page (deprecated): nothing is drawn.
  /// Inert: nothing in the simulation acts on it.
  open func updateCurrentPageDisplay() {}
}
