import Foundation

/// A class that makes controllers when the app's state is restored (UIKit's
/// `UIViewControllerRestoration`); nothing restores state here, so it is never asked.
public protocol ViewControllerRestoration: AnyObject {
  /// The controller for `identifierComponents`, decoded from `coder`, or `nil`.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> ViewController?
}
