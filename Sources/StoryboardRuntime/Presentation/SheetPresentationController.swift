import Foundation

/// UIKit's `UISheetPresentationController` (iOS 15): the sheet's detents, kept as data.
open class SheetPresentationController: PresentationController {
  /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
  public struct Detent: Hashable, Sendable {
    /// The detent's identifier.
    public let identifier: Identifier
    /// About half the screen's height.
    public static func medium() -> Detent { Detent(identifier: .medium) }
    /// The full height.
    public static func large() -> Detent { Detent(identifier: .large) }
    /// A detent whose height `resolver` computes (iOS 16); the height is not simulated.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any SheetDetentResolutionContext) -> Double?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: "custom"))
    }

    /// A detent's identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The raw value.
      public let rawValue: String
      /// The identifier `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The medium detent.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
  }

  /// The heights the sheet may rest at.
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at, or `nil` for the smallest.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// The corner radius, or `nil` for the system's.
  open var preferredCornerRadius: CGFloat?
  /// The largest detent that does not dim the presenter.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// The view a sheet attached to an edge points at in a regular environment.
  /// Inert: nothing in the simulation acts on it.
  open var sourceView: View?
  /// Whether the sheet attaches to the bottom edge in a compact-height environment.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether an edge-attached sheet takes the presented controller's preferred width.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// Whether scrolling to the sheet's edge expands it; `true`, as UIKit's default.
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Runs `changes` (to the detents, the selected detent…) at once: nothing is animated here.
  open func animateChanges(_ changes: () -> Void) { changes() }

  /// Asks the sheet to read its detents again; they are data here, read when needed.
  /// Inert: nothing in the simulation acts on it.
  open func invalidateDetents() {}
}
