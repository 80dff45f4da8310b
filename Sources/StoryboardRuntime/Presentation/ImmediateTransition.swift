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
