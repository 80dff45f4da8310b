/// UIKit's `UIBarMetrics`: the bar heights a background image is set for, kept as data.
public enum BarMetrics: Int, Sendable {
  /// The default height.
  case `default` = 0
  /// The height of a phone in landscape.
  case compact = 1
  /// The default height, with a prompt.
  case defaultPrompt = 101
  /// The compact height, with a prompt.
  case compactPrompt = 102
  /// The compact height (deprecated name).
  public static var landscapePhone: BarMetrics { .compact }
  /// The compact height, with a prompt (deprecated name).
  public static var landscapePhonePrompt: BarMetrics { .compactPrompt }
}
