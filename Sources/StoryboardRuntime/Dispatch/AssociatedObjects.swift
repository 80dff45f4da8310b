#if !canImport(ObjectiveC)
  import Foundation

  /// The values `objc_setAssociatedObject(_:_:_:_:)` associates with objects, where the platform
  /// has no Objective-C runtime to keep them.
  ///
  /// An object's values are kept by its identity together with a weak reference to the object:
  /// a value is never found for a new object that happens to reuse a freed one's address, and
  /// an ended object's values are released at the next association made (keeping them in the
  /// runtime's objects, or releasing them in a `deinit`, would slow every controller's end).
  enum AssociatedObjects {
    /// One object's values, by key.
    typealias Values = [UnsafeRawPointer: Value]

    /// A value as its policy keeps it.
    enum Value {
      case strong(Any)
      case weak(WeakBox)

      var object: Any? {
        switch self {
        case .strong(let value): value
        case .weak(let box): box.object
        }
      }
    }

    /// A value kept without keeping it alive (`OBJC_ASSOCIATION_ASSIGN`).
    final class WeakBox {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
      weak var owner: AnyObject?
      var values: Values = [:]
    }

    /// The values, by owner; under the lock.
    private nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func set(
      _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
    ) {
      guard let owner = ownerObject(object) else { return }
      let stored = value.map { kept($0, policy) }
      // What stops being kept is released last: its end may come back here.
      var released: [Any] = []
      lock.lock()
      defer {
        lock.unlock()
        withExtendedLifetime(released) {}
      }
      for (identity, entry) in entries where entry.owner == nil {
        released.append(entries.removeValue(forKey: identity)!)
      }
      let identity = ObjectIdentifier(owner)
      var entry = Entry(owner: owner)
      if let existing = entries.removeValue(forKey: identity) {
        // An entry of another object at the same address is a freed one's: it goes.
        if existing.owner === owner { entry = existing } else { released.append(existing) }
      }
      update(&entry.values, key, stored).map { released.append($0) }
      if !entry.values.isEmpty { entries[identity] = entry }
    }

    static func get(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
      guard let owner = ownerObject(object) else { return nil }
      lock.lock()
      defer { lock.unlock() }
      guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
      return entry.values[key]?.object
    }

    static func removeAll(_ object: Any) {
      guard let owner = ownerObject(object) else { return }
      lock.lock()
      let released = entries.removeValue(forKey: ObjectIdentifier(owner))
      lock.unlock()
      withExtendedLifetime(released) {}
    }

    private static func kept(_ value: Any, _ policy: objc_AssociationPolicy) -> Value {
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

    /// Sets or clears `key` in `values`; returns the value it replaces.
    private static func update(_ values: inout Values, _ key: UnsafeRawPointer, _ value: Value?)
      -> Value?
    {
      guard let value else { return values.removeValue(forKey: key) }
      return values.updateValue(value, forKey: key)
    }

    /// The object values are associated with: a class instance (a value of another type would be
    /// a new box each time, as Objective-C bridges one).
    private static func ownerObject(_ value: Any) -> AnyObject? {
      guard type(of: value) is AnyClass else { return nil }
      return value as AnyObject
    }
  }
#endif
