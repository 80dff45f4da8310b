import Foundation
import Synchronization

#if !canImport(ObjectiveC)
  // Foundation on Linux has no selector-based observers: `addObserver(_:selector:name:object:)`
  // and `removeObserver(_:)` for them, added here with Foundation's behaviour — the observer
  // is not retained, the selector is sent with the notification through the observer's member
  // table, and an observer that is gone is forgotten.

  extension NotificationCenter {
    /// Sends `aSelector` (with the notification) to `observer` for every notification named
    /// `aName` (every name when `nil`) from `anObject` (any sender when `nil`), as Foundation's
    /// `addObserver(_:selector:name:object:)` does; `observer` is not retained.
    public func addObserver(
      _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
      object anObject: Any?
    ) {
      let target = observer as AnyObject
      let box = WeakObserver(target: target)
      let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
        guard let target = box.target as? any ObjectiveCMembers else { return }
        _ = target.send(aSelector, with: [notification])
      }
      SelectorObservers.tokens.withLock { tokens in
        tokens[ObjectIdentifier(target), default: []].append(
          SelectorObservers.Entry(center: self, token: token, name: aName))
      }
    }

    /// Stops the selector-based observations of `observer` (every one, or those of `aName`),
    /// besides Foundation's own `removeObserver(_:name:object:)`.
    public func removeSelectorObserver(_ observer: Any, name aName: NSNotification.Name? = nil) {
      let key = ObjectIdentifier(observer as AnyObject)
      let removed = SelectorObservers.tokens.withLock { tokens in
        let entries = tokens[key] ?? []
        let (gone, kept) = (
          entries.filter { $0.center === self && (aName == nil || $0.name == aName) },
          entries.filter { $0.center !== self || (aName != nil && $0.name != aName) }
        )
        tokens[key] = kept.isEmpty ? nil : kept
        return gone
      }
      for entry in removed { removeObserver(entry.token) }
    }
  }

  /// The tokens of the selector-based observers, by observer.
  private enum SelectorObservers {
    struct Entry: @unchecked Sendable {
      let center: NotificationCenter
      let token: any NSObjectProtocol
      let name: NSNotification.Name?
    }
    static let tokens = Mutex<[ObjectIdentifier: [Entry]]>([:])
  }

  /// A weak reference to an observer, for the notification block.
  private final class WeakObserver: @unchecked Sendable {
    weak var target: AnyObject?
    init(target: AnyObject) { self.target = target }
  }
#endif
