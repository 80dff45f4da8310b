import StoryboardRuntime

/// UIKit's `UIContentView`: a view that shows a content configuration.
public protocol ContentView: AnyObject {
  /// The configuration shown; setting it applies it to the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration`.
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// Whether the view can show `configuration`: when it is of the same type as the one shown.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
