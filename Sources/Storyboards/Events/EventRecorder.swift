import Synchronization

/// Delivery of ``NavigationEvent`` values to the observers attached to the current task.
///
/// Observers are scoped: they see the events emitted while their closure runs, on the task (or
/// thread) that runs it, and nothing else. Two tests running in parallel in one process do not
/// see each other's events. With no observer attached, emitting an event costs one task-local
/// read and nothing is kept.
public enum NavigationEvents {
  /// An observer of navigation events.
  public typealias Observer = @Sendable (NavigationEvent) -> Void

  @TaskLocal static var observers: [Observer] = []

  /// Runs `body` with `observer` receiving every navigation event it causes.
  ///
  /// Observers nest: an observer attached inside another one's scope adds to it.
  /// - Parameters:
  ///   - observer: Called synchronously for each event, in order.
  ///   - body: The work to observe.
  /// - Returns: What `body` returns.
  public static func observe<Result>(
    _ observer: @escaping Observer, during body: () throws -> Result
  ) rethrows -> Result {
    try $observers.withValue(observers + [observer]) { try body() }
  }

  /// Whether anything is observing events on the current task.
  @inline(__always) static var isObserved: Bool { !observers.isEmpty }

  /// Emits an event built lazily: `make` runs only when an observer is attached.
  @inline(__always) static func emit(_ make: () -> NavigationEvent) {
    let current = observers
    guard !current.isEmpty else { return }
    let event = make()
    for observer in current { observer(event) }
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

  /// Forgets every recorded event.
  public func removeAll() { storage.withLock { $0.removeAll() } }

  /// Runs `body` and records every event it causes.
  /// - Returns: What `body` returns.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try NavigationEvents.observe({ event in self.append(event) }, during: body)
  }

  private func append(_ event: NavigationEvent) {
    storage.withLock { $0.append(event) }
  }
}
