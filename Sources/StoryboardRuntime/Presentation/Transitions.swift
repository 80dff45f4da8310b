import Foundation

/// The two controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct TransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  /// The raw value.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller that is visible at the start of the transition.
  public static let from = TransitionContextViewControllerKey(rawValue: "from")
  /// The controller that is visible at the end of the transition.
  public static let to = TransitionContextViewControllerKey(rawValue: "to")
}

/// The two views of a transition (UIKit's `UITransitionContextViewKey`).
public struct TransitionContextViewKey: Hashable, Sendable, RawRepresentable {
  /// The raw value.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view of the controller visible at the start.
  public static let from = TransitionContextViewKey(rawValue: "from")
  /// The view of the controller visible at the end.
  public static let to = TransitionContextViewKey(rawValue: "to")
}

/// What an animator is given (UIKit's `UIViewControllerContextTransitioning`).
public protocol ViewControllerContextTransitioning: AnyObject {
  /// The view the animation takes place in.
  var containerView: View { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is driven by a gesture.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// One of the two controllers.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// One of the two views.
  func view(forKey key: TransitionContextViewKey) -> View?
  /// The frame a controller's view starts at.
  func initialFrame(for viewController: ViewController) -> CGRect
  /// The frame a controller's view ends at.
  func finalFrame(for viewController: ViewController) -> CGRect
  /// Tells that the animation is over.
  func completeTransition(_ didComplete: Bool)
}

/// An animator of a custom transition (UIKit's `UIViewControllerAnimatedTransitioning`).
public protocol ViewControllerAnimatedTransitioning: AnyObject {
  /// How long the animation lasts.
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Runs the animation; it ends with `completeTransition(_:)`.
  func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
  /// Called once the transition is over.
  func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What supplies a presentation's animators (UIKit's `UIViewControllerTransitioningDelegate`).
public protocol ViewControllerTransitioningDelegate: AnyObject {
  /// The animator of the presentation, or `nil` for the standard one.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The animator of the dismissal, or `nil` for the standard one.
  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
}

extension ViewControllerTransitioningDelegate {
  /// `nil`: the standard animation.
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// `nil`: the standard animation.
  public func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  { nil }
}

/// What code running during a transition sees of it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext` and `UIViewControllerTransitionCoordinator`).
public protocol ViewControllerTransitionCoordinator: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// Whether the transition is driven by a gesture.
  var isInteractive: Bool { get }
  /// One of the two controllers.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// Runs `animation` alongside the transition and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinator) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinator) -> Void)?
  ) -> Bool
}

/// A transition that has already happened: the runtime's transitions finish within their call,
/// so animations alongside run at once, and completions right after.
final class ImmediateTransition: ViewControllerTransitionCoordinator,
  ViewControllerContextTransitioning
{
  let from: ViewController?
  let to: ViewController?
  let isAnimated: Bool
  var isCancelled: Bool { false }
  var isInteractive: Bool { false }
  var transitionWasCancelled: Bool { false }
  /// A container detached from every window, with stand-in views: an animator moves them, and
  /// the hierarchy stays the runtime's.
  let containerView = View()
  private let standIns: [TransitionContextViewKey: View] = [.from: View(), .to: View()]
  private(set) var completed: Bool?

  init(from: ViewController?, to: ViewController?, animated: Bool) {
    self.from = from
    self.to = to
    isAnimated = animated
  }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    key == .from ? from : to
  }

  func view(forKey key: TransitionContextViewKey) -> View? { standIns[key] }
  func initialFrame(for viewController: ViewController) -> CGRect { .zero }
  func finalFrame(for viewController: ViewController) -> CGRect { Screen.main.bounds }
  func completeTransition(_ didComplete: Bool) { completed = didComplete }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinator) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinator) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }

  /// Runs `animator` as UIKit runs a custom transition's: its animation, then `animationEnded`.
  func run(_ animator: any ViewControllerAnimatedTransitioning) {
    _ = animator.transitionDuration(using: self)
    animator.animateTransition(using: self)
    animator.animationEnded(completed ?? true)
  }
}

extension View {
  /// How an animation runs (UIKit's `UIView.AnimationOptions`); kept for the signatures.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets the user interact during the animation.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A cross-dissolve transition.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  }

  /// Runs `animations`, then `completion` with `true`: nothing is animated here.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`: nothing is animated here.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`, as a transition of `view` would.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `actions` without animation.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

extension ViewController {
  /// The transition in progress while the controller's appearance changes (in its
  /// `viewWillAppear(_:)` and the like), else `nil`. The runtime's transitions finish within
  /// their call: animations alongside run at once.
  public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    switch appearState {
    case .appearing: return ImmediateTransition(from: nil, to: self, animated: pendingAnimated)
    case .disappearing:
      return ImmediateTransition(from: self, to: nil, animated: pendingAnimated)
    default: return nil
    }
  }
}
