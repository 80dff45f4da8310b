import Foundation
import StoryboardRuntime

/// UIKit's `UIScrollViewDelegate`: told of scrolling and zooming (nothing scrolls by itself
/// here: an app or a test calls them), with UIKit's defaults. Table, collection and text view
/// delegates refine it, as in UIKit.
public protocol ScrollViewDelegate: ObjectiveCResponding {
  /// The content moved.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The zoom changed.
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// A drag is about to begin.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// A drag is about to end; the delegate may change where the content stops.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// A drag ended.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// Deceleration is about to begin.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// Deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// A scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// The view that zooms; none by default.
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// Zooming is about to begin.
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  /// Zooming ended at `scale`.
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
  /// Whether a tap on the status bar scrolls to the top; `true` by default.
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// The content scrolled to the top.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Returns `nil`.
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
  ) {}
  /// Returns `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
