import SourceTokenizer

/// Resolves what `#selector(…)` names to the selector Swift's `@objc` naming gives it, against
/// the module's declarations: `#selector(save)` is the one method named `save` the enclosing
/// type (or else the module) declares, `#selector(Foo.share(sender:))` names its labels.
struct SelectorResolver {
  /// Why a selector cannot be resolved.
  struct Failure: Error {
    let text: String
  }

  let scan: SwiftFileScan
  let index: ModuleIndex

  /// The selector named by the tokens `range` (inside the parentheses); `site` is the `#`.
  func resolve(_ range: Range<Int>, at site: Int) -> Result<String, Failure> {
    let tokens = scan.tokens
    var cursor = range.lowerBound
    var accessor: String?
    if cursor + 1 < range.upperBound, let word = tokens[cursor].identifier,
      word == "getter" || word == "setter", tokens[cursor + 1].isPunctuation(":")
    {
      accessor = word
      cursor += 2
    }
    var path: [String] = []
    var labels: [String]?
    while cursor < range.upperBound {
      let token = tokens[cursor]
      if let word = token.identifier {
        path.append(word)
      } else if token.isPunctuation("("), let close = scan.closing(from: cursor) {
        labels = Self.labels(tokens[(cursor + 1)..<close])
        cursor = close
      } else if !token.isPunctuation(".") {
        return .failure(Failure(text: "#selector(\(written(range))) is not a method reference"))
      }
      cursor += 1
    }
    guard let base = path.last else {
      return .failure(Failure(text: "#selector() names no method"))
    }
    let owner = path.dropLast().last.flatMap { $0 == "self" || $0 == "Self" ? nil : $0 }
    if let accessor {
      let property = propertySelector(base, owner: owner)
      return .success(
        accessor == "getter" ? property : "set\(ObjectiveCSelector.capitalized(property)):")
    }
    let candidates = methods(named: base, owner: owner, site: site).filter {
      labels == nil || $0.labels == labels
    }
    let selectors = Set(candidates.map(\.selector.name))
    if selectors.count == 1, let only = selectors.first { return .success(only) }
    if let labels, selectors.isEmpty {
      // A method of UIKit's or of another module: Swift's rule, or UIKit's declared name.
      let swiftName = "\(base)(\(labels.map { "\($0):" }.joined()))"
      return .success(
        ObjectiveCSelector.protocolRequirements[swiftName]
          ?? ObjectiveCSelector(baseName: base, labels: labels).name)
    }
    if selectors.isEmpty {
      return .failure(
        Failure(
          text: "#selector(\(written(range))): no method named '\(base)' in this module; name "
            + "it with its argument labels, as in #selector(\(base)(_:)), so that its selector "
            + "can be derived"))
    }
    return .failure(
      Failure(
        text:
          "#selector(\(written(range))) is ambiguous: \(selectors.sorted().joined(separator: ", ")); "
          + "name the method with its argument labels"))
  }

  /// The methods `base` names: the owner's when one is written, else the enclosing type's,
  /// else any in the module.
  private func methods(named base: String, owner: String?, site: Int) -> [SwiftMemberDeclaration] {
    let all = index.methods(named: base)
    if let owner {
      return all.filter { $0.owner == owner }.map(\.member)
    }
    let enclosing = Set(enclosingTypes(of: site))
    let local = all.filter { enclosing.contains($0.owner) }.map(\.member)
    return local.isEmpty ? all.map(\.member) : local
  }

  /// The names of the types around `site`, innermost first, with their module superclasses.
  private func enclosingTypes(of site: Int) -> [String] {
    var names = scan.types.filter { $0.bodyStart < site && site < $0.bodyEnd }.map(\.name)
      .reversed().map { $0 }
    var seen = Set(names)
    var cursor = names.first
    while let name = cursor, let parent = index.superclassName(of: name),
      seen.insert(parent)
        .inserted
    {
      names.append(parent)
      cursor = parent
    }
    return names
  }

  /// A property's selector: its `@objc(name)`, else its name.
  private func propertySelector(_ name: String, owner: String?) -> String {
    for (_, scan) in index.files {
      for type in scan.types where owner == nil || type.name == owner {
        if let member = type.members.first(where: { $0.kind == .property && $0.name == name }) {
          return member.selector.name
        }
      }
    }
    return name
  }

  /// The argument labels written in `(a:_:b:)`.
  private static func labels(_ tokens: ArraySlice<SourceToken>) -> [String] {
    var labels: [String] = []
    var pending = "_"
    for token in tokens {
      if let word = token.identifier {
        pending = word
      } else if token.isPunctuation(":") {
        labels.append(pending)
        pending = "_"
      }
    }
    return labels
  }

  private func written(_ range: Range<Int>) -> String { scan.text(of: range) }
}
