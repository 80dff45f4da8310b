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

  // MARK: - Data kept for the app (UIKit's defaults until set)

  /// What the scroll view keeps beyond its offset, made on first use.
  private var extras: ScrollViewExtras?
  private var ensuredExtras: ScrollViewExtras {
    if let extras { return extras }
    let made = ScrollViewExtras()
    extras = made
    return made
  }

  /// The insets around the content; setting them calls ``adjustedContentInsetDidChange()``.
  open var contentInset: EdgeInsets {
    get { extras?.contentInset ?? .zero }
    set {
      ensuredExtras.contentInset = newValue
      adjustedContentInsetDidChange()
    }
  }
  /// Whether scrolling bounces at the edges. Inert: nothing in the simulation acts on it.
  open var bounces: Bool {
    get { extras?.bounces ?? true }
    set {
      ensuredExtras.bounces = newValue
    }
  }
  /// Whether zooming bounces at its limits.
  /// Inert: nothing in the simulation acts on it.
  open var bouncesZoom: Bool {
    get { extras?.bouncesZoom ?? true }
    set {
      ensuredExtras.bouncesZoom = newValue
    }
  }
  /// Whether the content bounces vertically even when it fits.
  /// Inert: nothing in the simulation acts on it.
  open var alwaysBounceVertical: Bool {
    get { extras?.alwaysBounceVertical ?? false }
    set {
      ensuredExtras.alwaysBounceVertical = newValue
    }
  }
  /// Whether the content bounces horizontally even when it fits.
  /// Inert: nothing in the simulation acts on it.
  open var alwaysBounceHorizontal: Bool {
    get { extras?.alwaysBounceHorizontal ?? false }
    set {
      ensuredExtras.alwaysBounceHorizontal = newValue
    }
  }
  /// Whether the vertical indicator shows. Inert: nothing in the simulation acts on it.
  open var showsVerticalScrollIndicator: Bool {
    get { extras?.showsVerticalScrollIndicator ?? true }
    set {
      ensuredExtras.showsVerticalScrollIndicator = newValue
    }
  }
  /// Whether the horizontal indicator shows.
  /// Inert: nothing in the simulation acts on it.
  open var showsHorizontalScrollIndicator: Bool {
    get { extras?.showsHorizontalScrollIndicator ?? true }
    set {
      ensuredExtras.showsHorizontalScrollIndicator = newValue
    }
  }
  /// The vertical indicator's insets. Inert: nothing in the simulation acts on it.
  open var verticalScrollIndicatorInsets: EdgeInsets {
    get { extras?.verticalScrollIndicatorInsets ?? .zero }
    set {
      ensuredExtras.verticalScrollIndicatorInsets = newValue
    }
  }
  /// The horizontal indicator's insets. Inert: nothing in the simulation acts on it.
  open var horizontalScrollIndicatorInsets: EdgeInsets {
    get { extras?.horizontalScrollIndicatorInsets ?? .zero }
    set {
      ensuredExtras.horizontalScrollIndicatorInsets = newValue
    }
  }
  /// Whether the indicators follow the safe area.
  /// Inert: nothing in the simulation acts on it.
  open var automaticallyAdjustsScrollIndicatorInsets: Bool {
    get { extras?.automaticallyAdjustsScrollIndicatorInsets ?? true }
    set {
      ensuredExtras.automaticallyAdjustsScrollIndicatorInsets = newValue
    }
  }
  /// The indicators' colour. Inert: nothing in the simulation acts on it.
  open var indicatorStyle: IndicatorStyle {
    get { extras?.indicatorStyle ?? .default }
    set {
      ensuredExtras.indicatorStyle = newValue
    }
  }
  /// How fast scrolling slows down. Inert: nothing in the simulation acts on it.
  open var decelerationRate: DecelerationRate {
    get { extras?.decelerationRate ?? .normal }
    set {
      ensuredExtras.decelerationRate = newValue
    }
  }
  /// When a drag dismisses the keyboard. Inert: nothing in the simulation acts on it.
  open var keyboardDismissMode: KeyboardDismissMode {
    get { extras?.keyboardDismissMode ?? .none }
    set {
      ensuredExtras.keyboardDismissMode = newValue
    }
  }
  /// Whether a table's index shows. Inert: nothing in the simulation acts on it.
  open var indexDisplayMode: IndexDisplayMode {
    get { extras?.indexDisplayMode ?? .automatic }
    set {
      ensuredExtras.indexDisplayMode = newValue
    }
  }
  /// How the safe area adjusts the inset. Inert: nothing in the simulation acts on it.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { extras?.contentInsetAdjustmentBehavior ?? .automatic }
    set {
      ensuredExtras.contentInsetAdjustmentBehavior = newValue
    }
  }
  /// The smallest zoom.
  open var minimumZoomScale: CGFloat {
    get { extras?.minimumZoomScale ?? 1 }
    set {
      ensuredExtras.minimumZoomScale = newValue
    }
  }
  /// The largest zoom.
  open var maximumZoomScale: CGFloat {
    get { extras?.maximumZoomScale ?? 1 }
    set {
      ensuredExtras.maximumZoomScale = newValue
    }
  }
  /// Whether touches wait to tell a drag from a tap.
  /// Inert: nothing in the simulation acts on it.
  open var delaysContentTouches: Bool {
    get { extras?.delaysContentTouches ?? true }
    set {
      ensuredExtras.delaysContentTouches = newValue
    }
  }
  /// Whether a drag cancels the content's touches.
  /// Inert: nothing in the simulation acts on it.
  open var canCancelContentTouches: Bool {
    get { extras?.canCancelContentTouches ?? true }
    set {
      ensuredExtras.canCancelContentTouches = newValue
    }
  }
  /// Whether a drag keeps to one axis. Inert: nothing in the simulation acts on it.
  open var isDirectionalLockEnabled: Bool {
    get { extras?.isDirectionalLockEnabled ?? false }
    set {
      ensuredExtras.isDirectionalLockEnabled = newValue
    }
  }
  /// Whether a tap on the status bar scrolls to the top.
  /// Inert: nothing in the simulation acts on it.
  open var scrollsToTop: Bool {
    get { extras?.scrollsToTop ?? true }
    set {
      ensuredExtras.scrollsToTop = newValue
    }
  }
  /// The inset with the safe area's: ``contentInset``, as the safe area is zero here.
  open var adjustedContentInset: EdgeInsets { contentInset }
  /// Both indicators' insets (deprecated in iOS 13): the vertical one's.
  open var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The zoom, between ``minimumZoomScale`` and ``maximumZoomScale``.
  open var zoomScale: CGFloat {
    get { extras?.zoomScale ?? 1 }
    set { ensuredExtras.zoomScale = min(max(newValue, minimumZoomScale), maximumZoomScale) }
  }
  /// Sets ``zoomScale``; nothing is animated.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  /// Zooms to show `rect`; nothing is laid out, so the zoom stays.
  /// Inert: nothing in the simulation acts on it.
  open func zoom(to rect: CGRect, animated: Bool) {}
  /// Whether the user is zooming: never, here.
  open var isZooming: Bool { false }
  /// Whether the zoom is bouncing: never, here.
  open var isZoomBouncing: Bool { false }
  /// Whether a finger is on the content: never, here.
  open var isTracking: Bool { false }
  /// Whether the user is dragging: never, here.
  open var isDragging: Bool { false }
  /// Whether the content is slowing down: never, here.
  open var isDecelerating: Bool { false }
  /// Scrolls so that `rect` shows; nothing is laid out, so the offset stays.
  /// Inert: nothing in the simulation acts on it.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  /// Shows the indicators briefly; nothing is drawn. Inert: nothing in the simulation acts on it.
  open func flashScrollIndicators() {}
  /// Called when ``adjustedContentInset`` changes. Override it; the default does nothing.
  open func adjustedContentInsetDidChange() {}
  /// Whether the content's touches begin in `view`: `true`.
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    true
  }
  /// Whether a drag cancels the touches in `view`: `true` unless `view` is a control.
  open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }
  /// The recognizer of the scroll view's drags, made on first use.
  open var panGestureRecognizer: PanGestureRecognizer {
    if let recognizer = extras?.panGestureRecognizer { return recognizer }
    let recognizer = PanGestureRecognizer()
    ensuredExtras.panGestureRecognizer = recognizer
    return recognizer
  }
  /// The guide of the content's area, made on first use.
  open var contentLayoutGuide: LayoutGuide {
    if let guide = extras?.contentLayoutGuide { return guide }
    let guide = LayoutGuide()
    guide.owningView = self
    ensuredExtras.contentLayoutGuide = guide
    return guide
  }
  /// The guide of the scroll view's frame, made on first use.
  open var frameLayoutGuide: LayoutGuide {
    if let guide = extras?.frameLayoutGuide { return guide }
    let guide = LayoutGuide()
    guide.owningView = self
    ensuredExtras.frameLayoutGuide = guide
    return guide
  }

  /// Sets the content offset.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}
