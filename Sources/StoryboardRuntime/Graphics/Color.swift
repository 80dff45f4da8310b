import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// UIKit's `UIColor`, kept as data: a name (a system colour's, an asset's) or components, and
/// for a dynamic colour the closure that resolves it for traits; nothing is drawn.
open class Color: Equatable, CustomStringConvertible, @unchecked Sendable {
  /// The colour's name (`systemBackground`, an asset's) or its components.
  public let description: String
  /// Red, green, blue and alpha, from 0 to 1, when known.
  let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  private let provider: (@Sendable (TraitCollection) -> Color)?

  package init(_ description: String, rgba: (CGFloat, CGFloat, CGFloat, CGFloat)? = nil) {
    self.description = description
    self.rgba = rgba ?? Color.knownComponents[description]
    provider = nil
  }

  /// A colour from components between 0 and 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    description = "rgba(\(Double(red)), \(Double(green)), \(Double(blue)), \(Double(alpha)))"
    rgba = (red, green, blue, alpha)
    provider = nil
  }
  /// A grey.
  public init(white: CGFloat, alpha: CGFloat) {
    description = "white(\(Double(white)), \(Double(alpha)))"
    rgba = (white, white, white, alpha)
    provider = nil
  }
  /// A colour from hue, saturation and brightness between 0 and 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// A Display P3 colour, kept as its components (no colour space is converted).
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }
  /// The colour of `cgColor`.
  public convenience init(cgColor: CGColor) {
    let components = cgColor.components ?? []
    switch components.count {
    case 2: self.init(white: components[0], alpha: components[1])
    case 4:
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    default: self.init("cgColor")
    }
  }
  /// A colour that tiles `image`.
  public convenience init(patternImage image: Image) {
    self.init("pattern(\(image.name ?? image.systemName ?? "image"))")
  }
  /// The colour set named `name` of the app's asset catalogs, with its dark appearance (see
  /// ``init(named:in:compatibleWith:)``).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }
  /// The colour set named `name` of `bundle`'s asset catalogs (`nil`: the app's): a dynamic
  /// colour that is the set's dark appearance in a dark trait collection, or with
  /// `traitCollection` the colour for it. `nil` when the catalogs are known — a hosted test's
  /// app, or a bundle, whose resources hold `.xcassets` folders — and hold no such set;
  /// otherwise a colour of that name whose components are not known.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    let path = bundle.flatMap {
      ResourceBundleLocation.isExecutableFolder($0) ? nil : ($0.resourcePath ?? $0.bundlePath)
    }
    guard let found = AssetCatalog.color(named: name, inBundleAt: path) else {
      self.init(name)
      return
    }
    guard let asset = found else { return nil }
    let light = Color(named: name, swatch: asset.any ?? asset.dark)
    let dark = Color(named: name, swatch: asset.dark ?? asset.any)
    if let traitCollection {
      let color = traitCollection.userInterfaceStyle == .dark ? dark : light
      self.init(name, rgba: color.rgba)
    } else {
      self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }
  }
  /// The colour named `name` of one appearance of a colour set.
  private convenience init(named name: String, swatch: AssetCatalog.Swatch?) {
    switch swatch {
    case .components(let red, let green, let blue, let alpha)?:
      self.init(name, rgba: (CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)))
    case .system(let systemName)?:
      self.init(name, rgba: Color.knownComponents[systemName])
    case nil:
      self.init(name)
    }
  }
  /// A colour that `dynamicProvider` resolves for the traits it is drawn with (dark mode).
  public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
    let light = dynamicProvider(TraitCollection(userInterfaceStyle: .light))
    description = light.description
    rgba = light.rgba
    provider = dynamicProvider
  }

  /// The colour for `traitCollection`: a dynamic colour's provider's answer, else itself.
  open func resolvedColor(with traitCollection: TraitCollection) -> Color {
    provider?(traitCollection) ?? self
  }
  /// The same colour with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> Color {
    guard let rgba else { return Color("\(description) × \(Double(alpha))") }
    return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
  }
  /// Writes the grey and alpha; `false` when the components are not known.
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let rgba else { return false }
    white?.pointee = 0.299 * rgba.red + 0.587 * rgba.green + 0.114 * rgba.blue
    alpha?.pointee = rgba.alpha
    return true
  }
  /// Writes the hue, saturation, brightness and alpha; `false` when the components are not
  /// known.
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let rgba else { return false }
    let high = max(rgba.red, rgba.green, rgba.blue)
    let low = min(rgba.red, rgba.green, rgba.blue)
    let delta = high - low
    var value: CGFloat = 0
    if delta > 0 {
      if high == rgba.red {
        value = (rgba.green - rgba.blue) / delta
      } else if high == rgba.green {
        value = 2 + (rgba.blue - rgba.red) / delta
      } else {
        value = 4 + (rgba.red - rgba.green) / delta
      }
      value /= 6
      if value < 0 { value += 1 }
    }
    hue?.pointee = value
    saturation?.pointee = high == 0 ? 0 : delta / high
    brightness?.pointee = high
    alpha?.pointee = rgba.alpha
    return true
  }
  /// Writes the red, green, blue and alpha; `false` when the components are not known.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let rgba else { return false }
    red?.pointee = rgba.red
    green?.pointee = rgba.green
    blue?.pointee = rgba.blue
    alpha?.pointee = rgba.alpha
    return true
  }
  /// The colour as CoreGraphics' (black when its components are not known).
  open var cgColor: CGColor {
    guard let rgba else { return CGColor(red: 0, green: 0, blue: 0, alpha: 1) }
    return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }
  /// Sets the drawing colours: nothing is drawn. Inert: nothing in the simulation acts on it.
  open func set() {}
  /// Sets the fill colour: nothing is drawn. Inert: nothing in the simulation acts on it.
  open func setFill() {}
  /// Sets the stroke colour: nothing is drawn. Inert: nothing in the simulation acts on it.
  open func setStroke() {}
  /// The colour's name as VoiceOver speaks it: its name, or its components.
  open var accessibilityName: String { description }

  /// Colours are equal when they describe the same colour.
  public static func == (lhs: Color, rhs: Color) -> Bool { lhs.description == rhs.description }

  private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
    -> (CGFloat, CGFloat, CGFloat)
  {
    let sector = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let index = Int(sector)
    let fraction = sector - CGFloat(index)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }

  /// The components UIKit documents for its fixed colours (UIColor.h).
  private static let knownComponents: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
    "black": (0, 0, 0, 1), "darkGray": (1 / 3, 1 / 3, 1 / 3, 1),
    "lightGray": (2 / 3, 2 / 3, 2 / 3, 1), "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1),
    "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1),
    "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
    "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
  ]
}
