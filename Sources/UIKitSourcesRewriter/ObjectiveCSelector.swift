/// The Objective-C selector Swift gives an `@objc` method, from its base name and argument
/// labels, by Swift's rule: `save(_:)` → `save:`, `share(sender:)` → `shareWithSender:`,
/// `doIt(with:)` → `doItWith:`, `init(name:)` → `initWithName:`, `move(_:to:)` → `move:to:`.
///
/// The first label is joined to the base name with "With", unless the label's first word or
/// the base name's last word is a preposition (the list Swift uses); later labels name their
/// pieces, and `_` leaves a piece empty. (Swift's rule as re-expressed by Microsoft's
/// binding-tools-for-swift, `ObjCSelectorFactory.cs`, MIT.)
package struct ObjectiveCSelector: Equatable, CustomStringConvertible {
  /// The selector's text (`shareWithSender:`).
  package let name: String

  /// The selector of a method `baseName(labels…)`; `labels` holds `_` for an unlabelled
  /// argument.
  package init(baseName: String, labels: [String]) {
    guard let first = labels.first else {
      name = baseName
      return
    }
    var firstPiece = baseName
    if first != "_" {
      let joins =
        !Self.prepositions.contains(Self.firstWord(of: first))
        && !Self.prepositions.contains(Self.lastWord(of: baseName))
      firstPiece += (joins ? "With" : "") + Self.capitalized(first)
    }
    name = firstPiece + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
  }

  /// A selector spelled out (`@objc(custom:)`, `Selector("x:")`).
  package init(name: String) { self.name = name }

  /// The selector's text.
  package var description: String { name }

  /// The prepositions Swift recognises when it names selectors.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The first camel-case word, lowercased: `withSender` → `with`.
  static func firstWord(of name: String) -> String {
    String(name.prefix { !$0.isUppercase }).lowercased()
  }

  /// The last camel-case word, lowercased: `moveTo` → `to`, `save` → `save`.
  static func lastWord(of name: String) -> String {
    guard let index = name.lastIndex(where: \.isUppercase) else { return name.lowercased() }
    return name[index...].lowercased()
  }

  /// `name` with its first letter uppercased.
  static func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
