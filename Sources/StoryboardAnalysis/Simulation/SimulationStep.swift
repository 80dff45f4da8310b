import StoryboardRuntime

/// One user action of a simulation, as `storyboard-tool simulate --step` spells it.
///
/// A step acts on whatever the user can reach (``Window/reachableViewControllers``): both
/// columns of a split view, the selected tab, nested stacks, embedded children. When several
/// controllers could act, the visible one (``Window/visibleViewController``) or the one whose
/// container holds it wins; otherwise the step is ambiguous and its error lists the candidates.
/// `@<name>` after a step (`perform:showDetail@InboxViewController`) picks the controller by
/// class, storyboard ID, scene ID or title.
public enum SimulationStep: Sendable, Equatable {
  /// `perform:<identifier>`: performs the segue with that identifier from the controller that
  /// has it, as code would (SEG-2).
  case perform(String, from: String? = nil)
  /// `tap:<segue id, accessibility identifier or title>`: taps the control that triggers the
  /// segue with that XML `id` (SEG-1); else, as a user does, the control of a reachable
  /// controller's view whose accessibility identifier, or else title, it is (its actions and
  /// segue run); else the bar button item with that title.
  case tap(String, from: String? = nil)
  /// `select-row:<section>,<row>` (or `selectRow:`): taps that row of the table view of the
  /// controller that acts: `willSelectRowAt`, the selection, `didSelectRowAt`, then the
  /// cell's segue.
  case selectRow(section: Int, row: Int, from: String? = nil)
  /// `tap-tab:<index>`: taps the tab bar item at that index, More being the last item when
  /// there are more tabs than fit (TAB-6, TAB-7).
  case tapTab(Int, from: String? = nil)
  /// `tap-more:<row>`: taps the row of the More list that shows the tab at that row — the
  /// tabs beyond the tab bar — tapping More first when its list is not shown (TAB-4).
  case tapMoreRow(Int, from: String? = nil)
  /// `pop`: taps Back in the navigation stack with something to pop that holds the visible
  /// controller, or the only such stack on screen.
  case pop
  /// `pop@<name>`: taps Back in the stack of the named navigation controller, or of the one
  /// that holds the named controller.
  case popStack(of: String)
  /// `dismiss`: dismisses the topmost presented controller.
  case dismiss
  /// `unwind:<action>`: taps the control wired to an unwind segue with that action (UNW-2).
  case unwind(String, from: String? = nil)
  /// `rotate`: turns the device, swapping the window's width and height
  /// (`viewWillTransition(to:with:)` reaches every controller on screen).
  case rotate
  /// `size-class:compact|regular`: changes the window's horizontal size class (a split
  /// screen on an iPad): `willTransition(to:with:)`, then adaptation and
  /// `traitCollectionDidChange(_:)`.
  case changeSizeClass(UserInterfaceSizeClass)

  /// Whether `@<name>` may name a controller inside the one that acts: Back and the tab bar
  /// act for what they hold; a segue or an unwind belongs to the named controller itself.
  var actsThroughContainers: Bool {
    switch self {
    case .pop, .popStack, .tapTab, .tapMoreRow, .dismiss, .rotate, .changeSizeClass: true
    case .perform, .tap, .selectRow, .unwind: false
    }
  }
}
