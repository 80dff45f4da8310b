import Foundation

/// UIKit's `UIControl`: a view that sends actions for events, by target-action (a selector
/// sent through the target's member table, ``ObjectiveCMembers``) or by ``Action``.
///
/// ``sendActions(for:)`` sends every action registered for any of the events, in the order
/// they were added, whether or not the control is enabled, as UIKit's does (Fleet, which ran on
/// UIKit, checks enabled, hidden and user interaction in its `tap()` instead). A `nil` target
/// goes up the responder chain from the control (``Responder/target(forAction:withSender:)``).
open class Control: View {
  /// UIKit's `UIControl.Event`, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The events `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A drag inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A drag outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A drag entering.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A drag leaving.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch up inside: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch up outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A cancelled touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (switch, slider, segmented control, stepper, date picker).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// Reserved for the app.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    /// The event a storyboard's `eventType` names (`touchUpInside`), or `nil`.
    public init?(storyboardName: String) {
      guard let event = Self.storyboardNames[storyboardName] else { return nil }
      self = event
    }

    /// Each event by the name a storyboard gives it.
    private static let storyboardNames: [String: Event] = [
      "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat,
      "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside,
      "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
      "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
      "touchCancel": .touchCancel, "valueChanged": .valueChanged,
      "primaryActionTriggered": .primaryActionTriggered,
      "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
      "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
      "editingDidEndOnExit": .editingDidEndOnExit,
    ]
  }

  /// UIKit's `UIControl.State`, with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The state `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    /// Highlighted.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// Reserved for the app.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Reserved for the system.
    public static let reserved = State(rawValue: 0xFF00_0000)

    /// The state a storyboard's `<state key=…>` names, or `nil`.
    package init?(storyboardKey: String) {
      switch storyboardKey {
      case "normal": self = .normal
      case "highlighted": self = .highlighted
      case "disabled": self = .disabled
      case "selected": self = .selected
      case "focused": self = .focused
      default: return nil
      }
    }
  }

  /// One registration of ``addTarget(_:action:for:)``.
  private struct TargetAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let action: Selector
    var events: Event
  }

  /// Whether the control is enabled; a simulated tap refuses a disabled control.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false

  /// A control is an element, disabled and selected as its state says.
  override var standardAccessibility: (isElement: Bool, label: String?, traits: AccessibilityTraits)
  {
    var traits: AccessibilityTraits = []
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return (true, nil, traits)
  }
  /// Whether a tap opens the control's menu instead of sending its actions.
  open var showsMenuAsPrimaryAction = false
  /// Whether the control's context menu interaction is enabled.
  open var isContextMenuInteractionEnabled = false
  /// Where the control's menu attaches: the origin (geometry is data here).
  open func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint { .zero }
  /// The control's context menu interaction, while ``isContextMenuInteractionEnabled``.
  open var contextMenuInteraction: ContextMenuInteraction? {
    isContextMenuInteractionEnabled ? ContextMenuInteraction(delegate: self) : nil
  }
  /// The control's menu: none by default (a button answers its ``Button/menu``).
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// The preview the menu highlights: none.
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// The preview the menu dismisses to: none.
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// The menu is about to show.
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willDisplayMenuFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// The menu is about to close.
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  private var targetActions: [TargetAction] = []
  private var actionHandlers: [(action: Action, events: Event)] = []

  /// A control.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control.
  public override init() { super.init() }

  /// A control that runs `primaryAction` for ``Event/primaryActionTriggered``.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A control from a storyboard object: enabled, selected and highlighted as declared.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    isEnabled = coder.boolean("enabled") ?? true
    isSelected = coder.boolean("selected") ?? false
    isHighlighted = coder.boolean("highlighted") ?? false
  }

  /// The control's key-value coding keys: `enabled` and `selected`, then the view's.
  open override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    switch name {
    case "enabled", "isEnabled":
      return .property(
        get: { self.isEnabled },
        set: { self.isEnabled = try ObjectiveCMember.cast($0, member: name) })
    case "selected", "isSelected":
      return .property(
        get: { self.isSelected },
        set: { self.isSelected = try ObjectiveCMember.cast($0, member: name) })
    default: return super.objectiveCMember(named: name)
    }
  }

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Sends `action` to `target` (or up the responder chain when `target` is `nil`) for
  /// `controlEvents`. The same target and action for more events adds the events.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map(targetObject)
    if let index = targetActions.firstIndex(where: {
      $0.target === object && $0.hasTarget == (object != nil) && $0.action == action
    }) {
      targetActions[index].events.formUnion(controlEvents)
    } else {
      targetActions.append(
        TargetAction(
          target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }
  }

  /// Stops sending `action` (every action, when `nil`) to `target` (every target, when `nil`)
  /// for `controlEvents`.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map(targetObject)
    for index in targetActions.indices
    where (object == nil || targetActions[index].target === object)
      && (action == nil || targetActions[index].action == action)
    {
      targetActions[index].events.subtract(controlEvents)
    }
    targetActions.removeAll { $0.events.isEmpty }
  }

  /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
  open func addAction(_ action: Action, for controlEvents: Event) {
    if let index = actionHandlers.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actionHandlers[index] = (action, actionHandlers[index].events.union(controlEvents))
    } else {
      actionHandlers.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents`.
  open func removeAction(_ action: Action, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action identified by `actionIdentifier` for `controlEvents`.
  open func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event)
  {
    for index in actionHandlers.indices
    where actionHandlers[index].action.identifier == actionIdentifier {
      actionHandlers[index].events.subtract(controlEvents)
    }
    actionHandlers.removeAll { $0.events.isEmpty }
  }

  /// The targets of the control's target-actions (`nil` targets are not listed).
  open var allTargets: Set<AnyHashable> {
    Set(
      targetActions.compactMap { entry in
        entry.target.map { target in
          (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
        }
      })
  }

  /// Every event some target-action or action is registered for.
  open var allControlEvents: Event {
    (targetActions.map(\.events) + actionHandlers.map(\.events)).reduce([]) { $0.union($1) }
  }

  /// The selectors sent to `target` for `controlEvent`, or `nil` when there are none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map(targetObject)
    let names = targetActions.filter {
      $0.target === object && $0.hasTarget == (object != nil)
        && !$0.events.isDisjoint(with: controlEvent)
    }.map(\.action.methodName)
    return names.isEmpty ? nil : names
  }

  /// Sends `action` to `target` with the control as the sender (UIKit's dispatch point): a
  /// `nil` target is the first responder up the chain from the control that can perform it,
  /// and nothing happens when none can; a target without the method raises UIKit's
  /// "unrecognized selector" exception.
  open func sendAction(_ action: Selector, to target: Any?, for event: StoryboardRuntime.Event?) {
    let receiver = target ?? self.target(forAction: action, withSender: self)
    guard let receiver = receiver as? any ObjectiveCMembers else { return }
    _ = receiver.send(action, with: [self, event])
  }

  /// Runs `action` with the control as its sender.
  open func sendAction(_ action: Action) {
    action.perform(sender: self)
  }

  /// Sends every action registered for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    for entry in actionHandlers where !entry.events.isDisjoint(with: controlEvents) {
      sendAction(entry.action)
    }
    for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
      if entry.hasTarget, entry.target == nil { continue }
      sendAction(entry.action, to: entry.target, for: nil)
    }
  }

  // MARK: - Alignment, tracking and handlers

  /// How content sits vertically (UIKit's `UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0, top, bottom, fill
  }
  /// How content sits horizontally (UIKit's `UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0, left, right, fill, leading, trailing
  }
  /// How content sits vertically.
  open var contentVerticalAlignment = ContentVerticalAlignment.center
  /// How content sits horizontally.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// The horizontal alignment with leading and trailing resolved for the layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }
  /// The tool tip shown when a pointer rests on the control (Mac, iPad).
  open var toolTip: String?
  /// Whether a touch is being tracked: never between simulated taps, which complete at once.
  open var isTracking: Bool { false }
  /// Whether the tracked touch is inside the control: never between simulated taps.
  open var isTouchInside: Bool { false }
  /// Whether the control tracks `touch`: `true`, UIKit's default.
  open func beginTracking(_ touch: Touch, with event: StoryboardRuntime.Event?) -> Bool { true }
  /// Whether the control keeps tracking `touch`: `true`.
  open func continueTracking(_ touch: Touch, with event: StoryboardRuntime.Event?) -> Bool { true }
  /// Tracking `touch` ended.
  open func endTracking(_ touch: Touch?, with event: StoryboardRuntime.Event?) {}
  /// Tracking was cancelled.
  open func cancelTracking(with event: StoryboardRuntime.Event?) {}

  /// Calls `iterator` with each action and each target-action pair, and their events, until it
  /// sets its last argument to `true`.
  public func enumerateEventHandlers(
    _ iterator: (Action?, (Any?, Selector)?, Event, inout Bool) -> Void
  ) {
    var stop = false
    for handler in actionHandlers {
      iterator(handler.action, nil, handler.events, &stop)
      if stop { return }
    }
    for pair in targetActions {
      iterator(nil, (pair.target, pair.action), pair.events, &stop)
      if stop { return }
    }
  }
}

extension Control: ContextMenuInteractionDelegate {}
