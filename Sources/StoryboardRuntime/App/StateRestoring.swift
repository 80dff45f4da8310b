import Foundation

/// UIKit's `UIStateRestoring`: an object that saves and restores its state. State is neither
/// saved nor restored here; the optional requirements have UIKit's neutral defaults.
public protocol StateRestoring: AnyObject {
  /// The object whose state this one's belongs to.
  var restorationParent: (any StateRestoring)? { get }
  /// The class that recreates the object.
  var objectRestorationClass: (any ObjectRestoration.Type)? { get }
  /// Saves the object's state into `coder`.
  func encodeRestorableState(with coder: NSCoder)
  /// Restores the object's state from `coder`.
  func decodeRestorableState(with coder: NSCoder)
  /// Called when every object's state has been restored.
  func applicationFinishedRestoringState()
}

extension StateRestoring {
  /// No parent.
  public var restorationParent: (any StateRestoring)? { nil }
  /// No class.
  public var objectRestorationClass: (any ObjectRestoration.Type)? { nil }
  /// Saves nothing.
  public func encodeRestorableState(with coder: NSCoder) {}
  /// Restores nothing.
  public func decodeRestorableState(with coder: NSCoder) {}
  /// Inert: nothing in the simulation acts on it.
  public func applicationFinishedRestoringState() {}
}
