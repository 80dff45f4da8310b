import Foundation

/// UIKit's `UIViewPropertyAnimator`: animations and completions, run as the runtime runs
/// `UIView.animate` — the animation blocks change the views' values when the animator starts
/// (nothing moves over time) — and finished at the next turn of the run loop, as UIKit finishes
/// one after its duration: completions added after `startAnimation()` run too, and a test
/// waits for them as on iOS (an expectation, `RunLoop.current.run(until:)`).
///
/// UIKit's life cycle is kept: `.inactive` until started; `.active` while running or paused
/// (`pauseAnimation()`, `fractionComplete`); `stopAnimation(true)` back to `.inactive` without
/// completions, `stopAnimation(false)` to `.stopped` until `finishAnimation(at:)` runs them
/// with its position; a finished animator is `.inactive` again (or stays `.active`, paused,
/// with `pausesOnCompletion`), its blocks and completions gone, as Apple documents for
/// `addAnimations(_:)`. A reversed animator's completions are told `.start`.
open class ViewPropertyAnimator: ViewImplicitlyAnimating, NSCopying {
  /// The timing. Inert: nothing in the simulation acts on it.
  open private(set) var timingParameters: (any TimingCurveProvider)?
  /// The duration given.
  open private(set) var duration: TimeInterval
  /// The delay of the last `startAnimation(afterDelay:)`; 0 by default.
  open private(set) var delay: TimeInterval = 0
  /// Whether the views take touches while animating. Inert: nothing in the simulation acts on it.
  open var isUserInteractionEnabled = true
  /// Whether hit-testing is left to the app while animating.
  /// Inert: nothing in the simulation acts on it.
  open var isManualHitTestingEnabled = false
  /// Whether the animator can be paused and stopped. Inert: nothing in the simulation acts on it.
  open var isInterruptible = true
  /// Whether a paused animator scrubs linearly. Inert: nothing in the simulation acts on it.
  open var scrubsLinearly = true
  /// Whether a finished animator stays `.active` and paused instead of becoming `.inactive`.
  open var pausesOnCompletion = false

  /// Where the animator is in its life.
  open private(set) var state = ViewAnimatingState.inactive
  /// Whether it is running (started and not paused).
  open private(set) var isRunning = false
  /// Whether it runs backwards: its completions are told `.start`.
  open var isReversed = false
  /// How far it has come: 0 until it finishes, then 1; set while paused to scrub.
  open var fractionComplete: CGFloat = 0

  private var animations: [() -> Void] = []
  private var completions: [(ViewAnimatingPosition) -> Void] = []
  /// Counts starts, so that a finish scheduled before a stop does not finish a later run.
  private var run = 0

  /// An animator of `duration` with `parameters`, not running, without animations.
  public init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
  }

  /// An animator of `duration` on a built-in curve, not running.
  public convenience init(
    duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    animations.map { self.animations.append($0) }
  }

  /// An animator of `duration` on a cubic curve, not running.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    animations.map { self.animations.append($0) }
  }

  /// An animator of `duration` on a spring of `ratio` damping, not running.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
    animations.map { self.animations.append($0) }
  }

  /// An animator made and started at once, as `UIView.animate` is (Apple: it "starts the
  /// animation with the associated animation and completion blocks").
  ///
  /// Called on a subclass, the subclass must be made with its own initializer instead: the
  /// runtime cannot make an instance of it from this class method.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: View.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = ViewPropertyAnimator(
      duration: duration, curve: curve(of: options), animations: animations)
    completion.map(animator.addCompletion)
    animator.startAnimation(afterDelay: delay)
    guard let typed = animator as? Self else {
      preconditionFailure(
        "runningPropertyAnimator(withDuration:…) cannot make a \(self): make it with its own "
          + "initializer, then call startAnimation(afterDelay:).")
    }
    return typed
  }

  private static func curve(of options: View.AnimationOptions) -> View.AnimationCurve {
    View.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0b11)) ?? .easeInOut
  }

  /// Adds `animation`; while the animator runs it takes effect at once.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds `animation`; while the animator runs it takes effect at once.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active {
      Exceptions.callingBack {
        View.runAnimation(duration: duration, animations: animation, completion: nil)
      }
    } else {
      animations.append(animation)
    }
  }

  /// Adds a block run when the animation ends, with where it ended.
  open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Waits for the animation's end, and returns where it ended.
  open func addCompletion() async -> ViewAnimatingPosition {
    await withCheckedContinuation { continuation in
      addCompletion { continuation.resume(returning: $0) }
    }
  }

  /// Continues a paused animation: it runs to its end, as a started one does.
  open func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
  ) {
    if let parameters { timingParameters = parameters }
    startAnimation()
  }

  /// Starts the animator: its animations take effect, and it finishes at the next turn of the
  /// run loop. Resumes a paused one.
  open func startAnimation() {
    guard state != .stopped else { return }
    becomeActive()
    isRunning = true
    run += 1
    // The run loop keeps a running animator until it finishes, as UIKit keeps one.
    let finish = Scheduled(animator: self, run: run)
    RunLoop.current.perform { finish.animator.finishRunning(finish.run) }
  }

  /// A run's end, waiting on the run loop (which runs it on this thread).
  private struct Scheduled: @unchecked Sendable {
    let animator: ViewPropertyAnimator
    let run: Int
  }

  /// Starts the animator `delay` seconds from now, as the run loop turns past them.
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    guard delay > 0 else { return startAnimation() }
    let start = Scheduled(animator: self, run: run)
    let timer = Timer(timeInterval: delay, repeats: false) { _ in
      start.animator.startAnimation()
    }
    RunLoop.current.add(timer, forMode: .default)
  }

  /// Pauses the animator: it becomes (or stays) `.active` with its animations applied, not
  /// running, until started again.
  open func pauseAnimation() {
    becomeActive()
    isRunning = false
    run += 1
  }

  /// Makes an inactive animator active, applying the animations added so far (their changes
  /// take effect at once, as nothing is animated here).
  private final func becomeActive() {
    guard state == .inactive else { return }
    state = .active
    let blocks = animations
    animations = []
    for block in blocks {
      Exceptions.callingBack {
        View.runAnimation(duration: duration, animations: block, completion: nil)
      }
    }
  }

  /// Stops the animator where it is: `.inactive` without its completions when
  /// `withoutFinishing`, else `.stopped` until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    run += 1
    if withoutFinishing {
      reset()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator at `finalPosition`: its completions run with it.
  open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  /// The end of the run `started`, unless the animator was paused or stopped since.
  private func finishRunning(_ started: Int) {
    guard started == run, state == .active, isRunning else { return }
    fractionComplete = 1
    if pausesOnCompletion {
      isRunning = false
      return
    }
    finish(at: isReversed ? .start : .end)
  }

  private func finish(at position: ViewAnimatingPosition) {
    let blocks = completions
    reset()
    for completion in blocks { Exceptions.callingBack { completion(position) } }
  }

  private func reset() {
    state = .inactive
    isRunning = false
    animations = []
    completions = []
  }

  /// A new animator of the same duration and timing, not running.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = ViewPropertyAnimator(
      duration: duration,
      timingParameters: timingParameters ?? CubicTimingParameters(animationCurve: .easeInOut))
    copy.isUserInteractionEnabled = isUserInteractionEnabled
    copy.isManualHitTestingEnabled = isManualHitTestingEnabled
    copy.isInterruptible = isInterruptible
    copy.scrubsLinearly = scrubsLinearly
    copy.pausesOnCompletion = pausesOnCompletion
    return copy
  }
}
