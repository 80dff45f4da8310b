import Foundation

/// What checks a value.
public protocol Checking {
  /// Whether `value` passes.
  func check(_ value: Int) -> Bool
}

/// A plain Swift class: it needs no table, and gets none.
public final class Checker: Checking {
  /// A checker.
  public init() {}
  /// Whether `value` is positive.
  public func check(_ value: Int) -> Bool { value > 0 }
}

/// Another plain class, open to subclasses.
open class Tracker {
  /// What was tracked, in order.
  public private(set) var events: [String] = []
  /// A tracker with no events.
  public init() {}
  /// Tracks `event`.
  open func track(_ event: String) { events.append(event) }
}

/// A plain class with a member found by name: a table in a file that imports only
/// Foundation.
public final class Ticker {
  /// How many times it ticked.
  public private(set) var ticks = 0
  /// A ticker that has not ticked.
  public init() {}
  /// Ticks once.
  @objc public func tick() { ticks += 1 }
}

/// An `NSObject` root that apps subclass.
open class Source: NSObject {
  /// How many times it reloaded.
  public private(set) var reloads = 0
  /// Reloads once.
  @objc open func reload() { reloads += 1 }
}

/// A main-actor object with a member found by name: its table's conformance is checked when
/// used, as the runtime uses it on the main thread.
@MainActor public final class Coordinator: NSObject {
  /// How many times it started.
  public private(set) var starts = 0
  /// Starts once.
  @objc public func start() { starts += 1 }
}
