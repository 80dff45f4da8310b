/// Something that takes part in focus (UIKit's `UIFocusEnvironment`): controllers, views
/// and presentation controllers. Focus moves with a remote or a keyboard, which nothing drives
/// here: updates do nothing, and an environment prefers no other.
public protocol FocusEnvironment: AnyObject {
  /// The environments focus should go to first: none by default.
  var preferredFocusEnvironments: [any FocusEnvironment] { get }
  /// The environment that contains this one.
  var parentFocusEnvironment: (any FocusEnvironment)? { get }
  /// Asks for a focus update; nothing moves focus here.
  func setNeedsFocusUpdate()
  /// Runs a requested focus update now; nothing moves focus here.
  func updateFocusIfNeeded()
}

extension FocusEnvironment {
  /// None: an environment prefers no other.
  public var preferredFocusEnvironments: [any FocusEnvironment] { [] }
  /// Inert: nothing in the simulation acts on it.
  public func setNeedsFocusUpdate() {}
  /// Inert: nothing in the simulation acts on it.
  public func updateFocusIfNeeded() {}

  /// Whether `environment` is this environment or inside it, following
  /// ``parentFocusEnvironment`` (bounded: a loop in a custom chain ends the walk).
  public func contains(_ environment: any FocusEnvironment) -> Bool {
    var current: (any FocusEnvironment)? = environment
    for _ in 0..<10_000 {
      guard let candidate = current else { return false }
      if candidate === self { return true }
      current = candidate.parentFocusEnvironment
    }
    return false
  }
}

extension ViewController: FocusEnvironment {
  /// The parent, else the presenter.
  public var parentFocusEnvironment: (any FocusEnvironment)? {
    parent ?? presentingViewController
  }
}

extension View: FocusEnvironment {
  /// The controller whose view this is, else the superview.
  public var parentFocusEnvironment: (any FocusEnvironment)? {
    viewController ?? superview
  }
}

extension PresentationController: FocusEnvironment {
  /// The presented controller.
  public var parentFocusEnvironment: (any FocusEnvironment)? { presentedViewController }
}
