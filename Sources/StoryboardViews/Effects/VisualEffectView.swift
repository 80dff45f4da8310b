import Foundation
import StoryboardRuntime

/// UIKit's `UIVisualEffectView`: a view showing an effect behind its content view; a
/// storyboard's `<visualEffectView>` makes one, its `contentView` holding the subviews.
open class VisualEffectView: View {
  /// The view holding the content: subviews go in it.
  open private(set) var contentView = View()
  /// The effect shown. Inert: nothing in the simulation acts on it.
  open var effect: VisualEffect?

  /// A view showing `effect`.
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }
  /// A view showing no effect.
  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }
  /// A view from a storyboard: its content view is the storyboard's, its effect the
  /// storyboard's `<blurEffect style="…">`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
    let states = (coder as? SceneObjectCoder)?.object.states ?? [:]
    if let style = states["blurEffect"]?["style"].flatMap(BlurEffect.Style.init(storyboardName:)) {
      effect = BlurEffect(style: style)
    }
  }

  /// Takes the storyboard's content view (`<view key="contentView">`).
  func adoptContentView(_ view: View) {
    contentView.removeFromSuperview()
    contentView = view
    addSubview(view)
  }
}

extension VisualEffectView: StoryboardChildAdopting {
  package func adoptStoryboardChild(_ child: AnyObject, key: String?) -> Bool {
    guard key == "contentView", let view = child as? View else { return false }
    adoptContentView(view)
    return true
  }
}
