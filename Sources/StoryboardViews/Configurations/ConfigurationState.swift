import StoryboardRuntime

/// UIKit's `UIConfigurationState`: the state a configuration is updated for.
public protocol ConfigurationState {
  /// A state of `traitCollection`.
  init(traitCollection: TraitCollection)
  /// The traits.
  var traitCollection: TraitCollection { get set }
  /// The app's own value for `key`.
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}
