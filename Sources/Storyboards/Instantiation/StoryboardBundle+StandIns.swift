extension StoryboardBundle {
  /// Puts a stand-in in place of the storyboard `name`, which the bundle does not have: an
  /// initial scene, and a scene for each Storyboard ID that the bundle's references and
  /// placeholders name in it, each a plain controller titled `Stand-in for Name` (or
  /// `Stand-in for Name#Identifier`) so that a hierarchy shows what is not real.
  ///
  /// UIKit raises when a missing storyboard is needed, and so does the runtime by default; a
  /// test or a simulation that does not have every storyboard of an app asks for this
  /// explicitly (`storyboard-tool simulate --stand-in`, a flow's `standIns`).
  /// - Returns: The Storyboard IDs the stand-in has, sorted; `nil` when the bundle already has
  ///   a storyboard named `name` (nothing is replaced).
  @discardableResult
  public func addStandIn(forStoryboardNamed name: String) -> [String]? {
    guard definition(named: name) == nil else { return nil }
    var identifiers: Set<String> = []
    for storyboardName in storyboardNames {
      guard let storyboard = definition(named: storyboardName) else { continue }
      for controller in storyboard.scenes.compactMap(\.controller) {
        if let reference = controller.reference, reference.storyboardName == name,
          let identifier = reference.referencedIdentifier
        {
          identifiers.insert(identifier)
        } else if let target = Self.placeholderTarget(of: controller), target.storyboard == name,
          let identifier = target.identifier
        {
          identifiers.insert(identifier)
        }
      }
    }
    var builder = StoryboardBuilder(name)
    builder.viewController("stand-in", title: "Stand-in for \(name)", isInitial: true)
    for (index, identifier) in identifiers.sorted().enumerated() {
      builder.viewController(
        "stand-in-\(index)", storyboardIdentifier: identifier,
        title: "Stand-in for \(name)#\(identifier)")
    }
    add(builder.definition)
    return identifiers.sorted()
  }
}
