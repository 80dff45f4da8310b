// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  /// Finds the string literal argument of a call in Swift source, skipping comments, nested
  /// brackets and other literals: enough of Swift's lexical grammar to record an expected text
  /// in place.
  struct SwiftLiteralScanner {
    /// Why no literal can be replaced.
    enum Problem: Error, Equatable {
      /// No argument list follows the call's position.
      case noCall
      /// No argument is a string literal on its own (it is a variable, or part of an
      /// expression).
      case noLiteral
      /// The literal interpolates values, which a recorded text would lose.
      case interpolated
      /// A literal or comment is not closed.
      case unterminated

      var message: String {
        switch self {
        case .noCall: return "no call's arguments were found where the assertion was called"
        case .noLiteral:
          return "the expected text is not a string literal argument of the call (a variable or "
            + "an expression cannot be rewritten); paste the text below into the test"
        case .interpolated:
          return "the expected text interpolates values (\\(…)), which recording would replace; "
            + "paste the text below into the test"
        case .unterminated: return "a string literal or comment of the call is not closed"
        }
      }
    }

    private let source: [UInt8]

    init(_ source: [UInt8]) { self.source = source }

    private func byte(_ index: Int) -> UInt8? { index < source.count ? source[index] : nil }
    private func isByte(_ index: Int, _ character: Unicode.Scalar) -> Bool {
      byte(index) == UInt8(ascii: character)
    }

    /// The byte range of the first argument of the call at or after `start` that is a string
    /// literal and nothing else.
    func firstStringArgument(ofCallAt start: Int) -> Result<Range<Int>, Problem> {
      var index = start
      while let current = byte(index), current != UInt8(ascii: "(") {
        if current == UInt8(ascii: "\"") || current == UInt8(ascii: ")") {
          return .failure(.noCall)
        }
        index += 1
      }
      guard index < source.count else { return .failure(.noCall) }
      index += 1
      var depth = 1
      var argumentStart = true
      while let current = byte(index) {
        switch current {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          index += 1
          continue
        case UInt8(ascii: "/") where isByte(index + 1, "/"):
          index = source[index...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
          continue
        case UInt8(ascii: "/") where isByte(index + 1, "*"):
          guard let end = blockCommentEnd(from: index + 2) else { return .failure(.unterminated) }
          index = end
          continue
        default: break
        }
        if let literal = literal(at: index) {
          guard let (range, interpolates) = literal else { return .failure(.unterminated) }
          if depth == 1, argumentStart, endsArgument(range.upperBound) {
            return interpolates ? .failure(.interpolated) : .success(range)
          }
          index = range.upperBound
          argumentStart = false
          continue
        }
        switch current {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return .failure(.noLiteral) }
        default: break
        }
        argumentStart = depth == 1 && (current == UInt8(ascii: ",") || current == UInt8(ascii: ":"))
        index += 1
      }
      return .failure(.noCall)
    }

    /// Whether only spaces separate `index` from the `,` or `)` that ends an argument.
    private func endsArgument(_ index: Int) -> Bool {
      var index = index
      while let current = byte(index), [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(current) {
        index += 1
      }
      return isByte(index, ",") || isByte(index, ")") || isByte(index, "\n")
        || isByte(index, "\r")
    }

    private func blockCommentEnd(from start: Int) -> Int? {
      var index = start
      while index + 1 < source.count {
        if isByte(index, "*"), isByte(index + 1, "/") { return index + 2 }
        index += 1
      }
      return nil
    }

    /// The string literal starting at `start`: `nil` when none starts there; `.some(nil)` when
    /// it is not closed; else its range and whether it interpolates.
    private func literal(at start: Int) -> (Range<Int>, Bool)?? {
      var index = start
      while isByte(index, "#") { index += 1 }
      guard isByte(index, "\"") else { return nil }
      let pounds = index - start
      let multiline = isByte(index + 1, "\"") && isByte(index + 2, "\"")
      index += multiline ? 3 : 1
      var interpolates = false
      while let current = byte(index) {
        if current == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ isByte(index + 1 + $0, "#") }) {
          let escaped = index + 1 + pounds
          if isByte(escaped, "(") { interpolates = true }
          index = escaped + 1
          continue
        }
        if !multiline, current == UInt8(ascii: "\n") { return .some(nil) }
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ isByte(index + $0, "\"") }),
          (0..<pounds).allSatisfy({ isByte(index + quotes + $0, "#") })
        {
          return (start..<(index + quotes + pounds), interpolates)
        }
        index += 1
      }
      return .some(nil)
    }
  }
#endif
