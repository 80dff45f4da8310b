import Synchronization

/// Delivery of ``NavigationEvent`` values to the observers attached to the current task.
///
/// Observers are scoped: they see the events emitted while their closure runs, on the task (or
/// thread) that runs it, and nothing else. Two tests running in parallel in one process do not
/// see each other's events. With no observer attached, emitting an event costs one task-local
/// read and nothing is kept.
public enum NavigationEventCenter {
  /// An observer of navigation events.
  public typealias Observer = @Sendable (NavigationEvent) -> Void

  /// The innermost observer attached to the current task; it links to the outer ones.
  /// (Not an optional: a task-local class reference is cheaper to read.)
  @TaskLocal static var innermost = ObserverScope.none

  /// Runs `body` with `observer` receiving every navigation event it causes.
  ///
  /// Observers nest: an observer attached inside another one's scope adds to it, and the outer
  /// observer receives each event first.
  /// - Parameters:
  ///   - observer: Called synchronously for each event, in order.
  ///   - body: The work to observe.
  /// - Returns: What `body` returns.
  public static func observe<Result>(
    _ observer: @escaping Observer, during body: () throws -> Result
  ) rethrows -> Result {
    try observe(.closure(observer), during: body)
  }

  static func observe<Result>(_ sink: ObserverScope.Sink, during body: () throws -> Result)
    rethrows -> Result
  {
    let outer = innermost
    let scope = ObserverScope(sink, outer: outer.isObserving ? outer : nil)
    return try $innermost.withValue(scope) { try body() }
  }

  /// Emits an event built lazily: `make` runs only when an observer is attached.
  @inline(__always) static func emit(_ make: () -> NavigationEvent) {
    innermost.emit(make)
  }
}
