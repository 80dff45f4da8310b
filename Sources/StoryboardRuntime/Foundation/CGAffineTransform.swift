#if !canImport(CoreGraphics)
  import Foundation

  /// CoreGraphics' `CGAffineTransform`, which Linux lacks (on Apple platforms the runtime uses
  /// CoreGraphics'): a 2-D affine transform with CoreGraphics' arithmetic.
  public struct CGAffineTransform: Equatable, Sendable {
    /// The x scale and rotation.
    public var a: CGFloat
    /// The y shear and rotation.
    public var b: CGFloat
    /// The x shear and rotation.
    public var c: CGFloat
    /// The y scale and rotation.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// A transform of the matrix [a b 0; c d 0; tx ty 1].
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity.
    public static let identity = CGAffineTransform()
    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// A translation, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    /// A scale, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A rotation, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse, or this transform when it cannot be inverted (as CoreGraphics).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size transformed by `t` (no translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the rectangle's corners transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
        CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let low = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
      return CGRect(
        x: low.x, y: low.y, width: (xs.max() ?? 0) - low.x, height: (ys.max() ?? 0) - low.y)
    }
  }
#endif
