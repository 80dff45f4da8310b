import SourceTokenizer

/// The literals Swift builds with the Objective-C runtime, rewritten where they appear in
/// code and inside string interpolations: `#keyPath(…)` becomes the key path's string, and
/// `#selector(…)` inside an interpolation becomes its selector, as outside one; and
/// `NSClassFromString("Name")` of a class the module declares (by its Swift name or its
/// `@objc(Name)`) becomes the class itself, which Foundation on Linux finds only by its
/// module-qualified name.
extension FileEdit {
  /// Rewrites `NSClassFromString("Name")` at `index` when the module (or a module it depends
  /// on) declares the class; returns the index of the call's `)` when it did.
  mutating func rewriteClassLookup(at index: Int) -> Int? {
    let tokens = scan.tokens
    guard tokens[index].identifier == "NSClassFromString", index + 3 < tokens.count,
      index == 0 || !tokens[index - 1].isPunctuation("."),
      tokens[index + 1].isPunctuation("("), case .string(let name?) = tokens[index + 2].kind,
      tokens[index + 3].isPunctuation(")"), let type = self.index.classNamed(name)
    else { return nil }
    let range = tokens[index].bytes.lowerBound..<tokens[index + 3].bytes.upperBound
    edits.append((range, "(\(type).self as AnyClass?)"))
    return index + 3
  }

  /// Rewrites any other call `NSClassFromString(…)` at `index` into
  /// `ObjectiveCClasses.named(…)`, which finds a class by its Objective-C name as iOS does
  /// (XCTest's classes in a test process, a hosted test target's classes).
  mutating func rewriteRuntimeClassLookup(at index: Int) {
    let tokens = scan.tokens
    guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
      index == 0 || !tokens[index - 1].isPunctuation(".")
    else { return }
    edits.append((tokens[index].bytes, "ObjectiveCClasses.named"))
    usedNames.insert("ObjectiveCClasses")
  }

  /// Rewrites `#keyPath(…)` with its `(` at `open` and `)` at `close` (the `#` at `start`).
  mutating func rewriteKeyPath(_ start: Int, _ close: Int) {
    let tokens = scan.tokens
    let names = ((start + 3)..<close).compactMap { tokens[$0].identifier }
    let range = tokens[start].bytes.lowerBound..<tokens[close].bytes.upperBound
    edits.append((range, "\"\(Self.keyPath(names))\""))
  }

  /// The key path `#keyPath` gives for its components: the type's name and `self` dropped
  /// (`#keyPath(Person.friend.name)` is `"friend.name"`).
  static func keyPath(_ components: [String]) -> String {
    var names = components[...]
    while names.count > 1, let first = names.first,
      first == "self" || first.first.map({ $0.isUppercase }) == true
    {
      names.removeFirst()
    }
    return names.joined(separator: ".")
  }

  /// Rewrites the `#selector(…)` and `#keyPath(…)` inside the interpolations of the string
  /// literal `token`.
  mutating func rewriteLiteralsInInterpolations(of token: SourceToken) {
    // Most interpolations hold neither: look before copying anything.
    let bytes = utf8
    guard bytes[token.bytes].contains(UInt8(ascii: "#")) else { return }
    for keyword in ["selector", "keyPath"] {
      let pattern = Array("#\(keyword)(".utf8)
      var cursor = token.bytes.lowerBound
      while cursor + pattern.count <= token.bytes.upperBound {
        guard bytes[cursor] == UInt8(ascii: "#"),
          bytes[cursor..<cursor + pattern.count].elementsEqual(pattern)
        else {
          cursor += 1
          continue
        }
        var depth = 0
        var end = cursor + pattern.count - 1
        while end < token.bytes.upperBound {
          if bytes[end] == UInt8(ascii: "(") { depth += 1 }
          if bytes[end] == UInt8(ascii: ")") {
            depth -= 1
            if depth == 0 { break }
          }
          end += 1
        }
        guard end < token.bytes.upperBound else { return }
        let snippet = SwiftFileScan(String(decoding: bytes[cursor...end], as: UTF8.self))
        let close = snippet.tokens.count - 1
        if keyword == "keyPath" {
          let names = (3..<close).compactMap { snippet.tokens[$0].identifier }
          edits.append((cursor..<end + 1, "\"\(Self.keyPath(names))\""))
        } else {
          switch SelectorResolver(scan: snippet, index: index).resolve(3..<close, at: 0) {
          case .success(let name):
            edits.append((cursor..<end + 1, "Selector(\"\(name)\")"))
            usedNames.insert("Selector")
          case .failure(let message):
            report(token, message.text)
          }
        }
        cursor = end + 1
      }
    }
  }
}
