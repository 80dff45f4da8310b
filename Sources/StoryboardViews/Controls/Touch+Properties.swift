import Foundation
import StoryboardRuntime

extension Touch {
  /// The properties of a touch that may be estimated (UIKit's `UITouch.Properties`, with its
  /// raw values, UITouch.h).
  public struct Properties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Properties from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The force.
    public static let force = Properties(rawValue: 1 << 0)
    /// The azimuth.
    public static let azimuth = Properties(rawValue: 1 << 1)
    /// The altitude.
    public static let altitude = Properties(rawValue: 1 << 2)
    /// The location.
    public static let location = Properties(rawValue: 1 << 3)
  }

  /// The properties estimated: none, as simulated touches are exact.
  public var estimatedProperties: Properties { [] }
  /// The properties whose estimates will be updated: none.
  public var estimatedPropertiesExpectingUpdates: Properties { [] }
  /// The index that matches estimate updates: none.
  public var estimationUpdateIndex: NSNumber? { nil }
}
