/// An interface orientation (UIKit's `UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Sendable, Equatable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
}
