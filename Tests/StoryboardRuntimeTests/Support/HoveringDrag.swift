import Foundation
import Storyboards

/// A drag held over a row or item, for the spring-loading delegate questions.
final class HoveringDrag: SpringLoadedInteractionContext {
  var targetView: View?
  var targetItem: Any?
  func location(in view: View?) -> CGPoint { .zero }
}
