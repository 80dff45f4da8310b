import Foundation
import StoryboardRuntime

/// UIKit's `UISpringLoadedInteractionContext`: a drag hovering over a spring-loaded item (no
/// drag is simulated, so nothing asks).
public protocol SpringLoadedInteractionContext: AnyObject {
  /// The view the effect applies to.
  var targetView: View? { get set }
  /// The app's item under the drag.
  var targetItem: Any? { get set }
  /// Where the drag is in `view`.
  func location(in view: View?) -> CGPoint
}
