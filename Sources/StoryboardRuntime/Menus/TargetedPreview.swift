import Foundation

/// UIKit's `UITargetedPreview`: the view a context menu previews; kept as data.
open class TargetedPreview {
  /// The view previewed.
  public let view: View
  /// How the preview looks.
  public let parameters: PreviewParameters
  /// Where the preview sits: in the view's superview, by default.
  public let target: PreviewTarget
  /// The preview's size: the view's.
  open var size: CGSize { view.frame.size }

  /// A preview of `view` looking as `parameters` say, at `target`.
  public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.target = target
  }
  /// A preview of `view` looking as `parameters` say, where the view is.
  public convenience init(view: View, parameters: PreviewParameters) {
    self.init(
      view: view, parameters: parameters,
      target: PreviewTarget(container: view.superview ?? view, center: view.center))
  }
  /// A preview of `view`, where the view is.
  public convenience init(view: View) { self.init(view: view, parameters: PreviewParameters()) }
  /// The same preview at `newTarget`.
  open func retargetedPreview(with newTarget: PreviewTarget) -> TargetedPreview {
    TargetedPreview(view: view, parameters: parameters, target: newTarget)
  }
}
