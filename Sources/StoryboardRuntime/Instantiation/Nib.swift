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
  /// out). Raises ``StoryboardError/nibNotFound(name:bundle:)`` (or the reader's error) and
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
    return graph.instantiateNib()
  }
}

/// A read nib and the bundle whose classes it makes: what `storyboards_read_nib` hands back.
public final class NibContents {
  /// The nib.
  public let definition: NibDefinition
  /// Where its classes are looked up.
  public let bundle: StoryboardBundle

  /// A read nib of `bundle`.
  public init(definition: NibDefinition, bundle: StoryboardBundle) {
    self.definition = definition
    self.bundle = bundle
  }

  /// Why a nib could not be read, as `storyboards_read_nib` hands it back.
  public final class Failure {
    /// The error to raise.
    public let error: any Error
    /// A failure raising `error`.
    public init(_ error: any Error) { self.error = error }
  }

  /// The nib the module that reads nibs reads, or why it cannot.
  static func read(name: String, bundlePath: String?, data: Data?) -> Result<
    NibContents, any Error
  > {
    let answer: UnsafeMutableRawPointer? = name.withCString { name in
      let read = { (bytes: UnsafePointer<UInt8>?, count: Int) in
        if let bundlePath {
          return bundlePath.withCString { readNib(name, $0, bytes, count) }
        }
        return readNib(name, nil, bytes, count)
      }
      guard let data else { return read(nil, 0) }
      return data.withUnsafeBytes { raw in
        read(raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
      }
    }
    guard let answer else {
      return .failure(StoryboardError.nibReaderNotLinked(name: name))
    }
    switch Unmanaged<AnyObject>.fromOpaque(answer).takeRetainedValue() {
    case let contents as NibContents: return .success(contents)
    case let failure as Failure: return .failure(failure.error)
    default: return .failure(StoryboardError.nibReaderNotLinked(name: name))
    }
  }

  /// `storyboards_read_nib` of the StoryboardsTestHook target, named by its symbol so that
  /// clients of the runtime need no C module.
  @_silgen_name("storyboards_read_nib")
  private static func readNib(
    _ name: UnsafePointer<CChar>, _ bundlePath: UnsafePointer<CChar>?,
    _ bytes: UnsafePointer<UInt8>?, _ count: Int
  ) -> UnsafeMutableRawPointer?
}
