import Foundation

#if !canImport(ObjectiveC)
  /// Objective-C's selector, kept as data: the name of a method (`"save:"`). Foundation on
  /// Linux has none; `#selector(…)` itself needs the Objective-C runtime, so code that writes
  /// it keeps an `#if canImport(ObjectiveC)` or names the selector with `Selector("save:")`.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal.
    public init(stringLiteral value: String) { name = value }

    /// The method's name.
    public var description: String { name }
  }

  /// Foundation's `NSStringFromSelector(_:)`: the selector's name (`"save:"`), as a test
  /// compares it with a control's `actions(forTarget:forControlEvent:)`.
  public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

  /// Foundation's `NSSelectorFromString(_:)`: the selector named `aSelectorName`.
  public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
#endif

extension Selector {
  /// The method's name, on every platform.
  var methodName: String { "\(self)" }
}
