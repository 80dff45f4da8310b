import Foundation

/// UIKit's `UIPreviewTarget`: where a targeted preview sits; kept as data.
open class PreviewTarget {
  /// The view the preview sits in.
  public let container: View
  /// The preview's centre in the container.
  public let center: CGPoint
  /// The preview's transform.
  public let transform: CGAffineTransform

  /// A target in `container` at `center` with `transform`.
  public init(container: View, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }
  /// A target in `container` at `center`.
  public convenience init(container: View, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }
}
