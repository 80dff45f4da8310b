import Foundation
import StoryboardRuntime

/// UIKit's `UIConfigurationColorTransformer`: a function from a colour to the colour drawn,
/// for a configuration's colours.
public struct ConfigurationColorTransformer {
  /// The function.
  public let transform: (Color) -> Color
  /// What identifies this transformer, for configurations' equality.
  let identity = TransformerIdentity()

  /// A transformer applying `transform`.
  public init(_ transform: @escaping (Color) -> Color) { self.transform = transform }
  /// `input` transformed.
  public func callAsFunction(_ input: Color) -> Color { transform(input) }

  /// Greys the colour (its white component).
  nonisolated(unsafe) public static let grayscale = ConfigurationColorTransformer { color in
    var white: CGFloat = 0
    var alpha: CGFloat = 0
    return color.getWhite(&white, alpha: &alpha) ? Color(white: white, alpha: alpha) : color
  }
  /// The tint colour the app prefers: the colour, as no tint is inherited here.
  nonisolated(unsafe) public static let preferredTint = ConfigurationColorTransformer { $0 }
  /// The tint colour in monochrome: the colour greyed.
  nonisolated(unsafe) public static let monochromeTint = ConfigurationColorTransformer {
    grayscale($0)
  }
}

/// A transformer's identity: transformers are equal when they are the same one.
final class TransformerIdentity: Hashable, @unchecked Sendable {
  static func == (lhs: TransformerIdentity, rhs: TransformerIdentity) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A transformer in a hashable configuration, compared by identity.
struct HashableTransformer: Hashable {
  let transformer: ConfigurationColorTransformer
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.transformer.identity == rhs.transformer.identity
  }
  func hash(into hasher: inout Hasher) { hasher.combine(transformer.identity) }
}
