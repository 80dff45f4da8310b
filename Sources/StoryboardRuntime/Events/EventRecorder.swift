import Synchronization

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
  /// Nothing is emitted while a raise unwinds the runtime call in progress: UIKit's exception
  /// would have ended it (``Exceptions/callingBack(_:)``).
  @inline(__always) func emit(_ make: () -> NavigationEvent) {
    guard isObserving, !Exceptions.isUnwinding else { return }
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
