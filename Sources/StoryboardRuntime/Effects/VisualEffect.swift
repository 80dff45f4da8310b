/// UIKit's `UIVisualEffect`: a blur or vibrancy a view or bar shows; kept as data.
open class VisualEffect: Equatable {
  /// An effect.
  public init() {}
  /// Effects are equal when they are the same object or describe the same effect.
  public static func == (lhs: VisualEffect, rhs: VisualEffect) -> Bool {
    (lhs as? VisualEffectComparing)?.isSameEffect(as: rhs) ?? lhs.isEqual(rhs)
  }
  func isEqual(_ other: VisualEffect) -> Bool { self === other }
}
