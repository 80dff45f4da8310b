#if !canImport(CoreGraphics)
  import Foundation

  /// CoreGraphics' `CGColor`, which Linux lacks (on Apple platforms the runtime uses
  /// CoreGraphics'): a colour's components, kept as data.
  public final class CGColor: Equatable, @unchecked Sendable {
    /// The components: red, green, blue and alpha, or white and alpha.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// How many components the colour has.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }
    /// A grey.
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }
    /// A colour of unknown components (a pattern, a named colour not resolved).
    init(unknown: Void) { components = nil }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Clear.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// A copy with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
      guard var components else { return nil }
      components[components.count - 1] = alpha
      return components.count == 2
        ? CGColor(gray: components[0], alpha: alpha)
        : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
      lhs === rhs || (lhs.components != nil && lhs.components == rhs.components)
    }
  }
#endif
