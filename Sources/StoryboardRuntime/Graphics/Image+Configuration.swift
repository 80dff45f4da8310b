import Foundation

extension Image {
  /// UIKit's `UIImage.Configuration`: the traits an image is drawn for.
  open class Configuration: Equatable {
    /// The traits, if any.
    open internal(set) var traitCollection: TraitCollection?

    /// A configuration of no traits.
    public init() {}
    /// A copy of `other`, which subclasses extend with what they add.
    public required init(copying other: Configuration) {
      traitCollection = other.traitCollection
    }

    /// A copy with `traitCollection`.
    open func withTraitCollection(_ traitCollection: TraitCollection?) -> Self {
      let copy = Self(copying: self)
      copy.traitCollection = traitCollection
      return copy
    }
    /// A copy with what `otherConfiguration` specifies in place of this one's.
    open func applying(_ otherConfiguration: Configuration?) -> Self {
      let copy = Self(copying: self)
      if let otherConfiguration { copy.take(otherConfiguration) }
      return copy
    }
    /// Takes what `other` specifies.
    func take(_ other: Configuration) {
      if let traits = other.traitCollection { traitCollection = traits }
    }

    /// Configurations are equal when they specify the same.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      type(of: lhs) == type(of: rhs) && lhs.isEqual(rhs)
    }
    func isEqual(_ other: Configuration) -> Bool { traitCollection == other.traitCollection }
  }

  /// UIKit's `UIImage.SymbolConfiguration`: a symbol's size, weight, scale and colours.
  open class SymbolConfiguration: Configuration {
    /// The point size, 0 when unspecified.
    open internal(set) var pointSize: CGFloat = 0
    /// The weight.
    open internal(set) var weight = SymbolWeight.unspecified
    /// The scale.
    open internal(set) var scale = SymbolScale.unspecified
    /// The text style the size follows.
    open internal(set) var textStyle: Font.TextStyle?
    /// The font the size and weight follow.
    open internal(set) var font: Font?
    /// The colours of a palette or hierarchical rendering.
    open internal(set) var colors: [Color] = []
    /// Whether the multicolour variant is preferred (`true`), the monochrome one (`false`).
    open internal(set) var prefersMulticolor: Bool?

    /// A configuration that specifies nothing.
    public override init() { super.init() }
    /// A copy of `other`.
    public required init(copying other: Configuration) {
      super.init(copying: other)
      if let other = other as? SymbolConfiguration { take(other) }
    }

    /// A configuration that specifies nothing.
    open class var unspecified: SymbolConfiguration { SymbolConfiguration() }
    /// A configuration of `scale`.
    public convenience init(scale: SymbolScale) {
      self.init()
      self.scale = scale
    }
    /// A configuration of `pointSize`.
    public convenience init(pointSize: CGFloat) {
      self.init()
      self.pointSize = pointSize
    }
    /// A configuration of `weight`.
    public convenience init(weight: SymbolWeight) {
      self.init()
      self.weight = weight
    }
    /// A configuration of `pointSize` and `weight`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    /// A configuration of `pointSize`, `weight` and `scale`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }
    /// A configuration following `textStyle`.
    public convenience init(textStyle: Font.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }
    /// A configuration following `textStyle` at `scale`.
    public convenience init(textStyle: Font.TextStyle, scale: SymbolScale) {
      self.init()
      self.textStyle = textStyle
      self.scale = scale
    }
    /// A configuration following `font`.
    public convenience init(font: Font) { self.init(font: font, scale: .unspecified) }
    /// A configuration following `font` at `scale`.
    public convenience init(font: Font, scale: SymbolScale) {
      self.init()
      self.font = font
      self.scale = scale
    }
    /// A hierarchical rendering in shades of `hierarchicalColor`.
    public convenience init(hierarchicalColor: Color) {
      self.init()
      colors = [hierarchicalColor]
    }
    /// A palette rendering in `paletteColors`.
    public convenience init(paletteColors: [Color]) {
      self.init()
      colors = paletteColors
    }
    /// A configuration preferring a symbol's multicolour variant.
    open class func preferringMulticolor() -> Self {
      let configuration = Self(copying: SymbolConfiguration())
      configuration.prefersMulticolor = true
      return configuration
    }
    /// A configuration preferring a symbol's monochrome variant.
    open class func preferringMonochrome() -> Self {
      let configuration = Self(copying: SymbolConfiguration())
      configuration.prefersMulticolor = false
      return configuration
    }
    /// A copy without the text style.
    open func configurationWithoutTextStyle() -> Self {
      let copy = Self(copying: self)
      copy.textStyle = nil
      return copy
    }
    /// A copy without the scale.
    open func configurationWithoutScale() -> Self {
      let copy = Self(copying: self)
      copy.scale = .unspecified
      return copy
    }
    /// A copy without the weight.
    open func configurationWithoutWeight() -> Self {
      let copy = Self(copying: self)
      copy.weight = .unspecified
      return copy
    }
    /// A copy without the point size and weight.
    open func configurationWithoutPointSizeAndWeight() -> Self {
      let copy = Self(copying: self)
      copy.pointSize = 0
      copy.weight = .unspecified
      return copy
    }
    /// Whether `otherConfiguration` specifies the same.
    open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
      otherConfiguration.map { self == $0 } ?? false
    }

    override func take(_ other: Configuration) {
      super.take(other)
      guard let other = other as? SymbolConfiguration else { return }
      if other.pointSize != 0 { pointSize = other.pointSize }
      if other.weight != .unspecified { weight = other.weight }
      if other.scale != .unspecified { scale = other.scale }
      if let style = other.textStyle { textStyle = style }
      if let font = other.font { self.font = font }
      if !other.colors.isEmpty { colors = other.colors }
      if let multicolor = other.prefersMulticolor { prefersMulticolor = multicolor }
    }
    override func isEqual(_ other: Configuration) -> Bool {
      guard super.isEqual(other), let other = other as? SymbolConfiguration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle && font == other.font && colors == other.colors
        && prefersMulticolor == other.prefersMulticolor
    }
  }
}
