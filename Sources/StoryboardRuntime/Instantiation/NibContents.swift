import Foundation

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
