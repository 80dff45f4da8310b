import StoryboardRuntime

extension TraitCollection {
  /// An image configuration of these traits.
  public var imageConfiguration: Image.Configuration {
    Image.Configuration().withTraitCollection(self)
  }
}

extension TraitCollection: Hashable {
  /// Hashes the traits equality compares first (equal collections hash alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(userInterfaceStyle)
    hasher.combine(displayScale)
  }
}

extension TraitCollection {
  /// A phone's default traits, made once for the configuration states of views in no window.
  package static let unspecifiedTraits = TraitCollection()
}
