import StoryboardTesting
import XCTest

/// A view's data members read back with UIKit's defaults, and the hierarchy callbacks come in
/// UIKit's order (as logs of UIKit show it: superview first, then the window).
final class UIKitViewSurfaceTests: XCTestCase {
  /// Logs the hierarchy callbacks it hears.
  final class LoggingView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      log.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }
    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      log.append("didMoveToSuperview")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      log.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    }
    override func didMoveToWindow() {
      super.didMoveToWindow()
      log.append("didMoveToWindow")
    }
    override func didAddSubview(_ subview: UIView) {
      super.didAddSubview(subview)
      log.append("didAddSubview")
    }
    override func willRemoveSubview(_ subview: UIView) {
      super.willRemoveSubview(subview)
      log.append("willRemoveSubview")
    }
  }

  func testHierarchyCallbacksInUIKitsOrder() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = LoggingView()
    let view = LoggingView()
    let inner = LoggingView()
    view.addSubview(inner)
    XCTAssertEqual(inner.log, ["willMove(toSuperview:)", "didMoveToSuperview"])
    XCTAssertEqual(view.log, ["didAddSubview"])
    window.addSubview(container)
    container.log = []
    view.log = []
    inner.log = []
    container.addSubview(view)
    XCTAssertEqual(
      view.log,
      ["willMove(toSuperview:)", "didMoveToSuperview", "willMove(toWindow:)", "didMoveToWindow"])
    XCTAssertEqual(inner.log, ["willMove(toWindow:)", "didMoveToWindow"], "the subtree is told")
    XCTAssertEqual(container.log, ["didAddSubview"])
    view.log = []
    container.log = []
    view.removeFromSuperview()
    XCTAssertEqual(
      view.log,
      [
        "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow",
        "didMoveToSuperview",
      ])
    XCTAssertEqual(container.log, ["willRemoveSubview"])
  }

  func testDataMembersReadBack() {
    let view = UIView()
    XCTAssertFalse(view.clipsToBounds)
    XCTAssertEqual(view.contentMode, .scaleToFill)
    XCTAssertTrue(view.autoresizesSubviews)
    XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.clipsToBounds = true
    view.contentMode = .scaleAspectFit
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.isExclusiveTouch = true
    view.center = CGPoint(x: 10, y: 20)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    view.tintAdjustmentMode = .dimmed
    view.overrideUserInterfaceStyle = .dark
    XCTAssertTrue(view.clipsToBounds)
    XCTAssertEqual(view.contentMode, .scaleAspectFit)
    XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
    XCTAssertTrue(view.isExclusiveTouch)
    XCTAssertEqual(view.center, CGPoint(x: 10, y: 20))
    XCTAssertEqual(view.directionalLayoutMargins.trailing, 4)
    XCTAssertEqual(view.tintAdjustmentMode, .dimmed)
    XCTAssertEqual(view.overrideUserInterfaceStyle, .dark)
    XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
    view.setContentHuggingPriority(.required, for: .vertical)
    XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .required)
    XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    XCTAssertIdentical(view.layoutGuides.first, guide)
    XCTAssertIdentical(guide.owningView, view)
    view.removeLayoutGuide(guide)
    XCTAssertTrue(view.layoutGuides.isEmpty)
    XCTAssertIdentical(view.layoutMarginsGuide.owningView, view)
    XCTAssertEqual(
      UIView().intrinsicContentSize,
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  func testScrollViewSettingsReadBack() {
    let scroll = UIScrollView()
    XCTAssertTrue(scroll.bounces)
    XCTAssertEqual(scroll.decelerationRate, .normal)
    XCTAssertEqual(scroll.keyboardDismissMode, .none)
    XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    scroll.alwaysBounceVertical = true
    scroll.showsVerticalScrollIndicator = false
    scroll.keyboardDismissMode = .onDrag
    scroll.decelerationRate = .fast
    scroll.indicatorStyle = .white
    scroll.maximumZoomScale = 4
    scroll.zoomScale = 2
    XCTAssertEqual(scroll.contentInset.bottom, 20)
    XCTAssertTrue(scroll.alwaysBounceVertical)
    XCTAssertFalse(scroll.showsVerticalScrollIndicator)
    XCTAssertEqual(scroll.keyboardDismissMode, .onDrag)
    XCTAssertEqual(scroll.decelerationRate, .fast)
    XCTAssertEqual(scroll.indicatorStyle, .white)
    XCTAssertEqual(scroll.zoomScale, 2)
    XCTAssertFalse(scroll.isDragging)
    XCTAssertIdentical(scroll.contentLayoutGuide.owningView, scroll)
  }

  func testButtonConfigurationsReadBack() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Checkout"
    configuration.subtitle = "3 items"
    configuration.cornerStyle = .capsule
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 6
    let button = UIButton(configuration: configuration, primaryAction: nil)
    XCTAssertEqual(button.configuration?.title, "Checkout")
    XCTAssertEqual(button.configuration?.subtitle, "3 items")
    XCTAssertEqual(button.configuration?.cornerStyle, .capsule)
    XCTAssertEqual(button.configuration?.imagePadding, 6)
    XCTAssertEqual(button.configuration, configuration)
    XCTAssertNotEqual(UIButton.Configuration.plain(), configuration)
    var updates = 0
    button.configurationUpdateHandler = { _ in updates += 1 }
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    XCTAssertTrue(updates >= 1, "the update handler ran")
  }
}
