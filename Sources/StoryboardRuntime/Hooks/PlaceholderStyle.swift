/// Which placeholder convention ``StoryboardBundle/installPlaceholderSubstitution(_:)`` follows.
public enum PlaceholderStyle: Sendable, Equatable {
  /// The segregation technique: a placeholder names a storyboard (`storyboardName`) and the
  /// identifier of any controller in it (`storyboardIdentifier`); both are required.
  case segregation
  /// RBStoryboardLink: a placeholder names a storyboard (`storyboardName`) and optionally a
  /// scene (`sceneIdentifier`); without one, the storyboard's initial controller.
  case storyboardLink
}
