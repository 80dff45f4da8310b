/// UIKit's `UIUserActivityRestoring`: an object that restores its state from a continued
/// activity (every ``Responder`` is one).
public protocol UserActivityRestoring: AnyObject {
  /// Restores the object's state from `userActivity`.
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}
