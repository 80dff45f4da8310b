#if !canImport(ObjectiveC)
  import Foundation
  import Synchronization

  /// The values `objc_setAssociatedObject(_:_:_:_:)` associates with objects, where the platform
  /// has no Objective-C runtime to keep them.
  ///
  /// Each object's values are kept by the object's identity together with a weak reference to
  /// the object itself: a value is never found for a new object that happens to reuse a freed
  /// one's address, and the values of an object that has ended are released — at its end for the
  /// runtime's responders (views, controllers, the app and its delegates), else at the next
  /// association made.
  enum AssociatedObjects {
    private struct Entry {
      weak var owner: AnyObject?
      var values: [UnsafeRawPointer: Value] = [:]
    }

    private enum Value {
      case strong(Any)
      case weak(WeakBox)
    }

    private final class WeakBox {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    /// The values, by owner; read and written under the lock.
    private nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()
    /// How many owners have values: a responder's end looks nothing up when none has.
    private static let owners = Atomic<Int>(0)

    static func set(
      _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
    ) {
      guard let owner = ownerObject(object) else { return }
      let stored: Value? = value.map { value in
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
          if let object = ownerObject(value) { return .weak(WeakBox(object)) }
          return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
          return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
          return .strong(value)
        }
      }
      // What the table stops holding is released after the lock is given back: a value's end
      // may be a responder's, which comes back here.
      var released: [Entry] = []
      var replaced: Value?
      lock.lock()
      defer {
        lock.unlock()
        released.removeAll()
        replaced = nil
      }
      // Owners that ended without telling (not the runtime's responders) release their values.
      for (identity, entry) in entries where entry.owner == nil {
        released.append(entries.removeValue(forKey: identity)!)
      }
      let identity = ObjectIdentifier(owner)
      var entry = Entry(owner: owner)
      if let existing = entries.removeValue(forKey: identity) {
        // An entry of another object at the same address is a freed one's: it goes.
        if existing.owner === owner { entry = existing } else { released.append(existing) }
      }
      if let stored {
        replaced = entry.values.updateValue(stored, forKey: key)
      } else {
        replaced = entry.values.removeValue(forKey: key)
      }
      if !entry.values.isEmpty { entries[identity] = entry }
      owners.store(entries.count, ordering: .relaxed)
    }

    static func get(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
      guard let owner = ownerObject(object), owners.load(ordering: .relaxed) > 0 else { return nil }
      lock.lock()
      defer { lock.unlock() }
      guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
      switch entry.values[key] {
      case .strong(let value): return value
      case .weak(let box): return box.object
      case nil: return nil
      }
    }

    static func removeAll(_ object: Any) {
      guard let owner = ownerObject(object) else { return }
      ended(ObjectIdentifier(owner))
    }

    /// Releases the values of the object of `identity`, which ends or is made pristine.
    static func ended(_ identity: ObjectIdentifier) {
      guard owners.load(ordering: .relaxed) > 0 else { return }
      var released: Entry?
      lock.lock()
      released = entries.removeValue(forKey: identity)
      owners.store(entries.count, ordering: .relaxed)
      lock.unlock()
      released = nil
    }

    /// The object values are associated with: a class instance (a value of another type would be
    /// a new box each time, as Objective-C bridges one).
    private static func ownerObject(_ value: Any) -> AnyObject? {
      guard type(of: value) is AnyClass else { return nil }
      return value as AnyObject
    }
  }
#endif
