import StoryboardRuntime

/// UIKit's `UIVibrancyEffectStyle`: what vibrant content is.
public enum VibrancyEffectStyle: Int, Sendable {
  case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill
  case tertiaryFill, separator
}
