/// An object that routes on behalf of a controller — a router of the VIP / Clean Swift
/// architectures — by enums of storyboard names.
public protocol Router: AnyObject {
  /// The storyboards this router routes to.
  associatedtype StoryboardIdentifier: RawRepresentable
  where StoryboardIdentifier.RawValue == String
  /// The controller routes start from; `nil` once it is gone.
  var viewController: ViewController? { get }
}

extension Router {
  /// Shows the controller of `storyboard` from ``viewController``.
  public func show<Destination: ViewController>(
    storyboard: StoryboardIdentifier, identifier: String? = nil,
    configure: (Destination) throws -> Void = { (_: ViewController) in }
  ) throws {
    guard let source = viewController else { return }
    let destination = try Routing.make(storyboard.rawValue, identifier, from: source, configure)
    try Exceptions.throwing { source.show(destination, sender: self) }
  }

  /// Presents the controller of `storyboard` from ``viewController``.
  public func present<Destination: ViewController>(
    storyboard: StoryboardIdentifier, identifier: String? = nil, animated: Bool = true,
    configure: (Destination) throws -> Void = { (_: ViewController) in },
    completion: (() -> Void)? = nil
  ) throws {
    guard let source = viewController else { return }
    let destination = try Routing.make(storyboard.rawValue, identifier, from: source, configure)
    try Exceptions.throwing {
      source.present(destination, animated: animated, completion: completion)
    }
  }
}
