/// Something UIKit only logs: the runtime carries on (usually ignoring the call) and emits a
/// ``NavigationEvent/Kind/warning(_:)`` event with UIKit's text.
public enum RuntimeWarning: Sendable, Equatable, CustomStringConvertible {
  /// ERR-21: the presenter is already presenting another controller; the presentation is ignored.
  case alreadyPresenting(presented: String, presenter: String, source: String, current: String)
  /// ERR-22: the presenter's view is not in a visible window; the presentation is ignored.
  case notInWindowHierarchy(presented: String, presenter: String, source: String)
  /// ERR-15: the stack was changed during a transition; the change is ignored.
  case setViewControllersDuringTransition(navigationController: String)
  /// ERR-6 / SB-7: a storyboard names a class that is not registered; its element's own class
  /// is used instead.
  case unknownClass(String)
  /// ERR-10 in a lenient bundle: the custom segue class is not registered; a plain segue
  /// stands in.
  case unknownSegueClass(String)
  /// SB-6: the segue's `@IBSegueAction` does not exist; `init(coder:)` is used instead.
  case segueActionNotFound(method: String)
  /// SB-6: the segue's `@IBSegueAction` returned `nil`; `init(coder:)` is used instead.
  case segueActionReturnedNil(method: String, className: String)
  /// An embed segue failed while its container's view loaded; the container has no child.
  case embedSegueFailed(segue: String, reason: String)
  /// A property setter met a case where UIKit raises (the error's text follows); setters cannot
  /// throw, so the change is not made. The throwing method of the same name reports it as an
  /// error instead.
  case exceptionInSetter(property: String, reason: String)
  /// No controller answered an unwind segue's action (UNW-3), so nothing happens — as in UIKit,
  /// which logs nothing. Usually the destination's class does not return a handler from
  /// `unwindAction(named:)`, the replacement of `@IBAction` unwind methods.
  case unwindActionNotHandled(action: String, source: String)
  /// A storyboard's `<customObject>` of a class found by name that cannot be made by name
  /// (it is not ``ObjectiveCInitializable``): the object is not made, and outlets to it stay
  /// `nil`.
  case customObjectNotMade(className: String)
  /// A storyboard connection (an outlet or an action) was not made: its source has no member
  /// table to find the member in.
  case connectionNotMade(connection: String, reason: String)
  /// A localized strings file could not be read: its keys read as their values or keys, as
  /// when iOS finds no table. Also written to standard error, once per file.
  case stringsFileNotRead(StringsFileError)

  /// UIKit's log text.
  public var description: String {
    switch self {
    case .alreadyPresenting(let presented, let presenter, let source, let current):
      return "Attempt to present \(presented) on \(presenter) (from \(source)) which is already "
        + "presenting \(current)."
    case .notInWindowHierarchy(let presented, let presenter, let source):
      return "Attempt to present \(presented) on \(presenter) (from \(source)) whose view is not "
        + "in the window hierarchy."
    case .setViewControllersDuringTransition(let navigationController):
      return "setViewControllers:animated: called on \(navigationController) while an existing "
        + "transition or presentation is occurring; the navigation stack will not be updated."
    case .unknownClass(let name):
      return "Unknown class \(name) in Interface Builder file."
    case .unknownSegueClass(let name):
      return "Could not create a segue of class '\(name)'; a plain segue stands in."
    case .segueActionNotFound(let method):
      return "Unable to find method \(method)"
    case .segueActionReturnedNil(let method, let className):
      return "\(method) returned nil, falling back to -[\(className) initWithCoder:]"
    case .embedSegueFailed(let segue, let reason):
      return "The embed segue '\(segue)' failed: \(reason)"
    case .exceptionInSetter(let property, let reason):
      return "Setting \(property) raised an exception in UIKit; the change is not made. "
        + "\(reason) Use the throwing set method to handle it."
    case .customObjectNotMade(let className):
      return "Could not make the custom object of class \(className): without the Objective-C "
        + "runtime a class found by name is made only through makeInstance(), which the "
        + "UIKitSources build step writes into an NSObject class with init(). Build "
        + "\(className)'s file with the step (plugins: [\"UIKitSourcesPlugin\"]); outlets to "
        + "the object stay nil."
    case .connectionNotMade(let connection, let reason):
      return "The storyboard's \(connection) was not connected: \(reason)"
    case .stringsFileNotRead(let error):
      return "\(error) (its strings are not localized)"
    case .unwindActionNotHandled(let action, let source):
      return "No view controller handles the unwind action '\(action)' from \(source), so the "
        + "unwind does nothing. Return a handler for '\(action)' from unwindAction(named:) in "
        + "the destination's class: an @IBAction is not called without the Objective-C "
        + "runtime."
    }
  }
}
