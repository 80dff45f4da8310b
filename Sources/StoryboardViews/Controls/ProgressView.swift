import Foundation
import StoryboardRuntime

/// UIKit's `UIProgressView`: a progress from 0 to 1, kept as data.
open class ProgressView: View {
  /// The progress, kept within 0...1.
  open var progress: Float = 0 {
    didSet { progress = min(max(progress, 0), 1) }
  }

  /// An empty progress view.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty progress view.
  public override init() { super.init() }

  /// A progress view from a storyboard's `<progressView>`, with its progress.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    progress = (coder as? SceneObjectCoder)?.number("progress").map(Float.init) ?? 0
  }

  /// Sets the progress.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// How a progress view looks (UIKit's `UIProgressView.Style`).
  public enum Style: Int, Sendable {
    /// The standard bar.
    case `default` = 0
    /// A toolbar's bar.
    case bar = 1
  }
  /// The style.
  open var progressViewStyle = Style.default
  /// The filled part's colour.
  open var progressTintColor: Color?
  /// The unfilled part's colour.
  open var trackTintColor: Color?
  /// The filled part's image.
  open var progressImage: Image?
  /// The unfilled part's image.
  open var trackImage: Image?
  /// The progress the view follows: its fraction completed becomes ``progress`` when set and
  /// each time the view is read.
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }

  /// A progress view of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }
}
