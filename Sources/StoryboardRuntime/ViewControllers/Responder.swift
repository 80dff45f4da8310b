import Foundation
import Synchronization

/// UIKit's `UIResponder`: what controllers and app and scene delegates inherit from, so that
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles. The responder chain is
/// not simulated.
open class Responder: ObjectiveCMembers {
  /// A responder.
  public init() {}

  /// The member named `name` (an outlet's property name or an action's selector), or `nil`:
  /// a subclass lists its own and calls `super` for the rest (see ``ObjectiveCMembers``).
  open func objectiveCMember(named name: String) -> ObjectiveCMember? { nil }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }
  /// Whether the responder can become first responder; `false`.
  open var canBecomeFirstResponder: Bool { false }
  /// Asks to become first responder; returns ``canBecomeFirstResponder``.
  @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
  /// Gives up first responder status; returns `true`.
  @discardableResult open func resignFirstResponder() -> Bool { true }
}
