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
