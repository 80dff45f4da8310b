import StoryboardRuntime

/// UIKit's `UIContentConfiguration`: what a cell's content shows, as a value; a cell's
/// ``TableViewCell/contentConfiguration`` makes its content view from it.
public protocol ContentConfiguration {
  /// A new content view showing this configuration.
  func makeContentView() -> any View & ContentView
  /// The configuration for `state` (a selected, highlighted or disabled cell).
  func updated(for state: any ConfigurationState) -> Self
}
