/// A controller that routes to other storyboards by an enum of their names (the Routable example).
///
/// ```swift
/// final class LoginViewController: ViewController, Routable {
///   enum StoryboardIdentifier: String { case profile = "Profile", more = "More" }
///
///   func loginTapped() throws {
///     try show(storyboard: .profile) { (profile: ProfileViewController) in profile.user = user }
///   }
/// }
/// ```
///
/// `identifier: nil` means the storyboard's initial controller. `configure` runs before the
/// controller's view loads and before it is shown; when the destination is a container (a
/// navigation controller around the screen), `configure` receives the screen inside it. A
/// destination of another type throws ``RoutingError/wrongDestination(expected:actual:)``.
public protocol Routable: ViewController {
  /// The storyboards this controller routes to.
  associatedtype StoryboardIdentifier: RawRepresentable
  where StoryboardIdentifier.RawValue == String
}

extension Routable {
  /// Shows the controller of `storyboard` (``ViewController/show(_:sender:)``: pushed in a
  /// navigation controller, else presented).
  public func show<Destination: ViewController>(
    storyboard: StoryboardIdentifier, identifier: String? = nil,
    configure: (Destination) throws -> Void
  ) throws {
    let destination = try Routing.make(storyboard.rawValue, identifier, from: self, configure)
    try Exceptions.throwing { show(destination, sender: self) }
  }

  /// Shows the controller of `storyboard`, unconfigured.
  public func show(storyboard: StoryboardIdentifier, identifier: String? = nil) throws {
    try show(storyboard: storyboard, identifier: identifier) { (_: ViewController) in }
  }

  /// Shows the controller of `storyboard` as the detail
  /// (``ViewController/showDetailViewController(_:sender:)``).
  public func showDetailViewController<Destination: ViewController>(
    storyboard: StoryboardIdentifier, identifier: String? = nil,
    configure: (Destination) throws -> Void
  ) throws {
    let destination = try Routing.make(storyboard.rawValue, identifier, from: self, configure)
    try Exceptions.throwing { showDetailViewController(destination, sender: self) }
  }

  /// Shows the controller of `storyboard` as the detail, unconfigured.
  public func showDetailViewController(storyboard: StoryboardIdentifier, identifier: String? = nil)
    throws
  {
    try showDetailViewController(storyboard: storyboard, identifier: identifier) {
      (_: ViewController) in
    }
  }

  /// Presents the controller of `storyboard`.
  /// - Parameters:
  ///   - storyboard: The storyboard to route to.
  ///   - identifier: The scene's identifier; `nil` for the storyboard's initial controller.
  ///   - animated: Whether the presentation is animated.
  ///   - modalPresentationStyle: The style to present in; `nil` keeps the controller's own.
  ///   - configure: Runs before the view loads.
  ///   - completion: Runs after the presentation, with the configured controller.
  public func present<Destination: ViewController>(
    storyboard: StoryboardIdentifier, identifier: String? = nil, animated: Bool = true,
    modalPresentationStyle: ModalPresentationStyle? = nil,
    configure: (Destination) throws -> Void = { _ in },
    completion: ((Destination) -> Void)? = nil
  ) throws {
    var configured: Destination?
    let destination = try Routing.make(storyboard.rawValue, identifier, from: self) {
      (controller: Destination) in
      configured = controller
      try configure(controller)
    }
    if let modalPresentationStyle { destination.modalPresentationStyle = modalPresentationStyle }
    try Exceptions.throwing {
      present(destination, animated: animated) {
        if let configured { completion?(configured) }
      }
    }
  }
}

/// The one implementation behind ``Routable`` and ``Router``.
enum Routing {
  /// The bundle for a route from `source`: the given one, the source's storyboard's, or
  /// ``StoryboardBundle/main``.
  static func bundle(for source: ViewController?, _ given: StoryboardBundle? = nil) throws
    -> StoryboardBundle
  {
    guard let bundle = given ?? source?.storyboard?.bundle ?? StoryboardBundle.main else {
      throw RoutingError.noBundle
    }
    return bundle
  }

  /// Instantiates the controller of `storyboard` (its initial one when `identifier` is `nil`)
  /// and configures the `Destination` in it.
  static func make<Destination: ViewController>(
    _ storyboard: String, _ identifier: String?, from source: ViewController,
    _ configure: (Destination) throws -> Void
  ) throws -> ViewController {
    let storyboard = try Storyboard.open(storyboard, in: bundle(for: source))
    let controller: ViewController
    if let identifier {
      controller = try storyboard.viewController(withIdentifier: identifier)
    } else {
      guard let initial = try storyboard.initialViewController() else {
        throw StoryboardError.noInitialViewController(storyboard: storyboard.name)
      }
      controller = initial
    }
    guard let destination = controller.contained(Destination.self) else {
      throw RoutingError.wrongDestination(
        expected: String(describing: Destination.self), actual: controller.className)
    }
    try configure(destination)
    return controller
  }
}
