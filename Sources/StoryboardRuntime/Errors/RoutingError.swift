/// An error of the typed navigation helpers: what the `fatalError`s and assertions of
/// their Objective-C and UIKit originals become.
public enum RoutingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No bundle to look storyboards up in: neither given, nor the controller's own, nor
  /// ``StoryboardBundle/main``.
  case noBundle
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
