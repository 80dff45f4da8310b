import Foundation

/// UIKit's `UINib`: a nib file, by name. Nib files are not read here (storyboards are): asking
/// a nib for its views raises ``NavigationError/nibNotLoaded(nibName:)``, which says what to do
/// instead, and a table or collection view given a nib raises it when it would make a view
/// from it.
open class Nib {
  /// The keys of ``instantiate(withOwner:options:)``'s options (UIKit's `UINib.OptionsKey`).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The objects the nib's external references stand for.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name.
  public let name: String

  /// The nib named `name` in `bundleOrNil`.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }
  /// A nib from `data`.
  public init(data: Data, bundle bundleOrNil: Bundle?) { name = "<data>" }

  /// The nib's top-level objects: raises ``NavigationError/nibNotLoaded(nibName:)`` and
  /// answers none, as nib files are not read.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    Exceptions.raise(NavigationError.nibNotLoaded(nibName: name))
    return []
  }
}
