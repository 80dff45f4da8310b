import StoryboardRuntime

/// UIKit's `UIVibrancyEffect`: vibrancy over a blur; kept as data.
open class VibrancyEffect: VisualEffect {
  /// The blur the vibrancy sits on.
  public let blurEffect: BlurEffect
  /// What the vibrant content is.
  public let style: VibrancyEffectStyle

  /// Vibrancy of labels over `blurEffect`.
  public convenience init(blurEffect: BlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }
  /// Vibrancy of `style` over `blurEffect`.
  public init(blurEffect: BlurEffect, style: VibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

extension VibrancyEffect: VisualEffectComparing {
  /// Vibrancy effects are equal when they have equal blurs and the same style.
  package func isSameEffect(as other: VisualEffect) -> Bool {
    guard let other = other as? VibrancyEffect else { return false }
    return other.blurEffect == blurEffect && other.style == style
  }
}
