/// How the status bar animates (UIKit's `UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Sendable, Equatable {
  case none = 0, fade = 1, slide = 2
}
