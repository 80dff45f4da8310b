import Foundation

/// The floor for reading storyboards: one libxml2 SAX2 pass over a file (libxml2 is what
/// Foundation's `XMLParser` and Xcode's tools read XML with), with callbacks that only count
/// elements, attributes and characters.
///
/// libxml2 is loaded at run time, so building the package needs no libxml2 headers; the
/// handler's layout is `xmlSAXHandler`'s, unchanged since libxml2 2.6.
enum LibXML2Floor {
  private typealias ParseFile =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?
    ) -> Int32
  private typealias StartElement =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?,
      UnsafePointer<UInt8>?, Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int32, Int32,
      UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    ) -> Void
  private typealias EndElement =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?,
      UnsafePointer<UInt8>?
    ) -> Void
  private typealias Characters =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32
    ) -> Void

  /// What the callbacks count.
  struct Counts {
    var elements = 0
    var attributes = 0
    var characters = 0
  }

  /// `xmlSAXUserParseFile`, or `nil` when libxml2 cannot be loaded.
  private static let parseFile: ParseFile? = {
    for name in ["libxml2.so.2", "libxml2.so", "/usr/lib/libxml2.2.dylib", "libxml2.dylib"] {
      guard let library = dlopen(name, RTLD_NOW),
        let symbol = dlsym(library, "xmlSAXUserParseFile")
      else { continue }
      return unsafeBitCast(symbol, to: ParseFile.self)
    }
    return nil
  }()

  /// Whether libxml2 could be loaded.
  static var isAvailable: Bool { parseFile != nil }

  /// Reads every file with libxml2's SAX2 parser; returns what the callbacks counted.
  static func read(_ files: [String]) -> Counts {
    guard let parseFile else { return Counts() }
    // xmlSAXHandler: 27 callbacks, `unsigned int initialized` (padded), `_private`, then
    // startElementNs, endElementNs and serror.
    let handler = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
    defer { handler.deallocate() }
    handler.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
    let characters: Characters = { context, _, length in
      context?.assumingMemoryBound(to: Counts.self).pointee.characters += Int(length)
    }
    let start: StartElement = { context, _, _, _, _, _, attributes, _, _ in
      let counts = context?.assumingMemoryBound(to: Counts.self)
      counts?.pointee.elements += 1
      counts?.pointee.attributes += Int(attributes)
    }
    let end: EndElement = { _, _, _, _ in }
    handler.storeBytes(of: characters, toByteOffset: 17 * 8, as: Characters.self)
    handler.storeBytes(of: 0xDEED_BEAF, toByteOffset: 27 * 8, as: UInt32.self)
    handler.storeBytes(of: start, toByteOffset: 29 * 8, as: StartElement.self)
    handler.storeBytes(of: end, toByteOffset: 30 * 8, as: EndElement.self)
    var counts = Counts()
    for file in files {
      _ = withUnsafeMutablePointer(to: &counts) { pointer in
        parseFile(handler, UnsafeMutableRawPointer(pointer), file)
      }
    }
    return counts
  }
}
