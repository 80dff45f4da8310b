/// The width class of an environment: compact (iPhone portrait) or regular (iPad).
public enum UserInterfaceSizeClass: Sendable, Equatable, CaseIterable {
  /// Narrow: sheets stay sheets, popovers become full screen, split views collapse.
  case compact
  /// Wide: popovers and expanded split views.
  case regular
}
