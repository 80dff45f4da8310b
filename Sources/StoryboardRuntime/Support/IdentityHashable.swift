/// Objects that are `NSObject`s in UIKit compare by identity, so that UIKit code that compares
/// them with `==` or keeps them in sets compiles unchanged.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
  /// The same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension IdentityHashable {
  /// Whether the object is an instance of `aClass` or of one of its subclasses (NSObject's
  /// `isKind(of:)`).
  public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), kindOf: aClass) }

  /// Whether the object is an instance of `aClass` itself, not of a subclass (NSObject's
  /// `isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

  /// Whether `object` is this very object: NSObject's `isEqual(_:)`, which UIKit's controllers,
  /// views and items do not override.
  public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

  /// The hash of the object's identity (NSObject's `hash`).
  public var hash: Int { ObjectIdentifier(self).hashValue }
}

/// Whether `candidate` is `ancestor` or one of its subclasses.
func isClass(_ candidate: AnyClass, kindOf ancestor: AnyClass) -> Bool {
  var current: AnyClass? = candidate
  while let type = current {
    if type == ancestor { return true }
    current = _getSuperclass(type)
  }
  return false
}
