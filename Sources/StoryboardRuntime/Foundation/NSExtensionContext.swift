#if !canImport(Darwin)
  import Foundation

  /// Foundation's `NSExtensionContext`, which Foundation on Linux lacks: an app extension's
  /// request, kept as data (an app's controllers have none).
  open class NSExtensionContext: @unchecked Sendable {
    /// The items the host app sent.
    open private(set) var inputItems: [Any] = []
    /// Whether ``completeRequest(returningItems:completionHandler:)`` was called.
    public private(set) var isCompleted = false

    /// A context of no items.
    public init() {}

    /// Ends the request, returning `items` to the host app; `completionHandler` is told the
    /// request did not expire.
    open func completeRequest(
      returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil
    ) {
      isCompleted = true
      completionHandler?(false)
    }
    /// Cancels the request with `error`.
    open func cancelRequest(withError error: any Error) { isCompleted = true }
    /// Opens `url` in the host: recorded as the application's opened URLs.
    open func open(_ url: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
      Application.shared.open(url, options: [:], completionHandler: completionHandler)
    }
  }
#endif
