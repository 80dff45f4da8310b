import Foundation
import Synchronization

/// UIKit's `UIApplicationDelegate`, reduced to its window.
public protocol ApplicationDelegate: AnyObject {}

extension ApplicationDelegate {
  /// The delegate's `window` property when it declares one (`var window: UIWindow?`), doubly
  /// optional as UIKit's optional requirement is, so that
  /// `UIApplication.shared.delegate?.window??.rootViewController` compiles unchanged.
  public var window: Window?? {
    guard let child = Mirror(reflecting: self).children.first(where: { $0.label == "window" })
    else { return .none }
    return .some(child.value as? Window)
  }
}
