import Foundation

/// What checks a value.
public protocol Checking {
  func check(_ value: Int) -> Bool
}

/// A plain Swift class: it needs no table, and gets none.
public final class Checker: Checking {
  public init() {}
  public func check(_ value: Int) -> Bool { value > 0 }
}

/// Another plain class, open to subclasses.
open class Tracker {
  public private(set) var events: [String] = []
  public init() {}
  open func track(_ event: String) { events.append(event) }
}

/// A plain class with a member found by name: a table in a file that imports only
/// Foundation.
public final class Ticker {
  public private(set) var ticks = 0
  public init() {}
  @objc public func tick() { ticks += 1 }
}

/// An `NSObject` root that apps subclass.
open class Source: NSObject {
  public private(set) var reloads = 0
  @objc open func reload() { reloads += 1 }
}

/// A main-actor object with a member found by name: its table's conformance is checked when
/// used, as the runtime uses it on the main thread.
@MainActor public final class Coordinator: NSObject {
  public private(set) var starts = 0
  @objc public func start() { starts += 1 }
}
