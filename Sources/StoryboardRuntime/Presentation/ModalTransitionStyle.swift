/// The transition used for a modal presentation.
public enum ModalTransitionStyle: Int, Sendable, Equatable, CaseIterable {
  /// Slides up from the bottom (the default).
  case coverVertical = 0
  /// Flips horizontally.
  case flipHorizontal = 1
  /// Cross-dissolves.
  case crossDissolve = 2
  /// Curls up the page.
  case partialCurl = 3
}
