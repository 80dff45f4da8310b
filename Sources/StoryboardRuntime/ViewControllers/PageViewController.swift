import Foundation

/// UIKit's `UIPageViewController`: a container that shows one page (two, double-sided) at a
/// time, its pages given by ``setViewControllers(_:direction:animated:completion:)`` or reached
/// by the user's swipe through the ``dataSource``. The controller a `pageViewController` scene
/// instantiates when it names no custom class.
///
/// The shown pages are its children, with UIKit's containment and appearance callbacks;
/// nothing is drawn, and a page turn completes at once. ``swipe(_:completing:)`` simulates the
/// user's swipe: the data source gives the next page, the delegate hears
/// `pageViewController(_:willTransitionTo:)` and then
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
open class PageViewController: ViewController {
  /// How pages turn.
  public enum TransitionStyle: Int, Sendable {
    /// Like the pages of a book.
    case pageCurl = 0
    /// Scrolling.
    case scroll = 1
  }

  /// Which way pages follow each other.
  public enum NavigationOrientation: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// Where the spine of a page-curl controller is.
  public enum SpineLocation: Int, Sendable {
    /// No spine: a scrolling controller.
    case none = 0
    /// At the left or top edge.
    case min = 1
    /// In the middle: two pages show.
    case mid = 2
    /// At the right or bottom edge.
    case max = 3
  }

  /// Which way a page turn goes.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// A key of the options given at creation.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The spine location of a page-curl controller (a ``SpineLocation``'s raw value).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between the pages of a scrolling controller.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  private let storedTransitionStyle: TransitionStyle
  private let storedNavigationOrientation: NavigationOrientation
  private let storedSpineLocation: SpineLocation
  private var pages: [ViewController] = []

  /// The data source the user's swipes ask for the page before or after.
  open weak var dataSource: (any PageViewControllerDataSource)?
  /// The delegate told about page turns the user makes.
  open weak var delegate: (any PageViewControllerDelegate)?

  /// The orientations the page view controller supports: its delegate's answer, else a view
  /// controller's.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    delegate?.pageViewControllerSupportedInterfaceOrientations(self)
      ?? super.supportedInterfaceOrientations
  }

  /// The orientation to present the page view controller in: its delegate's answer, else a
  /// view controller's.
  open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
      ?? super.preferredInterfaceOrientationForPresentation
  }
  /// Whether both sides of a page show content. Inert: nothing in the simulation acts on it.
  open var isDoubleSided = false

  /// A page view controller with the given style, orientation and options.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    storedTransitionStyle = style
    storedNavigationOrientation = navigationOrientation
    let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
    storedSpineLocation = style == .scroll ? .none : spine ?? .min
    super.init(nibName: nil, bundle: nil)
  }

  /// A page view controller from a storyboard scene: page curl, horizontal, as UIKit's default.
  public required init?(coder: NSCoder) {
    storedTransitionStyle = .pageCurl
    storedNavigationOrientation = .horizontal
    storedSpineLocation = .min
    super.init(coder: coder)
  }

  /// A page-curl, horizontal page view controller.
  public required convenience init() {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
  }

  /// How pages turn.
  open var transitionStyle: TransitionStyle { storedTransitionStyle }
  /// Which way pages follow each other.
  open var navigationOrientation: NavigationOrientation { storedNavigationOrientation }
  /// Where the spine is: ``SpineLocation/none`` for a scrolling controller.
  open var spineLocation: SpineLocation { storedSpineLocation }
  /// The gestures that turn pages; the user's swipe is simulated by ``swipe(_:completing:)``.
  open var gestureRecognizers: [GestureRecognizer] { [] }

  /// The pages shown, or `nil` before any is set.
  open var viewControllers: [ViewController]? { pages.isEmpty ? nil : pages }

  /// Shows `viewControllers` in place of the pages shown: the new pages become children and
  /// appear, the old ones disappear and leave, as UIKit's containment does; `completion` runs
  /// with `true` once the turn is done (at once). A page that belongs to another container
  /// raises ERR-25 and nothing changes.
  open func setViewControllers(
    _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    Exceptions.raising {
      try showPages(viewControllers ?? [], animated: animated)
      if let completion { Exceptions.callingBack { completion(true) } }
    }
  }

  private func showPages(_ new: [ViewController], animated: Bool) throws {
    for page in new where page.parent !== self { try checkCanAdopt(page) }
    let old = pages
    let removed = old.filter { page in !new.contains { $0 === page } }
    let added = new.filter { page in !old.contains { $0 === page } }
    Window.transition(in: viewIfLoaded?.window, animated: animated) {
      for page in removed { page.callWillMove(toParent: nil) }
      for page in added { attachChild(page, at: children.count) }
      if let container = loadedView {
        for page in added { container.addSubview(page.view) }
        for page in removed where page.loadedView?.superview === container {
          page.loadedView?.removeFromSuperview()
        }
      }
      for page in removed { detachChild(page) }
      pages = new
    }
    for page in added where page.parent === self { page.callDidMove(toParent: self) }
  }

  override func installVisibleChildViews() {
    guard let container = viewIfLoaded else { return }
    for page in pages where page.viewIfLoaded?.superview !== container {
      container.addSubview(page.view)
    }
  }

  /// Simulates the user's swipe to the next page (``NavigationDirection/forward``) or the
  /// previous one: the data source is asked for it; with none, nothing happens. The delegate
  /// hears `pageViewController(_:willTransitionTo:)`; a completed swipe shows the page, a
  /// cancelled one (`completing: false`) leaves the page as it was; then the delegate hears
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
  /// - Returns: Whether the page changed.
  @discardableResult
  public func swipe(_ direction: NavigationDirection, completing: Bool = true) -> Bool {
    guard let current = pages.first, let dataSource else { return false }
    return Exceptions.raising(false) {
      guard
        let next = try Exceptions.callingOut({
          direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        })
      else { return false }
      let previous = pages
      try Exceptions.callingOut { delegate?.pageViewController(self, willTransitionTo: [next]) }
      if completing { setViewControllers([next], direction: direction, animated: true) }
      Exceptions.callingBack {
        delegate?.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: previous,
          transitionCompleted: completing)
      }
      return completing
    }
  }
}
