/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable, Equatable {
  case unspecified = 0, light = 1, dark = 2
}
