import SourceTokenizer
import StoryboardAnalysis
import StoryboardRuntime

/// Checks the names that Swift and Objective-C code passes to UIKit — segue identifiers,
/// Storyboard IDs, storyboard names — against the storyboards that must define them: the most
/// common storyboard crash (`performSegue(withIdentifier: "showProfle")`) found before it runs.
///
/// ```swift
/// var check = CodeCheck(bundle: bundle)
/// check.scan(source, path: "App/InboxViewController.swift")
/// for diagnostic in check.diagnostics(reportingUnused: true) { print(diagnostic) }
/// ```
public struct CodeCheck {
  /// The storyboards the names must be in.
  public let bundle: StoryboardBundle
  /// The names of the nibs (`.xib` files) code may load, or `nil` when nib names are not
  /// checked.
  public var nibNames: Set<String>?
  /// Every name found, literal or dynamic, in scanning order.
  public private(set) var references: [CodeReference] = []
  /// How many files were scanned.
  public private(set) var filesScanned = 0

  /// A check against `bundle`'s storyboards.
  public init(bundle: StoryboardBundle) {
    self.bundle = bundle
  }

  /// The names computed at run time, which cannot be checked.
  public var dynamicReferences: [CodeReference] { references.filter { $0.value == nil } }

  /// Whether `path` is a source file the check reads: Swift, Objective-C (`.m`, `.mm`, `.h`).
  public static func isSourceFile(_ path: String) -> Bool {
    [".swift", ".m", ".mm", ".h"].contains { path.hasSuffix($0) }
  }

  /// Finds the names in `source`, the text of the file at `path` (Swift for `.swift`,
  /// Objective-C otherwise).
  public mutating func scan(_ source: String, path: String) {
    var tokenizer = SourceTokenizer(source, isSwift: path.hasSuffix(".swift"))
    var finder = CodeReferenceFinder(tokens: tokenizer.tokens(), path: path)
    references += finder.find()
    filesScanned += 1
  }

  /// An error for each literal no storyboard defines, with the closest defined name as the fix;
  /// with `reportingUnused`, a warning for each storyboard segue identifier no literal names.
  /// In file order, then line and column.
  public func diagnostics(reportingUnused: Bool = false) -> [Diagnostic] {
    let defined = definedNames()
    var diagnostics: [Diagnostic] = []
    for reference in references {
      guard let value = reference.value, let names = defined[reference.kind],
        !names.contains(value)
      else { continue }
      let closest = Self.closest(to: value, in: names)
      let fix =
        closest.map { "did you mean '\($0)'?" }
        ?? "no \(reference.kind.rawValue) is close; check the "
        + (reference.kind == .nibName ? "nib files" : "storyboards")
      diagnostics.append(
        Diagnostic(
          path: reference.path, location: reference.location, severity: .error,
          rule: Self.rule(for: reference.kind),
          problem: reference.kind == .nibName
            ? "no .xib file is named '\(value)': UIKit would raise \"Could not load NIB in "
              + "bundle\" when this runs"
            : "no storyboard defines the \(reference.kind.rawValue) '\(value)': UIKit would "
              + "raise when this runs", fix: fix))
    }
    diagnostics.sort {
      ($0.path, $0.location?.line ?? 0, $0.location?.column ?? 0)
        < ($1.path, $1.location?.line ?? 0, $1.location?.column ?? 0)
    }
    return diagnostics + (reportingUnused ? unusedSegueIdentifiers() : [])
  }

  private static func rule(for kind: CodeReference.Kind) -> Diagnostic.Rule {
    switch kind {
    case .segueIdentifier: return .unknownSegueIdentifier
    case .storyboardIdentifier: return .unknownStoryboardIdentifier
    case .storyboardName: return .unknownStoryboard
    case .nibName: return .unknownNib
    }
  }

  /// The names the storyboards define, by kind.
  private func definedNames() -> [CodeReference.Kind: Set<String>] {
    let definitions = bundle.storyboardNames.compactMap(bundle.definition(named:))
    let controllers = definitions.flatMap { $0.scenes.compactMap(\.controller) }
    return [
      .storyboardName: Set(bundle.storyboardNames),
      .storyboardIdentifier: Set(
        controllers.filter { $0.kind != .reference }.compactMap(\.storyboardIdentifier)),
      .segueIdentifier: Set(definitions.flatMap { $0.segues.compactMap(\.identifier) }),
    ].merging(nibNames.map { [.nibName: $0] } ?? [:]) { first, _ in first }
  }

  /// Segue identifiers of the storyboards that no literal of the code names. When the code
  /// also computes identifiers at run time, none of them is proven unused: each is reported as
  /// one that *might* be, with where the computed ones are, and no advice to remove it.
  private func unusedSegueIdentifiers() -> [Diagnostic] {
    let named = Set(references.filter { $0.kind == .segueIdentifier }.compactMap(\.value))
    let dynamic = dynamicReferences.filter { $0.kind == .segueIdentifier }
    let places =
      dynamic.prefix(3).map { "\($0.path):\($0.location)" }.joined(separator: ", ")
      + (dynamic.count > 3 ? " and \(dynamic.count - 3) more" : "")
    var diagnostics: [Diagnostic] = []
    for name in bundle.storyboardNames {
      guard let definition = bundle.definition(named: name) else { continue }
      for segue in definition.segues {
        guard let identifier = segue.identifier, !identifier.isEmpty,
          !named.contains(identifier), segue.kind != .relationship
        else { continue }
        let problem: String
        let fix: String
        if dynamic.isEmpty {
          problem = "no code names the segue identifier '\(identifier)'"
          fix = "remove the identifier if nothing performs or prepares this segue"
        } else {
          problem =
            "the segue identifier '\(identifier)' might be unused: no code names it as a literal, "
            + "but \(dynamic.count) segue identifier(s) are computed at run time (\(places)) and "
            + "could be it, so it cannot be proven unused"
          fix = "check whether those computed identifiers can be '\(identifier)' before removing it"
        }
        diagnostics.append(
          Diagnostic(
            path: definition.path ?? name, location: segue.location, severity: .warning,
            rule: .unusedSegueIdentifier, problem: problem, fix: fix))
      }
    }
    return diagnostics
  }

  /// The defined name nearest to `value` by edit distance, when near enough to be a typo.
  static func closest(to value: String, in names: Set<String>) -> String? {
    let limit = max(1, min(3, value.count / 4))
    let scored = names.map { ($0, editDistance(value, $0, limit: limit)) }.filter {
      $0.1 <= limit
    }
    return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
  }

  /// Levenshtein distance; `limit + 1` when the lengths alone differ by more than `limit`.
  static func editDistance(_ left: String, _ right: String, limit: Int) -> Int {
    let a = Array(left)
    let b = Array(right)
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
