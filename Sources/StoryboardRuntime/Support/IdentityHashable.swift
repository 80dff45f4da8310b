/// Objects that are `NSObject`s in UIKit compare by identity, so that UIKit code that compares
/// them with `==` or keeps them in sets compiles unchanged.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
  /// The same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
