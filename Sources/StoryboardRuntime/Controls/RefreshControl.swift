import Foundation

/// UIKit's `UIRefreshControl`: whether it refreshes; a user's pull sends `.valueChanged`.
open class RefreshControl: Control {
  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false

  /// A control that is not refreshing.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control that is not refreshing.
  public override init() { super.init() }

  /// A control from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Starts refreshing; sends no action, as in UIKit.
  open func beginRefreshing() { isRefreshing = true }

  /// Ends refreshing.
  open func endRefreshing() { isRefreshing = false }

  /// The title shown while refreshing.
  open var attributedTitle: NSAttributedString?
}
