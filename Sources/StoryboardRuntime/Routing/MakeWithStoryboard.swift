// MARK: - makeWithStoryboard (the StoryboardTricks example)

extension ViewController {
  /// A new instance of this class, the initial controller of the storyboard named after it
  /// (the StoryboardTricks example): `DetailsViewController.makeWithStoryboard()` opens `DetailsViewController`.
  /// - Parameters:
  ///   - name: The storyboard; the class name (without module) by default.
  ///   - bundle: Where to look; ``StoryboardBundle/main`` by default.
  /// - Throws: The failures the original helper's `fatalError`s stood for, each as the one error of its kind:
  ///   ``StoryboardError/storyboardNotFound(name:bundle:)`` and
  ///   ``StoryboardError/noInitialViewController(storyboard:)`` with UIKit's messages, and
  ///   ``RoutingError/wrongInitialViewController(name:bundle:expected:found:)`` with the original's
  ///   (expected, found); and what instantiation throws.
  public static func makeWithStoryboard(_ name: String? = nil, bundle: StoryboardBundle? = nil)
    throws -> Self
  {
    let name = name ?? String(describing: self)
    let bundle = try Routing.bundle(for: nil, bundle)
    guard bundle.definition(named: name) != nil else {
      throw StoryboardError.storyboardNotFound(name: name, bundle: bundle.description)
    }
    guard
      let initial = try Storyboard.open(name, in: bundle).initialViewController()
    else { throw StoryboardError.noInitialViewController(storyboard: name) }
    guard let result = initial as? Self else {
      throw RoutingError.wrongInitialViewController(
        name: name, bundle: bundle.description, expected: String(describing: self),
        found: initial.className)
    }
    return result
  }
}
