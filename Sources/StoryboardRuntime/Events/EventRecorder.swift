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

/// One attached observer and the scopes around it.
final class ObserverScope: Sendable {
  /// Where the events go.
  enum Sink: Sendable {
    /// A closure attached with ``NavigationEventCenter/observe(_:during:)``.
    case closure(NavigationEventCenter.Observer)
    /// A recorder, which keeps the event itself rather than a copy.
    case recorder(EventRecorder)
  }

  // The sink, unpacked into constant fields, which a delivery reads without switching on an
  // enum and copying its payload.
  private let observer: NavigationEventCenter.Observer?
  private let recorder: EventRecorder?
  let outer: ObserverScope?
  /// Whether events delivered here go anywhere.
  let isObserving: Bool

  init(_ sink: Sink?, outer: ObserverScope?) {
    switch sink {
    case .closure(let observer): (self.observer, recorder) = (observer, nil)
    case .recorder(let recorder): (observer, self.recorder) = (nil, recorder)
    case nil: (observer, recorder) = (nil, nil)
    }
    self.outer = outer
    isObserving = sink != nil
  }

  /// The scope of a task with no observer.
  static let none = ObserverScope(nil, outer: nil)

  /// Emits an event built lazily: `make` runs only when something observes this scope. Code
  /// that emits several events in one synchronous operation reads
  /// ``NavigationEventCenter/innermost`` once and emits through it.
  @inline(__always) func emit(_ make: () -> NavigationEvent) {
    guard isObserving else { return }
    deliver(make())
  }

  /// Delivers `event` to the outer scopes first, then to this one.
  func deliver(_ event: consuming NavigationEvent) {
    if let outer { outer.deliver(copy event) }
    if recorder != nil {
      // Not `if let`: binding the recorder to a local would retain it once more.
      recorder.unsafelyUnwrapped.append(event)
    } else if let observer {
      observer(event)
    }
  }
}

/// Collects the navigation events emitted while it records.
///
/// ```swift
/// let recorder = EventRecorder()
/// try recorder.record { try navigationController.pushViewController(detail, animated: true) }
/// print(recorder.events.map(\.description))
/// ```
public final class EventRecorder: Sendable {
  private let storage = Mutex<[NavigationEvent]>([])

  /// Creates an empty recorder.
  public init() {}

  /// The events recorded so far, oldest first.
  public var events: [NavigationEvent] { storage.withLock { $0 } }

  /// The events' compact descriptions (`Detail.viewWillAppear`), oldest first.
  public var descriptions: [String] { events.map(\.description) }

  /// Forgets every recorded event (keeping the room they took, for the next ones).
  public func removeAll() { storage.withLock { $0.removeAll(keepingCapacity: true) } }

  /// Runs `body` and records every event it causes.
  /// - Returns: What `body` returns.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try NavigationEventCenter.observe(.recorder(self), during: body)
  }

  @inline(__always) func append(_ event: consuming NavigationEvent) {
    var pending = Optional(event)
    storage.withLock { $0.append(pending.take()!) }
  }
}
