import Foundation
import StoryboardRuntime

/// UIKit's `UIActivityIndicatorView`: whether it animates; hidden when stopped if it says so.
open class ActivityIndicatorView: View {
  private var animating = false
  /// Whether the indicator hides when it stops.
  open var hidesWhenStopped = true

  /// A stopped indicator.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A stopped indicator.
  public override init() { super.init() }

  /// An indicator from a storyboard's `<activityIndicatorView>`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    hidesWhenStopped = coder.boolean("hidesWhenStopped") ?? true
    animating = coder.boolean("animating") ?? false
  }

  /// Starts animating, showing the indicator.
  open func startAnimating() {
    animating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops animating, hiding the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// Whether the indicator animates.
  open var isAnimating: Bool { animating }

  /// How an indicator looks (UIKit's `UIActivityIndicatorView.Style`).
  public enum Style: Int, Sendable {
    /// Medium (iOS 13).
    case medium = 100
    /// Large (iOS 13).
    case large = 101
    /// Large and white (deprecated).
    case whiteLarge = 0
    /// White (deprecated).
    case white = 1
    /// Grey (deprecated).
    case gray = 2
  }
  /// The style.
  open var style = Style.medium
  /// The colour.
  open var color: Color! = .gray

  /// An indicator of `style`.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }
  /// An indicator of `style` (deprecated spelling).
  public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }
}
