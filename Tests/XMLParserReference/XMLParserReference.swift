import Foundation
import StoryboardLoader
import Storyboards

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Foundation's `XMLParser` (libxml2 underneath) feeding the loader's definition builder: the
/// reference the package's own XML reader is compared with, in the differential tests and the
/// fuzzer. Nothing ships with it.
///
/// It refuses up front what the previous loader refused before parsing (a Git LFS pointer, an
/// empty file, a DTD, invalid UTF-8), because `XMLParser` would expand entities or trap.
package enum XMLParserReference {
  /// What the reference made of a document: the definition, or the line of the error and
  /// `XMLParser`'s message.
  package enum Verdict: Equatable {
    case loaded(StoryboardDefinition)
    case refused(line: Int, reason: String)

    package var isLoaded: Bool {
      if case .loaded = self { return true }
      return false
    }
  }

  /// Whether `XMLParser` is known to crash on `bytes`: on Linux a processing instruction
  /// without data (`<?target?>`) makes it dereference a null pointer.
  package static func crashes(on bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 1 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else {
        continue
      }
      var cursor = index + 2
      while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "?") {
        cursor += 1
      }
      if cursor > index + 2, cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "?"),
        bytes[cursor + 1] == UInt8(ascii: ">")
      {
        return true
      }
    }
    return false
  }

  /// Reads `bytes` as the storyboard `name`. Call only when ``crashes(on:)`` is false.
  package static func load(_ bytes: [UInt8], name: String, path: String) -> Verdict {
    if let refusal = refusalBeforeParsing(bytes) { return refusal }
    let delegate = Delegate(builder: StoryboardDocumentBuilder(path: path, name: name))
    // Streamed from a file, as the previous loader read: from `Data` (or a stream over it),
    // `XMLParser` accepts truncated documents.
    let file = NSTemporaryDirectory() + "xmlparser-reference-\(UUID().uuidString).storyboard"
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes)),
      let stream = InputStream(fileAtPath: file)
    else { return .refused(line: 0, reason: "cannot write \(file)") }
    defer { try? FileManager.default.removeItem(atPath: file) }
    let parser = XMLParser(stream: stream)
    parser.shouldResolveExternalEntities = false
    delegate.parser = parser
    parser.delegate = delegate
    let succeeded = parser.parse()
    if let failure = delegate.failure {
      return .refused(line: failure.line, reason: failure.message)
    }
    // At the end of a stream the error reaches the delegate, not `parse()`'s result.
    if let error = delegate.parseError ?? (succeeded ? nil : parser.parserError) {
      return .refused(line: parser.lineNumber, reason: "XMLParser error \((error as NSError).code)")
    }
    // From a stream, XMLParser reports no error when the input ends before the root element
    // (`<?<` "loads"); libxml2's own SAX parser refuses it, and so does the reader.
    guard delegate.sawRootElement else {
      return .refused(line: parser.lineNumber, reason: "no root element")
    }
    return .loaded(delegate.builder.definition)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func refusalBeforeParsing(_ bytes: [UInt8]) -> Verdict? {
    if bytes.allSatisfy(isSpace) { return .refused(line: 1, reason: "empty") }
    if bytes.starts(with: "version https://git-lfs".utf8) {
      return .refused(line: 1, reason: "Git LFS pointer")
    }
    if String(validating: bytes, as: UTF8.self) == nil {
      return .refused(line: 1, reason: "not UTF-8")
    }
    let root = bytes.indices.first { index in
      index + 1 < bytes.count && bytes[index] == UInt8(ascii: "<")
        && (UInt8(ascii: "A")...UInt8(ascii: "z")).contains(bytes[index + 1])
    }
    let prologue = String(decoding: bytes[..<(root ?? bytes.count)], as: UTF8.self)
    if prologue.contains("<!DOCTYPE") || prologue.contains("<!ENTITY") {
      return .refused(line: 1, reason: "document type declaration")
    }
    return nil
  }

  /// Forwards `XMLParser`'s elements to the builder.
  private final class Delegate: NSObject, XMLParserDelegate {
    var builder: StoryboardDocumentBuilder
    var failure: StoryboardLoadError?
    var parseError: Error?
    var sawRootElement = false
    weak var parser: XMLParser?

    init(builder: StoryboardDocumentBuilder) { self.builder = builder }

    private var location: SourcePosition {
      SourcePosition(line: parser?.lineNumber ?? 0, column: parser?.columnNumber ?? 0)
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      guard failure == nil else { return }
      sawRootElement = true
      do {
        try builder.startElement(named: name, attributes: attributes, at: location)
      } catch {
        failure = error
        parser.abortParsing()
      }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      // A version other than 1.0 is only a warning of libxml2's (XML_WAR_UNKNOWN_VERSION, 97):
      // XML 1.0 §2.8 has a 1.0 processor read a `1.x` document as 1.0, as the reader does.
      guard (parseError as NSError).code != 97 else { return }
      if self.parseError == nil { self.parseError = parseError }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard failure == nil else { return }
      do {
        try builder.endElement()
      } catch {
        failure = error
        parser.abortParsing()
      }
    }
  }
}
