import Foundation

/// One member of a class's by-name table (``ObjectiveCMembers``): a property that an outlet or a
/// runtime attribute sets by name, or a method that an action or a selector calls by name.
///
/// The Objective-C runtime finds a class's `@objc` members by name; Swift has no such runtime on
/// Linux, so each class lists its own, in the table the UIKit-sources build step writes into the
/// class's file (or by hand, in an override of ``ObjectiveCMembers/objectiveCMember(named:)``).
public struct ObjectiveCMember {
  /// What the member is.
  public enum Kind: Equatable, Sendable {
    /// A property: an outlet, an outlet collection, an `@objc var`.
    case property
    /// A method taking `arity` arguments: an action, an `@objc func`, an `@IBSegueAction`.
    case method(arity: Int)
  }

  /// What the member is.
  public let kind: Kind
  private let read: (() -> Any?)?
  private let write: ((Any?) throws -> Void)?
  private let call: ((ObjectiveCArguments) throws -> Any?)?

  /// A property, read by `get` and, unless it is read-only, written by `set`.
  public static func property(
    get: @escaping () -> Any?, set: ((Any?) throws -> Void)? = nil
  ) -> ObjectiveCMember {
    ObjectiveCMember(kind: .property, read: get, write: set, call: nil)
  }

  /// A method taking `arity` arguments, called by `call`.
  public static func method(
    arity: Int, _ call: @escaping (ObjectiveCArguments) throws -> Any?
  ) -> ObjectiveCMember {
    ObjectiveCMember(kind: .method(arity: arity), read: nil, write: nil, call: call)
  }

  /// Whether the member is a method.
  public var isMethod: Bool { if case .method = kind { true } else { false } }

  /// Whether the member is a property that can be written.
  public var isSettable: Bool { write != nil }

  /// The property's value; `nil` for a method.
  public func value() -> Any? { read?() }

  /// Writes the property.
  /// - Throws: ``ObjectiveCError/wrongValue(member:expected:actual:)`` when `value` is not of
  ///   the property's type.
  public func setValue(_ value: Any?) throws { try write?(value) }

  /// Calls the method with `arguments` (as many as it takes are used; missing ones are `nil`),
  /// and returns what it returns.
  /// - Throws: ``ObjectiveCError/wrongValue(member:expected:actual:)`` for an argument of
  ///   another type, or what the method throws.
  @discardableResult
  public func invoke(with arguments: [Any?]) throws -> Any? {
    try call?(ObjectiveCArguments(arguments))
  }

  /// The value `value` as the type a property or parameter declares, for generated tables.
  /// - Throws: ``ObjectiveCError/wrongValue(member:expected:actual:)`` when it is not one.
  public static func cast<Value>(_ value: Any?, member: String) throws -> Value {
    if let value {
      if let typed = value as? Value { return typed }
      // Key-value coding bridges numbers to whichever numeric type the property declares.
      if let number = value as? Double, let typed = bridged(number) as Value? { return typed }
    } else if let none = Optional<Any>.none as Any as? Value {
      return none
    }
    throw ObjectiveCError.wrongValue(
      member: member, expected: "\(Value.self)",
      actual: value.map { "\(type(of: $0))" } ?? "nil")
  }

  /// `number` as the first numeric type that is `Value`, as NSNumber converts.
  private static func bridged<Value>(_ number: Double) -> Value? {
    let candidates: [Any] = [
      Int(exactly: number) as Any, CGFloat(number), Float(number), number != 0,
      Int32(exactly: number) as Any, UInt(exactly: number) as Any,
    ]
    for candidate in candidates { if let typed = candidate as? Value { return typed } }
    return nil
  }

  /// `value` as the table's result type (what generated tables wrap a call's result in).
  public static func result<Value>(_ value: Value) -> Any? { value }
}
