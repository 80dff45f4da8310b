/// UIKit's `UIBarPosition`: where a bar sits, which picks its background image, kept as data.
public enum BarPosition: Int, Sendable {
  /// Any position.
  case any = 0
  /// At the bottom of its view.
  case bottom = 1
  /// At the top of its view.
  case top = 2
  /// At the top of the screen, under the status bar.
  case topAttached = 3
}
