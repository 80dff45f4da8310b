import Foundation

/// UIKit's `UIObjectRestoration`: a class that recreates an object during state restoration
/// (never asked here).
public protocol ObjectRestoration {
  /// The object at `identifierComponents`, or `nil`.
  static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
    -> (any StateRestoring)?
}
