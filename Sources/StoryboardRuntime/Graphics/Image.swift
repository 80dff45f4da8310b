import Foundation

/// UIKit's `UIImage`, reduced to what navigation code names: an image is identified by its
/// asset or SF Symbol name and never drawn.
open class Image: Equatable {
  /// The asset name given to ``init(named:)``.
  public let name: String?
  /// The SF Symbol name given to ``init(systemName:)``.
  public let systemName: String?

  /// An empty image, as `UIImage()` (a transparent bar background, a hidden shadow).
  public init() {
    name = nil
    systemName = nil
  }

  /// The image of the asset named `name`. Assets are not read, so it is never `nil`.
  public init?(named name: String) {
    self.name = name
    systemName = nil
  }

  /// The SF Symbol named `name`. Never `nil`.
  public init?(systemName name: String) {
    self.name = nil
    systemName = name
  }

  /// Images are equal when they name the same asset or symbol.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name && lhs.systemName == rhs.systemName
  }
}
