import Foundation
import Synchronization

/// UIKit's `UIScreen`: the simulated device's screen, a phone's unless the test chooses
/// another device; what an app reads of it is kept as data.
public final class Screen: CoordinateSpace, Sendable {
  /// The device's screen: an iPhone's, 390 × 844 points at 3×.
  public static let main = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
  /// Every screen: the main one (no external display is connected).
  public static var screens: [Screen] { [main] }
  /// The screen's bounds, in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// The brightness, 0 to 1. Inert: nothing in the simulation acts on it.
  public var brightness: CGFloat {
    get { settings.withLock { $0.brightness } }
    set { settings.withLock { $0.brightness = min(max(newValue, 0), 1) } }
  }
  /// Whether the app dims the screen further in software.
  /// Inert: nothing in the simulation acts on it.
  public var wantsSoftwareDimming: Bool {
    get { settings.withLock { $0.wantsSoftwareDimming } }
    set { settings.withLock { $0.wantsSoftwareDimming = newValue } }
  }
  private let settings = Mutex(Settings())

  private struct Settings {
    var brightness: CGFloat = 0.5
    var wantsSoftwareDimming = false
    var currentMode: ScreenMode?
    var overscanCompensation = OverscanCompensation.none
  }
  /// The mode in use: the native resolution until the app sets another.
  public var currentMode: ScreenMode? {
    get { settings.withLock { $0.currentMode } ?? preferredMode }
    set { settings.withLock { $0.currentMode = newValue } }
  }
  /// How overscan is compensated: none on a built-in screen until the app sets it.
  public var overscanCompensation: OverscanCompensation {
    get { settings.withLock { $0.overscanCompensation } }
    set { settings.withLock { $0.overscanCompensation = newValue } }
  }

  init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The screen's space, which turns with the interface.
  public var coordinateSpace: any CoordinateSpace { self }
  /// The screen's space fixed in portrait.
  public var fixedCoordinateSpace: any CoordinateSpace { self }

  /// The bounds in pixels, portrait up.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The pixels per point of the physical screen: ``scale``.
  public var nativeScale: CGFloat { scale }
  /// The highest frame rate: 60.
  public var maximumFramesPerSecond: Int { 60 }
  /// Whether the screen is recorded or mirrored: no.
  public var isCaptured: Bool { false }
  /// The screen this one mirrors: none.
  public var mirrored: Screen? { nil }
  /// Whether the screen supports focus-based navigation (tvOS): no.
  public var supportsFocus: Bool { false }
  /// The focused view: none.
  public var focusedView: View? { nil }
  /// The frame apps drew in before iOS 9 (deprecated): the bounds.
  public var applicationFrame: CGRect { bounds }

  /// A snapshot of the screen: an empty view of its size, as nothing is drawn.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View {
    let view = View()
    view.frame = bounds
    return view
  }

  /// Posted when a screen is connected.
  public static let didConnectNotification = NSNotification.Name(
    "UIScreenDidConnectNotification")
  /// Posted when a screen is disconnected.
  public static let didDisconnectNotification = NSNotification.Name(
    "UIScreenDidDisconnectNotification")
  /// Posted when a screen's mode changes.
  public static let modeDidChangeNotification = NSNotification.Name(
    "UIScreenModeDidChangeNotification")
  /// Posted when the brightness changes.
  public static let brightnessDidChangeNotification = NSNotification.Name(
    "UIScreenBrightnessDidChangeNotification")
  /// Posted when the screen starts or stops being captured.
  public static let capturedDidChangeNotification = NSNotification.Name(
    "UIScreenCapturedDidChangeNotification")
}
