/// UIKit's `UIFocusEffect`: how a focused view is drawn (iPad with a keyboard); kept as data.
open class FocusEffect {
  /// The system's effect.
  public init() {}
}
