/// A view in the simulated view hierarchy: only what navigation needs (no frames, no drawing).
///
/// A controller's view is in a window when its chain of superviews reaches a ``Window``.
/// Appearance callbacks follow that fact (LIFE-4): a controller receives `viewWillAppear(_:)`
/// when its view enters a visible window and `viewWillDisappear(_:)` when it leaves. Containers
/// move their children's views for you; a custom container that adds a child's view with
/// ``addSubview(_:)`` while on screen makes the child appear, as in UIKit.
open class View {
  /// The view that contains this one, or `nil` if it is not in a hierarchy.
  public var superview: View? { storedSuperview }
  /// The views this one contains, back to front.
  public var subviews: [View] { storedSubviews }
  // The storage the public properties read; the compiler proves its accesses never overlap.
  @exclusivity(unchecked) private unowned(unsafe) var storedSuperview: View?
  @exclusivity(unchecked) private var storedSubviews: [View] = []
  /// The controller whose view this is, or `nil` for a plain subview.
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var viewController: ViewController?

  /// Whether this view is a ``Window`` (cheaper to read than a dynamic cast).
  private let isWindow: Bool

  /// Creates a view that is not in any hierarchy.
  public init() { isWindow = false }

  /// Creates the root view of a window.
  init(asWindow: Void) { isWindow = true }

  deinit {
    for subview in storedSubviews where subview.storedSuperview === self {
      subview.storedSuperview = nil
    }
  }

  /// The window this view is in, or `nil` if its chain of superviews does not reach one.
  public var window: Window? {
    // The walk follows the superview links without retaining each view on the way.
    unowned(unsafe) var view = self
    while let next = view.storedSuperview { view = next }
    return view.isWindow ? unsafeDowncast(view, to: Window.self) : nil
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    unowned(unsafe) var current = self
    while current !== view {
      guard let next = current.storedSuperview else { return false }
      current = next
    }
    return true
  }

  /// Adds `view` on top of the subviews, removing it from its previous superview first.
  ///
  /// When this view is in a visible window, the controllers whose views enter (or leave) the
  /// window receive their appearance callbacks.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` just below `sibling`, or on top if `sibling` is not a subview.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    Window.transition(in: window, and: view.window) {
      view.detachFromSuperview()
      storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
      view.storedSuperview = self
    }
  }

  /// Removes this view from its superview.
  public func removeFromSuperview() {
    Window.transition(in: window) { detachFromSuperview() }
  }

  private func detachFromSuperview() {
    guard let parent = storedSuperview else { return }
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
  }
}
