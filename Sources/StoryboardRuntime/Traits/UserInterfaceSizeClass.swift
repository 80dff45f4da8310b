/// The width or height class of an environment (UIKit's `UIUserInterfaceSizeClass`): compact
/// (iPhone portrait width) or regular (iPad), with UIKit's raw values.
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
  /// No class given: a trait collection that does not specify one (an override of other
  /// traits only). A window given it leaves its split views and presentations as they are.
  case unspecified = 0
  /// Narrow: sheets stay sheets, popovers become full screen, split views collapse.
  case compact = 1
  /// Wide: popovers and expanded split views.
  case regular = 2
}
