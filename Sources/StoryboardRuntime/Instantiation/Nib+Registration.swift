extension Nib {
  /// The view a nib registered for `identifier` makes, as a table or collection view dequeues
  /// it: the nib's one top-level object, of class `kind`. Raises the nib's error when it
  /// cannot be read, and ``ViewError/invalidNib(nibName:identifier:requiredClass:)``
  /// (UIKit's words, `requiredClass` its class name) when it holds anything else; then `nil`.
  package func makeRegisteredView<Kind: View>(
    _ kind: Kind.Type, identifier: String, requiredClass: String
  ) -> Kind? {
    guard isReadable else {
      _ = instantiate(withOwner: nil)
      return nil
    }
    let objects = instantiate(withOwner: nil)
    guard objects.count == 1, let view = objects[0] as? Kind else {
      Exceptions.raise(
        ViewError.invalidNib(
          nibName: name, identifier: identifier, requiredClass: requiredClass))
      return nil
    }
    return view
  }
}
