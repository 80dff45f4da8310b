import UIKit

#if DEBUG
  /// An animator's optional requirements, called with `?` as UIKit's protocol requires.
  final class Fader<Subject: AnyObject> {
    var ended = 0
    func fade(with animator: any UIViewImplicitlyAnimating) {
      animator.addAnimations? {}
      animator.addCompletion? { [weak self] _ in self?.ended += 1 }
    }
  }
#endif
