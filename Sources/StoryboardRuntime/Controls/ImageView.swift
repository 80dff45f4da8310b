import Foundation

/// UIKit's `UIImageView`: its image, kept as data (a storyboard's image name).
open class ImageView: View {
  /// The image.
  open var image: Image?
  /// The highlighted image.
  open var highlightedImage: Image?
  /// Whether the highlighted image shows.
  open var isHighlighted = false
  private(set) var animating = false

  /// An image view showing `image`, sized to it and ignoring touches, as UIKit's: "The image
  /// you specified is used to configure the initial size of the image view itself. […] This
  /// method disables user interactions for the image view".
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// An image view showing `image`, or `highlightedImage` when highlighted, sized to `image`.
  public init(image: Image?, highlightedImage: Image?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// An empty image view.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty image view.
  public override init() { super.init() }

  /// An image view from a storyboard's `<imageView>`: its image, by name.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    image = coder.string("image").flatMap { Image(named: $0) }
    highlightedImage = coder.string("highlightedImage").flatMap { Image(named: $0) }
  }

  /// Starts animating its images.
  open func startAnimating() { animating = true }
  /// Stops animating.
  open func stopAnimating() { animating = false }
  /// Whether it animates.
  open var isAnimating: Bool { animating }

  /// The symbol configuration the image is shown with.
  open var preferredSymbolConfiguration: Image.SymbolConfiguration?
  /// The frames of an animation.
  open var animationImages: [Image]?
  /// The frames of an animation while highlighted.
  open var highlightedAnimationImages: [Image]?
  /// The animation's duration; 0 shows each frame for 1/30 s.
  open var animationDuration: TimeInterval = 0
  /// How many times the animation repeats; 0 for ever.
  open var animationRepeatCount = 0
}
