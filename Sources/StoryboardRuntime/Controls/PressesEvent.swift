/// UIKit's `UIPressesEvent`: an event of presses of physical buttons.
open class PressesEvent: Event {
  /// The event's presses.
  open private(set) var allPresses: Set<Press>

  /// An event of `presses`.
  public init(presses: Set<Press>) {
    allPresses = presses
    super.init()
  }

  /// The event's type: presses.
  open override var type: EventType { .presses }
  /// The presses `gesture` receives: none, as recognizers do not see presses here.
  open func presses(for gesture: GestureRecognizer) -> Set<Press> { [] }
}
