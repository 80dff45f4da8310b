import Foundation

extension Screen {
  /// How an external display's overscan is compensated (UIKit's
  /// `UIScreen.OverscanCompensation`).
  public enum OverscanCompensation: Int, Sendable {
    case scale = 0, insetBounds, none
    /// The application frame is inset (deprecated): ``none``.
    public static var insetApplicationFrame: OverscanCompensation { .none }
  }
  /// Whether the display shows reference colours (UIKit's
  /// `UIScreen.ReferenceDisplayModeStatus`).
  public enum ReferenceDisplayModeStatus: Int, Sendable {
    case notSupported = 0, notEnabled, limited, enabled
  }
  /// Posted when the reference mode changes.
  public static let referenceDisplayModeStatusDidChangeNotification = NSNotification.Name(
    "UIScreenReferenceDisplayModeStatusDidChangeNotification")

  /// The screen's one mode: its native resolution.
  public var availableModes: [ScreenMode] { [ScreenMode(size: nativeBounds.size)] }
  /// The preferred mode: the native resolution.
  public var preferredMode: ScreenMode? { availableModes.first }
  /// The insets of overscan: none.
  public var overscanCompensationInsets: EdgeInsets { .zero }
  /// The screen's latency: none.
  public var calibratedLatency: TimeInterval { 0 }
  /// Whether reference colours show: the phone does not support them.
  public var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
  /// The extended dynamic range available now: standard range (1).
  public var currentEDRHeadroom: CGFloat { 1 }
  /// The extended dynamic range the screen can show: standard range (1).
  public var potentialEDRHeadroom: CGFloat { 1 }
}
