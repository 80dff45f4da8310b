import Foundation

/// UIKit's `UIContextMenuInteraction`: the long press that shows a view's context menu. No
/// press is simulated: ``menuConfiguration(at:)`` asks the delegate for the menu a press at a
/// point would show, as a test needs.
open class ContextMenuInteraction: Interaction {
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  /// How the menu appears (UIKit's `UIContextMenuInteraction.appearance`).
  public enum appearance: Int, Sendable {
    case unknown = 0, rich, compact
  }

  /// The delegate that gives the menu.
  open private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
  /// The view the interaction is added to.
  public private(set) weak var view: View?
  /// How the menu appears: not known, as none is shown.
  open var menuAppearance: appearance { .unknown }

  /// An interaction whose menu `delegate` gives.
  public init(delegate: any ContextMenuInteractionDelegate) { self.delegate = delegate }

  /// The point of the interaction in `view`: the origin (geometry is data here).
  open func location(in view: View?) -> CGPoint { .zero }
  /// Changes the menu shown: there is none to change. Inert: nothing in the simulation acts on it.
  open func updateVisibleMenu(_ block: (Menu) -> Menu) {}
  /// Dismisses the menu shown: there is none. Inert: nothing in the simulation acts on it.
  open func dismissMenu() {}
  /// Called before the interaction moves to `view`.
  public func willMove(to view: View?) {}
  /// Called after the interaction moved to `view`.
  public func didMove(to view: View?) { self.view = view }

  /// The menu a long press at `location` would show: the delegate's answer.
  public func menuConfiguration(at location: CGPoint = .zero) -> ContextMenuConfiguration? {
    delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
  }
}
