import Foundation

/// UIKit's `UISceneActivationConditions`: which content a scene opens, as predicates on the
/// content's identifier; kept as data.
open class SceneActivationConditions {
  /// The identifiers the scene can be activated for: every one.
  open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
  /// The identifiers the scene prefers: none.
  open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
  /// Default conditions.
  public init() {}
  /// Conditions from an archive: the defaults, as nothing is archived here.
  public init?(coder aDecoder: NSCoder) {}
}
