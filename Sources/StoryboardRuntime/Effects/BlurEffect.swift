/// UIKit's `UIBlurEffect`: a blur of a style; kept as data.
open class BlurEffect: VisualEffect {
  /// The blur's material (UIKit's `UIBlurEffect.Style`, with its raw values).
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
    case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight
    case systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  override func isEqual(_ other: VisualEffect) -> Bool {
    (other as? BlurEffect)?.style == style
  }
}

extension BlurEffect.Style {
  /// The style a storyboard names (`systemUltraThinMaterial`, `regular`…).
  package init?(storyboardName: String) {
    guard let style = Self.allCases.first(where: { "\($0)" == storyboardName }) else { return nil }
    self = style
  }
}
