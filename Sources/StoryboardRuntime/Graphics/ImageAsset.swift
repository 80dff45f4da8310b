import Foundation

/// UIKit's `UIImageAsset`: an asset's images for traits or configurations; the images
/// registered are kept, keyed by the traits' or configuration's description.
open class ImageAsset {
  private var images: [String: Image] = [:]
  private weak var fallback: Image?

  /// An empty asset.
  public init() {}
  /// An asset from an archive: an empty one.
  public init?(coder: NSCoder) {}
  /// An asset whose unregistered traits answer `image`.
  init(image: Image) { fallback = image }

  /// The image registered for `configuration`, else for no traits, else an empty image.
  open func image(with configuration: Image.Configuration) -> Image {
    images[key(configuration.traitCollection)] ?? images[key(nil)] ?? fallback ?? Image()
  }
  /// Registers `image` for `configuration`.
  open func register(_ image: Image, with configuration: Image.Configuration) {
    images[key(configuration.traitCollection)] = image
  }
  /// Forgets the image of `configuration`.
  open func unregisterImage(with configuration: Image.Configuration) {
    images[key(configuration.traitCollection)] = nil
  }
  /// The image registered for `traitCollection`, else for no traits, else an empty image.
  open func image(with traitCollection: TraitCollection) -> Image {
    images[key(traitCollection)] ?? images[key(nil)] ?? fallback ?? Image()
  }
  /// Registers `image` for `traitCollection`.
  open func register(_ image: Image, with traitCollection: TraitCollection) {
    images[key(traitCollection)] = image
  }
  /// Forgets the image of `traitCollection`.
  open func unregister(imageWith traitCollection: TraitCollection) {
    images[key(traitCollection)] = nil
  }

  private func key(_ traits: TraitCollection?) -> String {
    guard let traits else { return "" }
    let style = traits.userInterfaceStyle.rawValue
    let width = traits.horizontalSizeClass.rawValue
    let height = traits.verticalSizeClass.rawValue
    return "\(style)/\(width)/\(height)/\(traits.displayScale)"
  }
}
