import Foundation

extension NavigationController {
  /// A change of the stack (UIKit's `UINavigationController.Operation`).
  public enum Operation: Int, Sendable {
    case none, push, pop
  }
}
