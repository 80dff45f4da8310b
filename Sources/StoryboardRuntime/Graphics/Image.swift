import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif
#if canImport(CoreImage)
  import CoreImage
#endif

/// UIKit's `UIImage`: an image identified by its asset or SF Symbol name, with what an app
/// derives from it (rendering mode, tint, configuration, insets) kept as data; never drawn.
open class Image: Equatable {
  /// The asset name given to ``init(named:)``.
  public let name: String?
  /// The SF Symbol name given to ``init(systemName:)``.
  public let systemName: String?
  /// What the image was derived with.
  var traits = ImageTraits()

  /// An empty image, as `UIImage()` (a transparent bar background, a hidden shadow).
  public init() {
    name = nil
    systemName = nil
  }

  /// The image of the asset named `name` in the app's asset catalogs: `nil` when the app's
  /// catalogs are known — a hosted test's app whose resources hold `.xcassets` folders — and
  /// hold no such image set or loose file; otherwise the image of that name (its pixels are
  /// never read).
  public init?(named name: String) {
    guard let found = AssetCatalog.image(named: name, inBundleAt: nil) else { return nil }
    self.name = name
    systemName = nil
    traits.scale = found.scale ?? 1
  }

  /// The image of the asset named `name`, found or not.
  init(assetNamed name: String) {
    self.name = name
    systemName = nil
  }

  /// The image named `name` in `bundle`'s asset catalogs (`nil`: the app's), or `nil` when
  /// its catalogs are known and hold none (see ``init(named:)``); `dark` picks the set's dark
  /// variant when it has one. Its scale is the variant's the catalog picks for the screen.
  convenience init?(named name: String, bundle: Bundle?, dark: Bool = false) {
    let path = bundle.flatMap {
      ResourceBundleLocation.isExecutableFolder($0) ? nil : ($0.resourcePath ?? $0.bundlePath)
    }
    guard let found = AssetCatalog.image(named: name, inBundleAt: path, dark: dark) else {
      return nil
    }
    self.init(assetNamed: name)
    traits.scale = found.scale ?? 1
  }

  /// The SF Symbol named `name`. Never `nil`.
  public init?(systemName name: String) {
    self.name = nil
    systemName = name
    traits.isSymbolImage = true
  }

  /// A copy of `image` with `traits`.
  init(_ image: Image, traits: ImageTraits) {
    name = image.name
    systemName = image.systemName
    self.traits = traits
  }

  /// The SF Symbol named `name` with `configuration`.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    self.init(systemName: name)
    traits.configuration = configuration
  }
  /// The SF Symbol named `name` for `traitCollection`.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: TraitCollection?
  ) {
    self.init(systemName: name)
    traits.traitCollection = traitCollection
  }
  /// The SF Symbol named `name` at `variableValue` (0 to 1) with `configuration`.
  public convenience init?(
    systemName name: String, variableValue: Double, configuration: Configuration? = nil
  ) {
    self.init(systemName: name, withConfiguration: configuration)
  }
  /// The asset named `name` in `bundle` with `configuration`.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: Configuration?
  ) {
    self.init(named: name, bundle: bundle)
    traits.configuration = configuration
  }
  /// The asset named `name` in `bundle` for `traitCollection`.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    self.init(
      named: name, bundle: bundle, dark: traitCollection?.userInterfaceStyle == .dark)
    traits.traitCollection = traitCollection
  }
  /// The asset named `name` in `bundle` at `variableValue` with `configuration`.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil, variableValue: Double,
    configuration: Configuration? = nil
  ) {
    self.init(named: name, in: bundle, with: configuration)
  }
  /// The image of an image literal: the asset named `name`.
  public required convenience init(imageLiteralResourceName name: String) {
    self.init(Image(named: name) ?? Image(), traits: ImageTraits())
  }
  /// The image in the file at `path`, or `nil` when there is no such file (its pixels are
  /// not read).
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init(named: (path as NSString).lastPathComponent)
  }
  /// An image of `data`, or `nil` for empty data (the pixels are not decoded).
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init()
  }
  /// An image of `data` at `scale`, or `nil` for empty data.
  public convenience init?(data: Data, scale: CGFloat) {
    self.init(data: data)
    traits.scale = scale
  }
  /// An image of `cgImage`, its pixels taken as points.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }
  /// An image of `cgImage` at `scale` in `orientation`.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init()
    traits.cgImage = cgImage
    traits.scale = scale
    traits.imageOrientation = orientation
    traits.size = CGSize(
      width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
  }
  /// An image of `ciImage`.
  public convenience init(ciImage: CIImage) {
    self.init(ciImage: ciImage, scale: 1, orientation: .up)
  }
  /// An image of `ciImage` at `scale` in `orientation`.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
    self.init()
    traits.ciImage = ciImage
    traits.scale = scale
    traits.imageOrientation = orientation
    traits.size = CGSize(
      width: ciImage.extent.width / scale, height: ciImage.extent.height / scale)
  }

  /// Images are equal when they name the same asset or symbol.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name && lhs.systemName == rhs.systemName
  }
}
