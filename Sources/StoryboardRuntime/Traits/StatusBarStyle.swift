/// The status bar's style (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable, Equatable {
  case `default` = 0, lightContent = 1, darkContent = 3
}
