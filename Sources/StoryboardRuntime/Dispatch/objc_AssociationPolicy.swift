#if !canImport(ObjectiveC)
  /// Objective-C's association policies, where the platform lacks that runtime: how
  /// `objc_setAssociatedObject(_:_:_:_:)` keeps a value.
  public enum objc_AssociationPolicy: UInt, Sendable {
    /// A reference that does not keep the value (kept weakly here: it reads `nil` once the
    /// value has ended, where Objective-C would leave a dangling pointer).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), else a strong reference.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, made atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, made atomically.
    case OBJC_ASSOCIATION_COPY = 771
  }

  /// Associates `value` with `object` under `key`, as Objective-C's runtime does; `nil` clears
  /// the association. `key` is the address of a static, as apps write it.
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    AssociatedObjects.set(object, key, value, policy)
  }

  /// The value associated with `object` under `key`, or `nil`.
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object, key)
  }

  /// Removes every value associated with `object`.
  public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object)
  }
#endif
