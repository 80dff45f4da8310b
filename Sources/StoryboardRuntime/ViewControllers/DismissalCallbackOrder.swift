import Foundation

// MARK: - Transitions

/// The order of the did-callbacks when a full-screen presentation is dismissed (PRES-9).
public enum DismissalCallbackOrder: Sendable, Equatable {
  /// `A.viewDidAppear` then `B.viewDidDisappear`, mirroring presentation (the default).
  case presenterAppearsFirst
  /// `B.viewDidDisappear` then `A.viewDidAppear`, as in a navigation pop.
  case dismissedDisappearsFirst
}
