import Foundation

#if !canImport(ObjectiveC)
  extension NSObject {
    /// The property `key` (key-value coding's `value(forKey:)`, which Foundation has on
    /// `NSObject` only with the Objective-C runtime): read through the object's by-name table
    /// (``ObjectiveCMembers``); raises ``ObjectiveCError/undefinedKey(className:key:)`` for an
    /// object without the key, as `NSObject`'s `valueForUndefinedKey:` does.
    public func value(forKey key: String) -> Any? {
      if let members = self as? any ObjectiveCMembers { return members.value(forKey: key) }
      Exceptions.raise(
        ObjectiveCError.undefinedKey(className: String(describing: type(of: self)), key: key))
      return nil
    }

    /// Sets the property `key` (key-value coding's `setValue(_:forKey:)`) through the object's
    /// by-name table; raises ``ObjectiveCError/undefinedKey(className:key:)`` for an object
    /// without the key.
    public func setValue(_ value: Any?, forKey key: String) {
      if let members = self as? any ObjectiveCMembers {
        members.setValue(value, forKey: key)
        return
      }
      Exceptions.raise(
        ObjectiveCError.undefinedKey(className: String(describing: type(of: self)), key: key))
    }
  }
#endif
