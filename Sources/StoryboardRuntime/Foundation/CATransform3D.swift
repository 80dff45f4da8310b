#if !canImport(QuartzCore)
  import Foundation

  /// Core Animation's `CATransform3D`, which Linux lacks: a 4 × 4 matrix, kept as data.
  public struct CATransform3D: Equatable, Sendable {
    /// The first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    /// The third row.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    /// The fourth row (the translation).
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    /// The identity.
    public init() {}
  }

  /// Core Animation's identity transform.
  public let CATransform3DIdentity = CATransform3D()

  /// Whether `t` is the identity.
  public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

  /// A scale.
  public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
  }

  /// A translation.
  public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
  {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
  }
#endif
