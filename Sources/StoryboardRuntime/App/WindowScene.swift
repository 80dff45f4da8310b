import Foundation
import Synchronization

/// UIKit's `UIWindowScene`: a scene with windows.
open class WindowScene: Scene {
  /// The windows made with ``Window/init(windowScene:)``.
  public var windows: [Window] { Application.shared.windows.filter { $0.windowScene === self } }
}
