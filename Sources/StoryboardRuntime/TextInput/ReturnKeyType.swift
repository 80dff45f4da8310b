/// UIKit's `UIReturnKeyType`: the title of the keyboard's return key, with UIKit's raw values (UITextInputTraits.h).
public enum ReturnKeyType: Int, Sendable, CaseIterable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}
