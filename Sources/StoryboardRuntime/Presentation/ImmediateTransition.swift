import Foundation

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
    if let completion { Exceptions.callingBack { completion(self) } }
    return true
  }

  /// Runs `animator` as UIKit runs a custom transition's: its animation, then `animationEnded`.
  func run(_ animator: any ViewControllerAnimatedTransitioning) {
    Exceptions.callingBack { _ = animator.transitionDuration(using: self) }
    Exceptions.callingBack { animator.animateTransition(using: self) }
    Exceptions.callingBack { animator.animationEnded(completed ?? true) }
  }
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
