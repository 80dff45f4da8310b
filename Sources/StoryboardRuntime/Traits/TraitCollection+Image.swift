extension TraitCollection {
  /// An image configuration of these traits.
  public var imageConfiguration: Image.Configuration {
    Image.Configuration().withTraitCollection(self)
  }
}
