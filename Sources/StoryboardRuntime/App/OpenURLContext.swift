import Foundation

/// A URL a scene is asked to open, with how (UIKit's `UIOpenURLContext`).
public final class OpenURLContext: Hashable {
  /// How a URL is opened: UIKit's `UIScene.OpenURLOptions`.
  public typealias Options = Scene.OpenURLOptions

  /// The URL to open.
  public let url: URL
  /// How it is opened.
  public let options: Scene.OpenURLOptions

  /// A context for `url`: the app makes none in UIKit, a test makes one to call
  /// `scene(_:openURLContexts:)`.
  public init(url: URL, options: Scene.OpenURLOptions = Scene.OpenURLOptions()) {
    self.url = url
    self.options = options
  }

  /// Contexts are equal when they are the same object, as UIKit's.
  public static func == (lhs: OpenURLContext, rhs: OpenURLContext) -> Bool { lhs === rhs }
  /// Hashes the context's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
