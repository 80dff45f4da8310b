import StoryboardRuntime

#if !canImport(QuartzCore)
  import Foundation

  /// Core Animation's `CAMediaTimingFunction`, which Linux lacks: a cubic Bézier timing
  /// curve, kept as data (nothing is animated over time).
  open class CAMediaTimingFunction {
    /// The curve's four control points, (0, 0) and (1, 1) at the ends.
    private let points: [(Float, Float)]

    /// One of Core Animation's named curves, with its documented control points.
    public convenience init(name: CAMediaTimingFunctionName) {
      let (c1x, c1y, c2x, c2y): (Float, Float, Float, Float) =
        switch name {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        default: (0.25, 0.1, 0.25, 1)
        }
      self.init(controlPoints: c1x, c1y, c2x, c2y)
    }

    /// A curve through (0, 0), the two control points and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
      points = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
    }

    /// Writes control point `idx` (0 to 3) into `ptr` as two floats.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
      guard points.indices.contains(idx) else { return }
      ptr[0] = points[idx].0
      ptr[1] = points[idx].1
    }
  }
#endif
