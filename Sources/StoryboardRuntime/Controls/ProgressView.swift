import Foundation

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
}
