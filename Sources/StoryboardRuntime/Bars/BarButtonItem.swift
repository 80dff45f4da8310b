import Foundation

/// UIKit's `UIBarButtonItem`: a button of a navigation bar or toolbar.
///
/// A simulated tap (``tap(actions:)``) runs its ``primaryAction``, or the target-action the test
/// names, since there is no Objective-C runtime to send the selector to.
open class BarButtonItem: BarItem {
  /// The item's style (UIKit's `UIBarButtonItem.Style`).
  public enum Style: Int, Sendable {
    /// A plain button.
    case plain
    /// A bordered button (deprecated in UIKit).
    case bordered
    /// A button for a done action.
    case done
  }

  /// The system items (UIKit's `UIBarButtonItem.SystemItem`).
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  /// The style.
  open var style: Style = .plain
  /// The system item the item was created as, or `nil`.
  public private(set) var systemItem: SystemItem?
  /// The object that receives ``action``.
  open weak var target: AnyObject?
  /// The selector sent to ``target`` on a tap.
  open var action: Selector?
  /// The action run on a tap, before any target-action.
  open var primaryAction: Action?
  /// The titles the item may show, for sizing. Inert: nothing in the simulation acts on it.
  open var possibleTitles: Set<String>?
  /// Whether the item is selected. Inert: nothing in the simulation acts on it.
  open var isSelected = false
  /// Whether choosing from the item's menu changes its selection.
  /// Inert: nothing in the simulation acts on it.
  open var changesSelectionAsPrimaryAction = false
  /// The menu shown on a tap (or a long press), kept as data.
  open var menu: Menu?
  /// A custom view.
  open var customView: View?
  /// The width of a fixed space.
  open var width: CGFloat = 0
  /// The item's tint. Inert: nothing in the simulation acts on it.
  open var tintColor: Color?
  /// Whether the bar leaves the item out. Inert: nothing in the simulation acts on it.
  open var isHidden = false

  /// The group that holds the item, if any (``BarButtonItemGroup``).
  open internal(set) weak var buttonGroup: BarButtonItemGroup?
  /// The element the item shows as in an overflow menu.
  /// Inert: nothing in the simulation acts on it.
  open var menuRepresentation: MenuElement?
  /// The order of the item's menu's elements. Inert: nothing in the simulation acts on it.
  open var preferredMenuElementOrder = ContextMenuConfiguration.ElementOrder.automatic

  /// An item with no title, image or action.
  public override init() { super.init() }

  /// An item decoded from `coder`: an empty one, as nothing of an item is archived here (a
  /// storyboard's items are made from their scene).
  public override init?(coder: NSCoder) { super.init(coder: coder) }

  /// An item with an image, its landscape image on a phone, and a target-action.
  public convenience init(
    image: Image?, landscapeImagePhone: Image?, style: Style, target: Any?, action: Selector?
  ) {
    self.init(image: image, style: style, target: target, action: action)
    self.landscapeImagePhone = landscapeImagePhone
  }

  /// An item with a title, an image, a target-action and a menu (iOS 16).
  public convenience init(
    title: String?, image: Image?, target: AnyObject?, action: Selector?, menu: Menu? = nil
  ) {
    self.init(title: title, style: .plain, target: target, action: action)
    self.image = image
    self.menu = menu
  }

  /// A group of this item alone that the user cannot move or remove (iOS 16).
  open func creatingFixedGroup() -> BarButtonItemGroup {
    BarButtonItemGroup(item: self, customizationIdentifier: nil, alwaysAvailable: true)
  }

  /// A group of this item alone that the user can move (iOS 16).
  open func creatingMovableGroup(customizationIdentifier: String) -> BarButtonItemGroup {
    BarButtonItemGroup(
      item: self, customizationIdentifier: customizationIdentifier, alwaysAvailable: true)
  }

  /// A group of this item alone that the user can remove (iOS 16).
  public func creatingOptionalGroup(
    customizationIdentifier: String, isInDefaultCustomization: Bool = true
  ) -> BarButtonItemGroup {
    let group = BarButtonItemGroup(
      item: self, customizationIdentifier: customizationIdentifier, alwaysAvailable: false)
    group.isHidden = !isInDefaultCustomization
    return group
  }

  // MARK: - Appearance, kept as data

  /// Where an appearance value applies: a state, a style and bar metrics, each optional.
  private struct AppearanceKey: Hashable {
    var state: UInt?
    var style: Style?
    var metrics: BarMetrics
    var isBackButton = false
  }
  private var images: [AppearanceKey: Image] = [:]
  private var offsets: [AppearanceKey: Offset] = [:]
  private var adjustments: [AppearanceKey: CGFloat] = [:]

  /// Sets the background image in `state` for `barMetrics`.
  open func setBackgroundImage(
    _ backgroundImage: Image?, for state: Control.State, barMetrics: BarMetrics
  ) {
    images[AppearanceKey(state: state.rawValue, metrics: barMetrics)] = backgroundImage
  }

  /// The background image set for `state` and `barMetrics`.
  open func backgroundImage(for state: Control.State, barMetrics: BarMetrics) -> Image? {
    images[AppearanceKey(state: state.rawValue, metrics: barMetrics)]
  }

  /// Sets the background image in `state` for items of `style` and `barMetrics`.
  open func setBackgroundImage(
    _ backgroundImage: Image?, for state: Control.State, style: Style, barMetrics: BarMetrics
  ) {
    images[AppearanceKey(state: state.rawValue, style: style, metrics: barMetrics)] =
      backgroundImage
  }

  /// The background image set for `state`, `style` and `barMetrics`.
  open func backgroundImage(
    for state: Control.State, style: Style, barMetrics: BarMetrics
  ) -> Image? {
    images[AppearanceKey(state: state.rawValue, style: style, metrics: barMetrics)]
  }

  /// Sets the background's vertical offset for `barMetrics`.
  open func setBackgroundVerticalPositionAdjustment(
    _ adjustment: CGFloat, for barMetrics: BarMetrics
  ) {
    adjustments[AppearanceKey(metrics: barMetrics)] = adjustment
  }

  /// The background's vertical offset for `barMetrics`: 0 unless set.
  open func backgroundVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
    adjustments[AppearanceKey(metrics: barMetrics)] ?? 0
  }

  /// Sets the title's offset for `barMetrics`.
  open func setTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: BarMetrics) {
    offsets[AppearanceKey(metrics: barMetrics)] = adjustment
  }

  /// The title's offset for `barMetrics`: zero unless set.
  open func titlePositionAdjustment(for barMetrics: BarMetrics) -> Offset {
    offsets[AppearanceKey(metrics: barMetrics)] ?? .zero
  }

  /// Sets the back button's background image in `state` for `barMetrics`.
  open func setBackButtonBackgroundImage(
    _ backgroundImage: Image?, for state: Control.State, barMetrics: BarMetrics
  ) {
    images[AppearanceKey(state: state.rawValue, metrics: barMetrics, isBackButton: true)] =
      backgroundImage
  }

  /// The back button's background image set for `state` and `barMetrics`.
  open func backButtonBackgroundImage(for state: Control.State, barMetrics: BarMetrics)
    -> Image?
  {
    images[AppearanceKey(state: state.rawValue, metrics: barMetrics, isBackButton: true)]
  }

  /// Sets the back button title's offset for `barMetrics`.
  open func setBackButtonTitlePositionAdjustment(
    _ adjustment: Offset, for barMetrics: BarMetrics
  ) {
    offsets[AppearanceKey(metrics: barMetrics, isBackButton: true)] = adjustment
  }

  /// The back button title's offset for `barMetrics`: zero unless set.
  open func backButtonTitlePositionAdjustment(for barMetrics: BarMetrics) -> Offset {
    offsets[AppearanceKey(metrics: barMetrics, isBackButton: true)] ?? .zero
  }

  /// Sets the back button background's vertical offset for `barMetrics`.
  open func setBackButtonBackgroundVerticalPositionAdjustment(
    _ adjustment: CGFloat, for barMetrics: BarMetrics
  ) {
    adjustments[AppearanceKey(metrics: barMetrics, isBackButton: true)] = adjustment
  }

  /// The back button background's vertical offset for `barMetrics`: 0 unless set.
  open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: BarMetrics)
    -> CGFloat
  {
    adjustments[AppearanceKey(metrics: barMetrics, isBackButton: true)] ?? 0
  }

  /// An item with a title and a target-action.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map(targetObject)
    self.action = action
  }

  /// An item with an image and a target-action.
  public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
    self.init(title: nil, style: style, target: target, action: action)
    self.image = image
  }

  /// A system item with a target-action.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(title: nil, style: .plain, target: target, action: action)
    self.systemItem = systemItem
  }

  /// An item showing `customView`.
  public convenience init(customView: View) {
    self.init()
    self.customView = customView
  }

  /// An item with a primary action or a menu (iOS 14).
  public convenience init(
    title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A system item with a primary action or a menu (iOS 14).
  public convenience init(
    systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
    self.systemItem = systemItem
  }

  /// An item from a storyboard's `<barButtonItem>`: its title, style, system item, image,
  /// tag and enabled state.
  convenience init(storyboardObject object: SceneObjectDefinition) {
    self.init()
    let attributes = object.attributes
    title = attributes["title"]
    style = attributes["style"] == "done" ? .done : .plain
    systemItem = attributes["systemItem"].flatMap { name in
      SystemItem.allCases.first { "\($0)" == name }
    }
    image = attributes["image"].flatMap { Image(named: $0) }
    tag = attributes["tag"].flatMap { Int($0) } ?? 0
    isEnabled = attributes["enabled"] != "NO"
  }

  /// Simulates the user tapping the item: a disabled item does nothing; otherwise its
  /// ``primaryAction`` runs, else the handler `actions` gives for its ``action``'s selector
  /// name, else the ``action`` is sent to ``target`` through its member table
  /// (``ObjectiveCMembers``) with the item as the sender.
  /// - Throws: ``NavigationError/barButtonItemHasNoHandler(item:selector:)`` when neither
  ///   exists.
  open func tap(actions: [String: () -> Void] = [:]) throws {
    guard isEnabled else { return }
    try Exceptions.throwing {
      if let primaryAction {
        primaryAction.perform(sender: self)
      } else if let action, let handler = actions[action.methodName] {
        handler()
      } else if let action, let target = target as? any ObjectiveCMembers {
        // Target-action through the target's member table, with the item as the sender.
        _ = try target.method(named: action.methodName).invoke(with: [self])
      } else {
        throw NavigationError.barButtonItemHasNoHandler(
          item: description, selector: action?.methodName)
      }
    }
  }

  /// `<BarButtonItem: title>`, or the system item or image when there is no title.
  open var description: String {
    let name = title ?? systemItem.map { "\($0)" } ?? image?.systemName ?? image?.name
    return name.map { "<BarButtonItem: \($0)>" } ?? "<BarButtonItem>"
  }
}
