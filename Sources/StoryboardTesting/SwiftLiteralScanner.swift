// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import SourceTokenizer

  /// Finds the string literal argument of a call in Swift source, skipping comments, nested
  /// brackets and other literals, over SourceTokenizer's tokens: where to record an expected
  /// text in place.
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

    /// The byte range of the first argument of the call at or after `start` that is a string
    /// literal and nothing else. The source is read as SourceTokenizer reads Swift, so that
    /// comments, raw and multi-line strings and interpolations are what the code check sees.
    func firstStringArgument(ofCallAt start: Int) -> Result<Range<Int>, Problem> {
      var tokenizer = SourceTokenizer(bytes: source[min(start, source.count)...], isSwift: true)
      let tokens = tokenizer.tokens()
      let notFound: Problem = tokenizer.firstUnclosed == nil ? .noCall : .unterminated
      guard
        let open = tokens.firstIndex(where: {
          $0.isPunctuation("(") || $0.isPunctuation(")") || $0.kind.isString
        }), tokens[open].isPunctuation("(")
      else { return .failure(notFound) }
      var depth = 1
      var argumentStart = true
      for token in tokens[(open + 1)...] {
        if case .string(let value) = token.kind {
          guard token.isClosed else { return .failure(.unterminated) }
          let range = (token.bytes.lowerBound + start)..<(token.bytes.upperBound + start)
          if depth == 1, argumentStart, endsArgument(range.upperBound) {
            return value == nil ? .failure(.interpolated) : .success(range)
          }
          argumentStart = false
          continue
        }
        if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
          depth += 1
        } else if token.isPunctuation(")") || token.isPunctuation("]")
          || token.isPunctuation("}")
        {
          depth -= 1
          if depth == 0 { return .failure(.noLiteral) }
        }
        argumentStart = depth == 1 && (token.isPunctuation(",") || token.isPunctuation(":"))
      }
      return .failure(notFound)
    }

    /// Whether only spaces separate `index` from the `,` or `)` that ends an argument.
    private func endsArgument(_ index: Int) -> Bool {
      var index = index
      while index < source.count, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(source[index]) {
        index += 1
      }
      guard index < source.count else { return false }
      return [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        .contains(source[index])
    }
  }
#endif
