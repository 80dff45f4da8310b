import Foundation

/// A class whose members can be found by name, as the Objective-C runtime finds a class's
/// `@objc` members: what storyboard outlets and actions, target-action, `#selector`,
/// `perform(_:)`, `responds(to:)` and key-value coding go through.
///
/// ``Responder`` (so every view, control and view controller) and ``BarButtonItem`` adopt it.
/// A class declares its own members by overriding ``objectiveCMember(named:)``, calling `super`
/// for the names it does not know; the UIKitSources build step writes that override into each
/// class's own file from its `@IBOutlet`, `@IBAction`, `@objc` and `@IBSegueAction`
/// declarations (so `private` members are reached), together with ``memberTableClass``.
public protocol ObjectiveCMembers: ObjectiveCResponding {
  /// The member named `name` — a property's name (`saveButton`) or a method's selector
  /// (`save:`, `shareWithSender:`) — or `nil` when this class and its superclasses have none.
  func objectiveCMember(named name: String) -> ObjectiveCMember?

  /// The most derived class that declares its own table, or `nil` when none does.
  static var memberTableClass: AnyClass? { get }
}

extension ObjectiveCMembers {

  /// Sends `aSelector` with no argument (NSObject's `perform(_:)`).
  ///
  /// Raises ``ObjectiveCError/unrecognizedSelector(className:selector:)`` when the object has
  /// no such method. The method's result is not handed back (`nil`): call the method directly
  /// to read it.
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    send(aSelector, with: [])
  }

  /// Sends `aSelector` with one argument (NSObject's `perform(_:with:)`).
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    send(aSelector, with: [object])
  }

  /// Sends `aSelector` with two arguments (NSObject's `perform(_:with:with:)`).
  @discardableResult
  public func perform(
    _ aSelector: Selector!, with object1: Any!, with object2: Any!
  ) -> Unmanaged<AnyObject>! {
    send(aSelector, with: [object1, object2])
  }

  /// Sends `aSelector` with `anArgument` after `delay` seconds, on the current run loop
  /// (NSObject's `perform(_:with:afterDelay:)`): it runs when a test or the simulator turns the
  /// run loop past that time, as UIKit's main run loop would.
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    let send = DelayedSend(target: self, selector: aSelector, argument: anArgument)
    RunLoop.current.add(
      Timer(timeInterval: max(delay, 0), repeats: false) { _ in send.run() }, forMode: .default)
  }

  /// Sets the property `key` (key-value coding's `setValue(_:forKey:)`).
  ///
  /// Raises ``ObjectiveCError/undefinedKey(className:key:)`` (UIKit's `NSUnknownKeyException`)
  /// when the object has no such property, and
  /// ``ObjectiveCError/wrongValue(member:expected:actual:)`` for a value of another type.
  public func setValue(_ value: Any?, forKey key: String) {
    Exceptions.raising {
      guard let member = try settableMember(named: key) else { return }
      try member.setValue(value)
    }
  }

  /// The property `key` (key-value coding's `value(forKey:)`); raises
  /// ``ObjectiveCError/undefinedKey(className:key:)`` when there is none.
  public func value(forKey key: String) -> Any? {
    Exceptions.raising(nil) {
      guard let member = objectiveCMember(named: key), !member.isMethod else {
        throw missing(key, error: .undefinedKey(className: className(of: self), key: key))
      }
      return member.value()
    }
  }

  /// The settable property `key`, or the error UIKit raises for it.
  func settableMember(named key: String) throws -> ObjectiveCMember? {
    guard let member = objectiveCMember(named: key), !member.isMethod, member.isSettable else {
      throw missing(key, error: .undefinedKey(className: className(of: self), key: key))
    }
    return member
  }

  /// The method `selector`, or the error UIKit raises for it.
  func method(named selector: String) throws -> ObjectiveCMember {
    guard let member = objectiveCMember(named: selector), member.isMethod else {
      throw missing(
        selector, error: .unrecognizedSelector(className: className(of: self), selector: selector))
    }
    return member
  }

  /// Calls `aSelector` with `arguments`, raising what UIKit raises.
  func send(_ aSelector: Selector?, with arguments: [Any?]) -> Unmanaged<AnyObject>? {
    Exceptions.raising {
      let name = aSelector?.methodName ?? "(null)"
      _ = try method(named: name).invoke(with: arguments)
    }
    return nil
  }

  /// `error`, or ``ObjectiveCError/noMemberTable(className:member:)`` when the object's class
  /// is an app's class with no table of its own (so the member may well exist).
  private func missing(_ member: String, error: ObjectiveCError) -> ObjectiveCError {
    let type = Swift.type(of: self)
    if isRuntimeClass(type) || type.memberTableClass == type { return error }
    return .noMemberTable(className: className(of: self), member: member)
  }
}

/// Whether `type` is one of the runtime's own classes (whose members are UIKit's, not an
/// app's).
func isRuntimeClass(_ type: AnyClass) -> Bool {
  SceneElementCatalogs.isRuntimeClass(type)
}

/// The class name UIKit's messages show for `object`.
package func className(of object: AnyObject) -> String {
  String(describing: type(of: object))
}

/// A send scheduled by `perform(_:with:afterDelay:)`; the run loop keeps it, and it keeps its
/// target, as Foundation's delayed perform retains the receiver.
private struct DelayedSend: @unchecked Sendable {
  let target: any ObjectiveCMembers
  let selector: Selector
  let argument: Any?

  func run() { _ = target.send(selector, with: [argument]) }
}

/// The object a target-action target is: `target` itself, or the value an `AnyHashable`
/// wraps (a test passes `control.allTargets.first`, which Objective-C bridges to its object).
func targetObject(_ target: Any) -> AnyObject {
  if let hashable = target as? AnyHashable { return hashable.base as AnyObject }
  return target as AnyObject
}
