import StoryboardRuntime

/// UIKit's `UIConfigurationStateCustomKey`: an app's own key of a configuration state.
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// A key.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
}
