extension StoryboardBundle {
  /// Puts a stand-in in place of the storyboard `name`, wherever it is missing: an initial
  /// scene, and a scene for each Storyboard ID that the bundle's references and placeholders
  /// name in it, each a plain controller titled `Stand-in for Name` (or
  /// `Stand-in for Name#Identifier`) so that a hierarchy shows what is not real.
  ///
  /// A reference into another bundle (`bundleIdentifier`, a framework's storyboard) gets its
  /// stand-in in that bundle: a linked one when it is linked, else a new bundle with that
  /// identifier, linked to this one. A storyboard nothing names gets its stand-in here.
  ///
  /// UIKit raises when a missing storyboard is needed, and so does the runtime by default; a
  /// test or a simulation that does not have every storyboard of an app asks for this
  /// explicitly (`storyboard-tool simulate --stand-in`, a flow's `standIns`).
  /// - Returns: The Storyboard IDs the stand-ins have, sorted; `nil` when no bundle lacks a
  ///   storyboard named `name` (nothing is replaced).
  @discardableResult
  public func addStandIn(forStoryboardNamed name: String) -> [String]? {
    // The bundles whose references name the storyboard, by identifier (`nil`: this one), with
    // the Storyboard IDs each names in it; this bundle when nothing names it.
    var wanted: [String?: Set<String>] = [:]
    for storyboardName in storyboardNames {
      guard let storyboard = definition(named: storyboardName) else { continue }
      for controller in storyboard.scenes.compactMap(\.controller) {
        if let reference = controller.reference, reference.storyboardName == name {
          let bundle = reference.bundleIdentifier == identifier ? nil : reference.bundleIdentifier
          wanted[bundle, default: []].formUnion(reference.referencedIdentifier.map { [$0] } ?? [])
        } else if let target = Self.placeholderTarget(of: controller), target.storyboard == name {
          wanted[nil, default: []].formUnion(target.identifier.map { [$0] } ?? [])
        }
      }
    }
    if wanted.isEmpty { wanted[nil] = [] }
    var added: Set<String>?
    for (bundleIdentifier, identifiers) in wanted {
      let target: StoryboardBundle
      if let existing = bundle(withIdentifier: bundleIdentifier) {
        target = existing
      } else {
        target = StoryboardBundle(identifier: bundleIdentifier ?? identifier)
        link(target)
      }
      guard target.definition(named: name) == nil else { continue }
      var builder = StoryboardBuilder(name)
      builder.viewController("stand-in", title: "Stand-in for \(name)", isInitial: true)
      for (index, identifier) in identifiers.sorted().enumerated() {
        builder.viewController(
          "stand-in-\(index)", storyboardIdentifier: identifier,
          title: "Stand-in for \(name)#\(identifier)")
      }
      target.add(builder.definition)
      added = (added ?? []).union(identifiers)
    }
    return added?.sorted()
  }
}
