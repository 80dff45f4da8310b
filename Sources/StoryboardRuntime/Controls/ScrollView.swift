import Foundation

/// UIKit's `UIScrollView`: its offset and settings, kept as data (no scrolling is simulated).
open class ScrollView: View {
  /// The content offset.
  open var contentOffset: CGPoint = .zero
  /// The content size.
  open var contentSize: CGSize = .zero
  /// Whether scrolling is enabled.
  open var isScrollEnabled = true
  /// Whether paging is enabled.
  open var isPagingEnabled = false
  /// The refresh control shown above the content.
  open var refreshControl: RefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      if let refreshControl { addSubview(refreshControl) }
    }
  }

  /// A scroll view.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A scroll view.
  public override init() { super.init() }

  /// A scroll view from a storyboard's `<scrollView>`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    isScrollEnabled = coder.boolean("scrollEnabled") ?? true
    isPagingEnabled = coder.boolean("pagingEnabled") ?? false
  }

  /// Sets the content offset.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}
