#if !canImport(CoreGraphics)
  /// CoreGraphics' `CGBlendMode`, which Linux lacks: how drawing composites (nothing is drawn
  /// here), with CoreGraphics' raw values.
  public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
  }
#endif
