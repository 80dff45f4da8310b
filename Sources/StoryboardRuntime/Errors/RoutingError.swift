import Synchronization

/// An error of the typed navigation helpers: what the `fatalError`s and assertions of
/// their Objective-C and UIKit originals become.
public enum RoutingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No bundle to look storyboards up in: neither given, nor the controller's own, nor
  /// ``StoryboardBundle/main``.
  case noBundle
  /// No longer thrown: `makeWithStoryboard()` throws
  /// ``StoryboardError/storyboardNotFound(name:bundle:)``, the one error of a missing storyboard.
  @available(
    *, deprecated,
    message: "makeWithStoryboard() throws StoryboardError.storyboardNotFound(name:bundle:)"
  )
  case storyboardNotFound(name: String, bundle: String)
  /// No longer thrown: `makeWithStoryboard()` throws
  /// ``StoryboardError/noInitialViewController(storyboard:)``, the one error of a storyboard
  /// without an entry point.
  @available(
    *, deprecated,
    message: "makeWithStoryboard() throws StoryboardError.noInitialViewController(storyboard:)"
  )
  case noInitialViewController(name: String, bundle: String)
  /// `makeWithStoryboard()`: the initial view controller is of another class.
  case wrongInitialViewController(name: String, bundle: String, expected: String, found: String)
  /// A routed destination is neither of the expected class nor wraps one.
  case wrongDestination(expected: String, actual: String)
  /// A segue identifier that the controller's `SegueIdentifier` type has no case for.
  case unknownSegueIdentifier(String?, type: String)
  /// A segue no handler was registered for, in a controller that requires one.
  case unhandledSegue(identifier: String?, controller: String)
  /// The `default:` branch of a `prepare(for:sender:)` that switches over destinations.
  case unexpectedSegue(source: String, destination: String)

  /// What went wrong (the originals' messages where they have one) and what to do.
  public var description: String {
    switch self {
    case .noBundle:
      return "There is no storyboard bundle to look in. Pass one, or set StoryboardBundle.main."
    case .storyboardNotFound(let name, let bundle):
      return "Can't find storyboard named `\(name)` in bundle `\(bundle)`. Add the storyboard "
        + "to the bundle, or override storyboardName to name an existing one."
    case .noInitialViewController(let name, let bundle):
      return "No initial view controller defined in storyboard `\(name)`, bundle `\(bundle)`. "
        + "Set the storyboard's entry point (Is Initial View Controller)."
    case .wrongInitialViewController(let name, let bundle, let expected, let found):
      return "Wrong initial view controller found in storyboard `\(name)`, bundle `\(bundle)`: "
        + "expected `\(expected)`, found `\(found)`. Set the initial scene's custom class to "
        + "`\(expected)`, or make the storyboard's entry point that scene."
    case .wrongDestination(let expected, let actual):
      return "Expected a \(expected) (or a container around one), found a \(actual). Set the "
        + "scene's custom class, or change the type the closure expects."
    case .unknownSegueIdentifier(let identifier, let type):
      return "Invalid segue identifier '\(identifier ?? "nil")': \(type) has no case for it. "
        + "Add the case, or fix the identifier in the storyboard."
    case .unhandledSegue(let identifier, let controller):
      return "\(controller) has no handler for the segue '\(identifier ?? "nil")'. Register one, "
        + "or set unhandledSegues to .ignore."
    case .unexpectedSegue(let source, let destination):
      return "Unexpected segue: `\(source)` -> `\(destination)`. Add a case for "
        + "`\(destination)` to the switch in prepare(for:sender:)."
    }
  }
}
