import Foundation

/// UIKit's `UINib`: a nib file (`.xib`), read by the storyboard reader, whose objects are made
/// afresh by each ``instantiate(withOwner:options:)``.
///
/// The runtime reads no files: ``init(nibName:bundle:)`` and ``init(data:bundle:)`` ask the
/// module that reads them, through `storyboards_read_nib` (a weak C function of the
/// StoryboardsTestHook target, defined strongly by StoryboardsUIKit, which SwiftPM links
/// whenever a target depends on it). A nib that cannot be read raises UIKit's exception when
/// it is instantiated, as UIKit's does: ``StoryboardError/nibNotFound(name:bundle:)``, or the
/// reader's located error.
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
  /// The nib and the bundle whose classes it makes, or why it could not be read.
  private let contents: Result<NibContents, any Error>

  /// The nib named `name` in `bundleOrNil` (`nil`: the main bundle): its `<name>.xib` file.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    contents = NibContents.read(name: name, bundlePath: bundleOrNil?.bundlePath, data: nil)
  }

  /// A nib from the bytes of a `.xib` file; its classes are looked up in `bundleOrNil`.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = "<data>"
    contents = NibContents.read(name: name, bundlePath: bundleOrNil?.bundlePath, data: data)
  }

  /// Whether the nib was read (``instantiate(withOwner:options:)`` raises why not).
  var isReadable: Bool {
    if case .success = contents { return true }
    return false
  }

  /// The nib `definition`, whose classes are looked up in `bundle` (registered there, or
  /// found by module).
  public init(definition: NibDefinition, bundle: StoryboardBundle = StoryboardBundle()) {
    name = definition.name
    contents = .success(NibContents(definition: definition, bundle: bundle))
  }

  /// Makes the nib's objects afresh, as UIKit's `instantiate(withOwner:options:)` does: every
  /// object is made, its outlets and actions connected — those of the File's Owner on
  /// `ownerOrNil` (a controller's `view` outlet sets its view) — and each view gets
  /// `awakeFromNib()`; returns the top-level objects, in the nib's order (placeholders left
  /// out). The ``OptionsKey/externalObjects`` option gives the objects of the nib's External
  /// Object placeholders, by identifier. Raises ``StoryboardError/nibNotFound(name:bundle:)`` (or the reader's error) and
  /// returns none when the nib could not be read.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    let nib: NibContents
    switch contents {
    case .success(let read): nib = read
    case .failure(let error):
      Exceptions.raise(error)
      return []
    }
    let context = Storyboard(
      name: nib.definition.name, bundle: nib.bundle,
      definition: StoryboardDefinition(name: nib.definition.name, path: nib.definition.path))
    let graph = SceneObjectGraph(
      nibOwner: ownerOrNil.map { $0 as AnyObject }, definition: nib.definition.owner,
      storyboard: context)
    let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
    return graph.instantiateNib(externalObjects: externals)
  }
}
