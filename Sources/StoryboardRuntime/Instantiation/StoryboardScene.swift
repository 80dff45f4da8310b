/// A scene of a ``Storyboard`` as the runtime uses it: the controller's definition, with what
/// instantiating it and performing its segues need worked out once rather than on every call.
package final class StoryboardScene {
  /// The scene's controller, as the storyboard declares it.
  package let controller: ControllerDefinition
  /// The controller's element kind.
  let kind: ControllerKind
  /// The segues whose source is this scene's controller, in document order.
  let segues: [SegueDefinition]
  /// Whether the scene declares a navigation item title or a tab bar item.
  let hasBarItems: Bool
  /// Whether any of ``segues`` is a relationship (SB-10) or an embed segue (SEG-8).
  let hasRelationships: Bool
  let hasEmbedSegues: Bool
  /// The key test doubles replace the scene under (`Storyboard#controllerID`).
  let replacementKey: String
  /// The class the scene resolved to, valid while the bundle's registry has not changed.
  @exclusivity(unchecked) var resolvedClass:
    (registryVersion: Int, entry: ControllerClass, declaredName: String?)?
  /// The containment cycle found from this scene (or none), valid while the bundle's
  /// storyboards and links have not changed.
  @exclusivity(unchecked) var checkedContainment: (structureVersion: Int, cycle: ContainmentCycle?)?

  init(_ controller: ControllerDefinition, storyboardName: String, segues: [SegueDefinition]) {
    self.controller = controller
    kind = controller.kind
    self.segues = segues
    hasBarItems =
      controller.navigationItemTitle != nil || controller.tabBarItemTitle != nil
      || controller.tabBarItemImage != nil
    hasRelationships = segues.contains { $0.kind == .relationship }
    hasEmbedSegues = segues.contains { $0.kind == .embed }
    replacementKey = "\(storyboardName)#\(controller.id)"
  }
}
