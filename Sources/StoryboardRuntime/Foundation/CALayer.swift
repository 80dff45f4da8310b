#if !canImport(QuartzCore)
  import Foundation

  /// Core Animation's `CALayer`, which Linux lacks (on Apple platforms the runtime uses Core
  /// Animation's): what an app sets on a view's layer (corners, border, shadow), kept as data;
  /// nothing is drawn.
  open class CALayer: @unchecked Sendable {
    /// The layer's frame in its superlayer.
    open var frame = CGRect.zero
    /// The layer's bounds.
    open var bounds = CGRect.zero
    /// The layer's position in its superlayer.
    open var position = CGPoint.zero
    /// The point of the bounds that ``position`` places, from (0, 0) to (1, 1).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's place along the z axis.
    open var zPosition: CGFloat = 0
    /// The corners' radius.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity.
    open var shadowOpacity: Float = 0
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The layer's opacity.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The layer's name.
    open var name: String?
    /// The layer's content (an image).
    open var contents: Any?
    /// The layer's 3-D transform.
    open var transform = CATransform3DIdentity
    /// Whether the layer is drawn into a bitmap once.
    open var shouldRasterize = false
    /// The scale of the bitmap of ``shouldRasterize``.
    open var rasterizationScale: CGFloat = 1
    /// The scale of the layer's content.
    open var contentsScale: CGFloat = 1
    /// The layer whose alpha masks this one.
    open var mask: CALayer?
    /// The layer's sublayers, back to front.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// A layer.
    public required init() {}
    /// A copy of `layer`'s class for a presentation layer: a new layer.
    public init(layer: Any) {}

    /// Adds `layer` in front of the sublayers.
    open func addSublayer(_ layer: CALayer) {
      insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }
    /// Inserts `layer` at `idx` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
      layer.removeFromSuperlayer()
      var list = sublayers ?? []
      list.insert(layer, at: min(Int(idx), list.count))
      sublayers = list
      layer.superlayer = self
    }
    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
      superlayer?.sublayers?.removeAll { $0 === self }
      superlayer = nil
    }
    /// Marks the layer's content as needing drawing: nothing is drawn.
    /// Inert: nothing in the simulation acts on it.
    open func setNeedsDisplay() {}
    /// Marks the layer as needing layout: nothing is laid out.
    /// Inert: nothing in the simulation acts on it.
    open func setNeedsLayout() {}
    /// Lays the layer out: nothing is laid out. Inert: nothing in the simulation acts on it.
    open func layoutIfNeeded() {}
    /// Removes the layer's animations: none run here. Inert: nothing in the simulation acts on it.
    open func removeAllAnimations() {}
  }
#endif
