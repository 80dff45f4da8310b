/// UIKit's `UIInteraction`: a behaviour added to a view (``View/addInteraction(_:)``).
public protocol Interaction: AnyObject {
  /// The view the interaction is added to.
  var view: View? { get }
  /// Called before the interaction is added to or removed from `view` (`nil`).
  func willMove(to view: View?)
  /// Called after the interaction was added to or removed from `view` (`nil`).
  func didMove(to view: View?)
}
