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

/// A controller instantiated by its storyboard identifier, the class name by default
/// (Reusable's `StoryboardSceneBased`).
///
/// ```swift
/// final class SettingsViewController: ViewController, StoryboardSceneBased {
///   static let sceneStoryboardName = "Preferences"
/// }
/// let settings = try SettingsViewController.instantiate()
/// ```
public protocol StoryboardSceneBased: ViewController {
  /// The storyboard that holds the scene.
  static var sceneStoryboardName: String { get }
  /// The scene's storyboard identifier; the class name by default.
  static var sceneIdentifier: String { get }
}

extension StoryboardSceneBased {
  /// The class name.
  public static var sceneIdentifier: String { String(describing: self) }

  /// A new instance from the scene.
  /// - Parameter bundle: Where to look; ``StoryboardBundle/main`` by default.
  /// - Throws: ERR-1 (<doc:BehaviourRules>), ERR-3,
  ///   ``RoutingError/wrongDestination(expected:actual:)`` for another
  ///   class, and what instantiation throws.
  public static func instantiate(bundle: StoryboardBundle? = nil) throws -> Self {
    let storyboard = try Storyboard.open(
      sceneStoryboardName, in: Routing.bundle(for: nil, bundle))
    let controller = try storyboard.viewController(withIdentifier: sceneIdentifier)
    guard let result = controller as? Self else {
      throw RoutingError.wrongDestination(
        expected: String(describing: self), actual: controller.className)
    }
    return result
  }
}
