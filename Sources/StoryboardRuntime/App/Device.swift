import Foundation

/// UIKit's `UIDevice`: the simulated device the run stands for.
///
/// One setting chooses it: the environment variable `STORYBOARD_DEVICE`, `<model>` or
/// `<model>/<system version>` (`iPad/17.5`), read once; without it, an iPhone running iOS 17.5.
/// A test can also set ``current``. The idiom follows the model (`iPad…` is a pad), and a
/// ``Window`` made without a size class takes the device's: regular width on an iPad, compact
/// on an iPhone. Nothing else of the hardware is simulated: the battery is unknown, the
/// proximity sensor off, the orientation portrait.
open class Device: @unchecked Sendable {
  /// The device the run stands for.
  open class var current: Device {
    get { storedCurrent }
    set { storedCurrent = newValue }
  }
  nonisolated(unsafe) private static var storedCurrent = Device(
    setting: ProcessInfo.processInfo.environment["STORYBOARD_DEVICE"])

  /// UIKit's `UIDevice.BatteryState`.
  public enum BatteryState: Int, Sendable {
    /// Not known (monitoring off, or a simulator).
    case unknown = 0
    /// Running on battery.
    case unplugged = 1
    /// Charging.
    case charging = 2
    /// Plugged in and full.
    case full = 3
  }

  /// The device's name, as the user set it.
  open var name: String { model }
  /// The model: `iPhone`, `iPad`.
  public let model: String
  /// The model, localized: the model.
  open var localizedModel: String { model }
  /// The system: `iOS`, or `iPadOS` on an iPad.
  open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
  /// The system's version: `17.5` unless the setting says otherwise.
  public let systemVersion: String
  /// How the device is held: portrait.
  open var orientation: DeviceOrientation { .portrait }
  /// The identifier the app's vendor sees: the same all run.
  open var identifierForVendor: UUID? { Device.vendorIdentifier }
  /// Whether orientation notifications are generated; they are asked for, never sent.
  open private(set) var isGeneratingDeviceOrientationNotifications = false
  /// Whether battery monitoring is on. Inert: nothing in the simulation acts on it.
  open var isBatteryMonitoringEnabled = false
  /// The battery's state: unknown.
  open var batteryState: BatteryState { .unknown }
  /// The battery's charge: -1, unknown.
  open var batteryLevel: Float { -1 }
  /// Whether the proximity sensor is on. Inert: nothing in the simulation acts on it.
  open var isProximityMonitoringEnabled = false
  /// Whether something is close to the sensor: never.
  open var proximityState: Bool { false }
  /// Whether the device runs several apps at once: `true`.
  open var isMultitaskingSupported: Bool { true }
  /// The kind of device: a pad for an `iPad…` model, else a phone.
  open var userInterfaceIdiom: UserInterfaceIdiom { model.hasPrefix("iPad") ? .pad : .phone }

  private static let vendorIdentifier = UUID()

  /// A simulated device of `model` running `systemVersion`.
  public init(model: String = "iPhone", systemVersion: String = "17.5") {
    self.model = model
    self.systemVersion = systemVersion
  }

  /// The device the `STORYBOARD_DEVICE` setting names (`iPad`, `iPad/17.5`).
  public convenience init(setting: String?) {
    let parts = (setting ?? "").split(separator: "/", maxSplits: 1).map(String.init)
    let model = parts.first.flatMap { $0.isEmpty ? nil : $0 } ?? "iPhone"
    self.init(model: model, systemVersion: parts.count > 1 ? parts[1] : "17.5")
  }

  /// Starts orientation notifications (none is sent: the device does not turn).
  open func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }

  /// Stops orientation notifications.
  open func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }

  /// Plays the keyboard click; silent here. Inert: nothing in the simulation acts on it.
  open func playInputClick() {}
}
