/// A chain of wrappers around one operation of the runtime: the Swift form of a swizzled
/// Objective-C method, done "the right way".
///
/// Each wrapper receives the request and `next`, the implementation it wraps — the original
/// operation, or the wrapper installed before it — and decides whether and how to call it.
/// The **last installed wrapper runs first** (outermost), exactly as a later swizzle wraps an
/// earlier one; the original runs last. Installing is idempotent per key, like `dispatch_once`:
/// installing a key that is already installed changes nothing and returns the existing token.
public final class HookChain<Request, Result> {
  /// A wrapper: the request, and the implementation it wraps.
  public typealias Wrapper = (Request, _ next: (Request) throws -> Result) throws -> Result

  @exclusivity(unchecked) private var wrappers:
    [(key: String, token: HookToken, wrapper: Wrapper)] =
      []

  init() {}

  /// Installs `wrapper` under `key`, unless a wrapper with that key is already installed.
  /// - Returns: The token that uninstalls it (the existing one when `key` was installed).
  @discardableResult
  public func install(key: String, _ wrapper: @escaping Wrapper) -> HookToken {
    if let existing = wrappers.first(where: { $0.key == key }) { return existing.token }
    let token = HookToken { [weak self] in self?.wrappers.removeAll { $0.key == key } }
    wrappers.append((key, token, wrapper))
    return token
  }

  /// The keys of the installed wrappers, in the order they were installed (the last runs
  /// first).
  public var installedKeys: [String] { wrappers.map(\.key) }

  /// Whether no wrapper is installed.
  var isEmpty: Bool { wrappers.isEmpty }

  /// Runs the chain around `original`.
  func run(_ request: Request, original: (Request) throws -> Result) throws -> Result {
    guard !wrappers.isEmpty else { return try original(request) }
    return try withoutActuallyEscaping(original) { original in
      var next = original
      for (_, _, wrapper) in wrappers {
        let inner = next
        next = { try wrapper($0, inner) }
      }
      return try next(request)
    }
  }
}
