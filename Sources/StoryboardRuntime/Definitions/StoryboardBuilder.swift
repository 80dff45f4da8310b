/// Declares a storyboard in code, for tests and examples.
///
/// ```swift
/// var main = StoryboardBuilder("Main")
/// main.navigationController("nav", root: "list", isInitial: true)
/// main.viewController("list", customClass: "ListViewController")
/// main.viewController("detail", storyboardIdentifier: "Detail")
/// main.segue(.show, from: "list", to: "detail", identifier: "showDetail", trigger: "tableViewCell")
/// let definition = main.definition
/// ```
///
/// Object IDs are the names you give; scene and segue IDs are derived from them.
public struct StoryboardBuilder: Sendable {
  /// The definition built so far.
  public private(set) var definition: StoryboardDefinition

  /// Starts an empty storyboard named `name`.
  public init(_ name: String) {
    definition = StoryboardDefinition(name: name)
  }

  /// Adds a scene whose controller is the element `element` (a `viewController` by default).
  /// - Parameters:
  ///   - id: The controller's object ID, used by segues.
  ///   - element: The XML element (`viewController`, `tableViewController`…).
  ///   - storyboardIdentifier: The Storyboard ID, or `nil`.
  ///   - customClass: The custom class, or `nil` for the element's own class.
  ///   - customModule: The custom class's module, or `nil`.
  ///   - title: The controller's title, or `nil`.
  ///   - runtimeAttributes: User-defined runtime attributes.
  ///   - isInitial: Whether it is the storyboard's entry point.
  public mutating func viewController(
    _ id: String, element: String = "viewController", storyboardIdentifier: String? = nil,
    customClass: String? = nil, customModule: String? = nil, title: String? = nil,
    runtimeAttributes: [RuntimeAttribute] = [], isInitial: Bool = false
  ) {
    let controller = ControllerDefinition(
      id: id, element: element, storyboardIdentifier: storyboardIdentifier,
      customClass: customClass, customModule: customModule, title: title,
      runtimeAttributes: runtimeAttributes)
    definition.scenes.append(SceneDefinition(sceneID: "\(id)-scene", controller: controller))
    if isInitial { definition.initialViewControllerID = id }
  }

  /// Adds a navigation controller whose root (a `rootViewController` relationship) is `root`.
  public mutating func navigationController(
    _ id: String, root: String, storyboardIdentifier: String? = nil, customClass: String? = nil,
    isInitial: Bool = false
  ) {
    viewController(
      id, element: "navigationController", storyboardIdentifier: storyboardIdentifier,
      customClass: customClass, isInitial: isInitial)
    relationship("rootViewController", from: id, to: root)
  }

  /// Adds a tab bar controller whose tabs (`viewControllers` relationships) are `tabs`.
  public mutating func tabBarController(
    _ id: String, tabs: [String], storyboardIdentifier: String? = nil, customClass: String? = nil,
    isInitial: Bool = false
  ) {
    viewController(
      id, element: "tabBarController", storyboardIdentifier: storyboardIdentifier,
      customClass: customClass, isInitial: isInitial)
    for tab in tabs { relationship("viewControllers", from: id, to: tab) }
  }

  /// Adds a split view controller with `primary` (`masterViewController`) and `secondary`
  /// (`detailViewController`).
  public mutating func splitViewController(
    _ id: String, primary: String, secondary: String, storyboardIdentifier: String? = nil,
    customClass: String? = nil, isInitial: Bool = false
  ) {
    viewController(
      id, element: "splitViewController", storyboardIdentifier: storyboardIdentifier,
      customClass: customClass, isInitial: isInitial)
    relationship("masterViewController", from: id, to: primary)
    relationship("detailViewController", from: id, to: secondary)
  }

  /// Adds a storyboard reference (`viewControllerPlaceholder`, SB-9).
  /// - Parameters:
  ///   - id: The reference's object ID, used by segues.
  ///   - storyboardName: The target storyboard; `nil` for this one.
  ///   - referencedIdentifier: The target's identifier; `nil` for its initial controller.
  ///   - bundleIdentifier: The bundle of the target; `nil` for this storyboard's bundle.
  ///   - isInitial: Whether the reference is the storyboard's entry point.
  public mutating func reference(
    _ id: String, storyboardName: String?, referencedIdentifier: String? = nil,
    bundleIdentifier: String? = nil, isInitial: Bool = false
  ) {
    let controller = ControllerDefinition(
      id: id, element: "viewControllerPlaceholder",
      reference: StoryboardReference(
        storyboardName: storyboardName, referencedIdentifier: referencedIdentifier,
        bundleIdentifier: bundleIdentifier))
    definition.scenes.append(SceneDefinition(sceneID: "\(id)-scene", controller: controller))
    if isInitial { definition.initialViewControllerID = id }
  }

  /// Adds a relationship segue from the container `from` to its child `to` (SB-10).
  public mutating func relationship(_ name: String, from source: String, to destination: String) {
    append(
      SegueDefinition(
        id: nextSegueID(from: source), sourceID: source, trigger: element(of: source),
        destinationID: destination, kind: .relationship, relationship: name))
  }

  /// Adds a segue of `kind` from `source` to `destination`.
  /// - Parameters:
  ///   - kind: The segue's kind.
  ///   - source: The object ID of the source controller.
  ///   - destination: The object ID of the destination controller.
  ///   - identifier: The identifier code uses, or `nil`.
  ///   - trigger: The element that triggers it (`button`, `tableViewCell`…); `nil` makes it a
  ///     manual segue, triggered by the controller.
  ///   - id: The segue's object ID; derived from `source` by default.
  ///   - customClass: A custom `StoryboardSegue` subclass, or `nil`.
  ///   - presentationStyle: The presentation style the segue imposes, or `nil`.
  ///   - transitionStyle: The transition style the segue imposes, or `nil`.
  ///   - animates: The "Animates" checkbox.
  ///   - destinationCreationSelector: The `@IBSegueAction` that creates the destination.
  /// - Returns: The segue's object ID.
  @discardableResult
  public mutating func segue(
    _ kind: SegueKind, from source: String, to destination: String, identifier: String? = nil,
    trigger: String? = "button", id: String? = nil, customClass: String? = nil,
    presentationStyle: ModalPresentationStyle? = nil,
    transitionStyle: ModalTransitionStyle? = nil, animates: Bool = true,
    destinationCreationSelector: String? = nil
  ) -> String {
    let segueID = id ?? nextSegueID(from: source)
    append(
      SegueDefinition(
        id: segueID, sourceID: source, trigger: trigger ?? element(of: source),
        triggerID: trigger.map { "\(segueID)-\($0)" }, destinationID: destination, kind: kind,
        identifier: identifier, customClass: customClass,
        modalPresentationStyle: presentationStyle, modalTransitionStyle: transitionStyle,
        animates: animates, destinationCreationSelector: destinationCreationSelector))
    return segueID
  }

  /// Adds an unwind segue from `source` that looks for a controller implementing `action`.
  /// - Returns: The segue's object ID.
  @discardableResult
  public mutating func unwind(
    from source: String, action: String?, identifier: String? = nil,
    trigger: String? = "barButtonItem", id: String? = nil, customClass: String? = nil,
    animates: Bool = true
  ) -> String {
    let segueID = id ?? nextSegueID(from: source)
    append(
      SegueDefinition(
        id: segueID, sourceID: source, trigger: trigger ?? element(of: source),
        triggerID: trigger.map { "\(segueID)-\($0)" }, destinationID: "\(source)-exit",
        kind: .unwind, identifier: identifier, customClass: customClass, unwindAction: action,
        animates: animates))
    return segueID
  }

  private mutating func append(_ segue: SegueDefinition) {
    definition.segues.append(segue)
  }

  private func nextSegueID(from source: String) -> String {
    "\(source)-segue-\(definition.segues.count + 1)"
  }

  private func element(of id: String) -> String {
    definition.controller(withID: id)?.element ?? "viewController"
  }
}
