import StoryboardRuntime

/// UIKit's `UIDataDetectorTypes`: what a text view turns into links, with UIKit's raw values
/// (UIDataDetectors.h).
public struct DataDetectorTypes: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Types from their raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = DataDetectorTypes(rawValue: 1 << 1)
  /// Street addresses.
  public static let address = DataDetectorTypes(rawValue: 1 << 2)
  /// Events.
  public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
  /// Shipment tracking numbers.
  public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
  /// What a user may want to look up.
  public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
  /// Amounts of money.
  public static let money = DataDetectorTypes(rawValue: 1 << 7)
  /// Physical values.
  public static let physicalValue = DataDetectorTypes(rawValue: 1 << 8)
  /// Every type, including those added later.
  public static let all = DataDetectorTypes(rawValue: .max)
}
