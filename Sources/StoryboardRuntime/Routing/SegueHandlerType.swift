/// Segue identifiers as an enum (WWDC 2015 "Swift in Practice").
///
/// ```swift
/// final class ListViewController: ViewController, SegueHandlerType {
///   enum SegueIdentifier: String { case showDetail, compose }
///
///   override func prepare(for segue: StoryboardSegue, sender: Any?) {
///     switch try? segueIdentifier(for: segue) {
///     case .showDetail?: …
///     case .compose?, nil: …
///     }
///   }
/// }
/// try list.performSegue(withIdentifier: .showDetail, sender: nil)
/// ```
public protocol SegueHandlerType: ViewController {
  /// The identifiers of this controller's segues.
  associatedtype SegueIdentifier: RawRepresentable where SegueIdentifier.RawValue == String
}

extension SegueHandlerType {
  /// Performs the segue with `identifier` (SEG-2), as the original non-throwing helper does.
  /// Raises ERR-8 (<doc:BehaviourRules>) when the storyboard has no such segue, and what the
  /// segue raises.
  public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
    performSegue(withIdentifier: identifier.rawValue, sender: sender)
  }

  /// The typed identifier of `segue`.
  /// - Throws: ``RoutingError/unknownSegueIdentifier(_:type:)`` when the enum has no case for
  ///   it (or the segue has none).
  public func segueIdentifier(for segue: StoryboardSegue) throws -> SegueIdentifier {
    guard let raw = segue.identifier, let identifier = SegueIdentifier(rawValue: raw) else {
      throw RoutingError.unknownSegueIdentifier(
        segue.identifier, type: String(reflecting: SegueIdentifier.self))
    }
    return identifier
  }
}
