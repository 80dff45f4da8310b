import Foundation
import SourceTokenizer
import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// Finds the call sites a split breaks: `storyboard?.instantiateViewController(withIdentifier:)`
/// (and Objective-C's `[self.storyboard instantiateViewControllerWithIdentifier:]`) in a class
/// whose scene ends up in another file than the identifier's; a named storyboard whose scene
/// moved; `instantiateInitialViewController()` whose meaning changes. Calls whose caller and
/// target moved together are not reported. Identifiers computed at run time are listed.
public struct SplitCallSites: Sendable {
  /// The sites found.
  public private(set) var sites: [SplitCallSite] = []
  /// Calls whose identifier is computed at run time, so not checked, as `path:line:column`.
  public private(set) var unchecked: [String] = []
  private let membership: StoryboardSplit.Membership

  /// A finder for the split that `membership` describes.
  public init(membership: StoryboardSplit.Membership) { self.membership = membership }

  /// Scans `text`, the content of the file at `path`.
  public mutating func scan(_ text: String, path: String) {
    let isSwift = path.hasSuffix(".swift")
    var tokenizer = SourceTokenizer(text, isSwift: isSwift)
    let tokens = tokenizer.tokens()
    let bytes = Array(text.utf8)
    var lineStarts = [0]
    for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    func offset(_ token: SourceToken) -> Int { lineStarts[token.line - 1] + token.column - 1 }
    var classes: [(name: String, depth: Int)] = []
    var depth = 0
    var objcClass: String?
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .punctuation("{"): depth += 1
      case .punctuation("}"):
        depth -= 1
        while let last = classes.last, last.depth > depth { classes.removeLast() }
      case .identifier("class"), .identifier("extension"):
        if isSwift, let name = tokens[safe: index + 1]?.identifier, name != "func", name != "var" {
          classes.append((name, depth + 1))
        }
      case .identifier("implementation"):
        if index > 0, tokens[index - 1].isPunctuation("@") {
          objcClass = tokens[safe: index + 1]?.identifier
        }
      case .identifier("end"):
        if index > 0, tokens[index - 1].isPunctuation("@") { objcClass = nil }
      case .identifier("instantiateViewController"),
        .identifier("instantiateViewControllerWithIdentifier"),
        .identifier("instantiateInitialViewController"):
        let enclosing = isSwift ? classes.last?.name : objcClass
        inspectCall(
          at: index, tokens: tokens, bytes: bytes, offset: offset, path: path, isSwift: isSwift,
          enclosingClass: enclosing)
      default: break
      }
    }
  }

  private enum Receiver {
    case ownStoryboard(Range<Int>)
    case named(String, literal: Range<Int>)
    /// A local bound to a named storyboard: the local's token at the call.
    case namedLocal(String, local: Range<Int>)
    case unknown
  }

  private mutating func inspectCall(
    at index: Int, tokens: [SourceToken], bytes: [UInt8], offset: (SourceToken) -> Int,
    path: String, isSwift: Bool, enclosingClass: String?
  ) {
    let name = tokens[index].identifier ?? ""
    let initial = name == "instantiateInitialViewController"
    // The identifier argument.
    var identifier: String??
    if !initial {
      let argument = isSwift ? index + 4 : index + 2
      if isSwift, tokens[safe: index + 1]?.isPunctuation("(") != true { return }
      if case .string(let value)? = tokens[safe: argument]?.kind {
        identifier = .some(value)
      } else {
        identifier = .some(nil)
      }
    }
    // The receiver, before `.` in Swift, after `[` in Objective-C.
    let receiver: Receiver
    var receiverRange: Range<Int>?
    if isSwift {
      var start = index - 1
      guard tokens[safe: start]?.isPunctuation(".") == true else { return }
      start -= 1
      while let token = tokens[safe: start], token.isPunctuation("?") || token.isPunctuation("!") {
        start -= 1
      }
      if tokens[safe: start]?.identifier == "storyboard" {
        var first = start
        if tokens[safe: start - 1]?.isPunctuation(".") == true,
          tokens[safe: start - 2]?.identifier == "self"
        {
          first = start - 2
        }
        receiverRange = offset(tokens[first])..<offset(tokens[index - 1])
        receiver = .ownStoryboard(receiverRange!)
      } else {
        receiver = Self.namedReceiver(
          endingBefore: start, tokens: tokens, bytes: bytes, offset: offset)
      }
    } else {
      var open = index - 1
      var nesting = 0
      while open >= 0 {
        if tokens[open].isPunctuation("]") { nesting += 1 }
        if tokens[open].isPunctuation("[") {
          if nesting == 0 { break }
          nesting -= 1
        }
        open -= 1
      }
      guard open >= 0 else { return }
      let inner = Array(tokens[(open + 1)..<index])
      if inner.map({ $0.identifier ?? ($0.isPunctuation(".") ? "." : "?") }) == [
        "self", ".", "storyboard",
      ]
        || inner.map({ $0.identifier ?? "?" }) == ["storyboard"]
      {
        receiverRange = offset(inner[0])..<offset(tokens[index])
        receiver = .ownStoryboard(receiverRange!)
      } else {
        receiver = Self.namedReceiver(
          endingBefore: index - 1, tokens: tokens, bytes: bytes, offset: offset)
      }
    }
    let location = SourcePosition(line: tokens[index].line, column: tokens[index].column)
    let (old, new) = (membership.oldName, membership.newName)
    if initial {
      switch receiver {
      case .ownStoryboard:
        if let enclosingClass, membership.movedClasses.contains(enclosingClass) {
          sites.append(
            SplitCallSite(
              path: path, location: location,
              message: "\(enclosingClass) moves to \(new).storyboard: its storyboard's "
                + "instantiateInitialViewController() now gives \(new)'s initial controller.",
              isWarning: true, fix: nil))
        }
      case .named(old, _) where membership.initialMoved,
        .namedLocal(old, _) where membership.initialMoved:
        sites.append(
          SplitCallSite(
            path: path, location: location,
            message: "\(old).storyboard's initial controller moved to \(new).storyboard; its "
              + "entry point is now a reference to it.", isWarning: true, fix: nil))
      default: break
      }
      return
    }
    guard let identifier else { return }
    guard let value = identifier else {
      unchecked.append("\(path):\(location): an identifier computed at run time")
      return
    }
    let moved = membership.movedIdentifiers.contains(value)
    let stays = membership.stayingIdentifiers.contains(value)
    guard moved || stays else { return }
    let owner = moved ? new : old
    let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
    switch receiver {
    case .ownStoryboard(let range):
      guard let enclosingClass else {
        unchecked.append("\(path):\(location): self.storyboard outside a class")
        return
      }
      let callerMoved = membership.movedClasses.contains(enclosingClass)
      let callerStays = membership.stayingClasses.contains(enclosingClass)
      guard callerMoved || callerStays, callerMoved != moved else { return }
      let replacement =
        isSwift
        ? "UIStoryboard(name: \"\(owner)\", bundle: nil)"
        : "[UIStoryboard storyboardWithName:@\"\(owner)\" bundle:nil]"
      let original = text(range)
      let trimmed = original.hasSuffix(".") ? String(original.dropLast()) : original
      let fixRange = range.lowerBound..<(range.lowerBound + trimmed.utf8.count)
      let trimmedEnd = trimmed.replacingOccurrences(of: "?", with: "").replacingOccurrences(
        of: "!", with: "")
      _ = trimmedEnd
      sites.append(
        SplitCallSite(
          path: path, location: location,
          message: "\(enclosingClass)'s scene \(callerMoved ? "moves to" : "stays in") "
            + "\(callerMoved ? new : old).storyboard but '\(value)' \(moved ? "moves to" : "stays in") "
            + "\(owner).storyboard: its storyboard would raise \"Storyboard doesn't contain a view "
            + "controller with identifier '\(value)'\".", isWarning: false,
          fix: StoryboardSourceFix(
            range: fixRange, original: text(fixRange),
            replacement: replacement + (isSwift ? "" : " "))))
    case .named(let name, _) where name == old && moved,
      .namedLocal(let name, _) where name == old && moved:
      // A literal receiver gets the new name; a local gets the whole storyboard expression at
      // this call (other calls may use it for scenes that stay).
      let fix: StoryboardSourceFix
      if case .named(_, let literal) = receiver {
        fix = StoryboardSourceFix(range: literal, original: text(literal), replacement: new)
      } else if case .namedLocal(_, let local) = receiver {
        let replacement =
          isSwift
          ? "UIStoryboard(name: \"\(new)\", bundle: nil)"
          : "[UIStoryboard storyboardWithName:@\"\(new)\" bundle:nil]"
        fix = StoryboardSourceFix(range: local, original: text(local), replacement: replacement)
      } else {
        return
      }
      sites.append(
        SplitCallSite(
          path: path, location: location,
          message: "'\(value)' moves to \(new).storyboard: \(old).storyboard would raise "
            + "\"Storyboard doesn't contain a view controller with identifier '\(value)'\".",
          isWarning: false, fix: fix))
    default: break
    }
  }

  /// A receiver `UIStoryboard(name: "X", …)`, `[UIStoryboard storyboardWithName:@"X" …]` or a
  /// local bound to one earlier in the file, ending at `end`.
  private static func namedReceiver(
    endingBefore end: Int, tokens: [SourceToken], bytes: [UInt8], offset: (SourceToken) -> Int
  ) -> Receiver {
    // Look back (boundedly) for the storyboard name literal of the receiver expression.
    var index = end
    var local: String?
    if let name = tokens[safe: end]?.identifier, name != "self" { local = name }
    var steps = 0
    while index >= 0, steps < 4000 {
      steps += 1
      let token = tokens[index]
      if token.identifier == "name" || token.identifier == "storyboardWithName",
        tokens[safe: index + 1]?.isPunctuation(":") == true,
        case .string(let value?)? = tokens[safe: index + 2]?.kind
      {
        let isBinding =
          local == nil
          || (0..<8).contains {
            tokens[safe: index - $0]?.identifier == local
          }
        if let local, isBinding {
          // Other calls may use the same local for scenes that stay: fix the call, not the
          // binding.
          let start = offset(tokens[end])
          return .namedLocal(value, local: start..<(start + local.utf8.count))
        }
        if isBinding || index > end - 12 {
          let start = offset(tokens[index + 2])
          var quote = start
          while quote < bytes.count, bytes[quote] != UInt8(ascii: "\"") { quote += 1 }
          let literal = (quote + 1)..<(quote + 1 + value.utf8.count)
          return .named(value, literal: literal)
        }
      }
      if local == nil, index < end - 12 { break }
      index -= 1
    }
    return .unknown
  }

  /// Applies the fixes of `sites` to their files, by token splice.
  public static func applyFixes(_ sites: [SplitCallSite]) throws {
    for (path, group) in Dictionary(grouping: sites.filter { $0.fix != nil }, by: \.path) {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
      }
      var bytes = [UInt8](data)
      for site in group.sorted(by: { $0.fix!.range.lowerBound > $1.fix!.range.lowerBound }) {
        bytes.replaceSubrange(site.fix!.range, with: Array(site.fix!.replacement.utf8))
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
