import Foundation
import Synchronization

/// UIKit's `UIResponder`: what controllers and app and scene delegates inherit from, so that
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles. The responder chain is
/// not simulated.
open class Responder {
  /// A responder.
  public init() {}
  /// Whether the responder can become first responder; `false`.
  open var canBecomeFirstResponder: Bool { false }
  /// Asks to become first responder; returns ``canBecomeFirstResponder``.
  @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
  /// Gives up first responder status; returns `true`.
  @discardableResult open func resignFirstResponder() -> Bool { true }
}
