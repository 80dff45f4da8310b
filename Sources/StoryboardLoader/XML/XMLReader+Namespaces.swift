#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Namespaces in XML 1.0 (Third Edition), §3 and §5: a name holds at most one colon, with a
/// prefix and a local part on either side, and a prefix other than `xml` must be declared by an
/// `xmlns:prefix` attribute of the element or of an ancestor. Storyboards use no namespaces,
/// but libxml2 (under `XMLParser` and Xcode's tools) refuses documents that break these rules,
/// so the reader does too. Only tags with a colon pay for the check.
extension XMLReader {
  /// A prefix declared by an open element.
  struct NamespaceDeclaration {
    var prefix: [UInt8]
    /// How many elements were open when the declaring one started.
    var depth: Int
  }

  /// Checks the tag from `start` to `end` whose name is `nameStart..<nameEnd` (attributes in
  /// ``spans``) and records the prefixes it declares.
  mutating func checkNamespaces(tag start: Int, to end: Int, nameStart: Int, nameEnd: Int)
    throws(Interruption)
  {
    guard memchr(bytes + start, Int32(UInt8(ascii: ":")), end - start) != nil else { return }
    let depth = openNameStarts.count
    let xmlns = Array("xmlns".utf8)
    for span in spans {
      let name = Array(
        UnsafeBufferPointer(start: bytes + span.nameStart, count: span.nameEnd - span.nameStart))
      guard name.starts(with: xmlns + [UInt8(ascii: ":")]) else { continue }
      let prefix = Array(name.dropFirst(xmlns.count + 1))
      guard !prefix.isEmpty, !prefix.contains(UInt8(ascii: ":")) else {
        throw malformed(
          "the namespace declaration '\(text(name))' declares no prefix", at: span.nameStart)
      }
      guard prefix != xmlns, span.valueEnd > span.valueStart else {
        throw malformed(
          "the namespace declaration '\(text(name))' binds a reserved prefix or no URI",
          at: span.nameStart)
      }
      namespaceDeclarations.append(NamespaceDeclaration(prefix: prefix, depth: depth))
    }
    try checkQualifiedName(from: nameStart, to: nameEnd)
    for span in spans where !isDeclaration(span) {
      try checkQualifiedName(from: span.nameStart, to: span.nameEnd)
    }
  }

  /// Forgets the prefixes declared by the element that just ended.
  mutating func endNamespaceScope() {
    let depth = openNameStarts.count
    while let last = namespaceDeclarations.last, last.depth >= depth {
      namespaceDeclarations.removeLast()
    }
  }

  private func isDeclaration(_ span: XMLAttributeSpan) -> Bool {
    let name = UnsafeBufferPointer(
      start: bytes + span.nameStart, count: span.nameEnd - span.nameStart)
    return name.starts(with: "xmlns:".utf8) || name.elementsEqual("xmlns".utf8)
  }

  /// `prefix:local` with a declared prefix, or a name without a colon.
  private mutating func checkQualifiedName(from start: Int, to end: Int) throws(Interruption) {
    let name = Array(UnsafeBufferPointer(start: bytes + start, count: end - start))
    guard let colon = name.firstIndex(of: UInt8(ascii: ":")) else { return }
    let prefix = Array(name[..<colon])
    let local = name[(colon + 1)...]
    guard !prefix.isEmpty, let first = local.first, !local.contains(UInt8(ascii: ":")),
      first >= 0x80 || table[Int(first)] & XMLCharacters.nameStart != 0
    else {
      throw malformed("the name '\(text(name))' is not a qualified name (prefix:local)", at: start)
    }
    guard
      prefix == Array("xml".utf8) || namespaceDeclarations.contains(where: { $0.prefix == prefix })
    else {
      throw malformed(
        "the namespace prefix '\(text(prefix))' of '\(text(name))' is not declared "
          + "(declare it with xmlns:\(text(prefix))=\"…\")", at: start)
    }
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
