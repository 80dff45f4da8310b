@testable import UIKitSourcesRewriter

extension UIKitSourcesRewriter {
  /// `rewrite(_:context:)`, each output without the scoped imports before its
  /// `#sourceLocation` line (tests of those read ``rewrite(_:context:)`` itself), so that its
  /// line `n` is the original's line `n`.
  static func rewriteBodies(_ files: [File], context: [File] = []) -> (
    files: [File], diagnostics: [RewriteDiagnostic]
  ) {
    let result = rewrite(files, context: context)
    return (result.files.map { ($0.path, withoutScopedImports($0.text)) }, result.diagnostics)
  }

  /// `text` from its first `#sourceLocation` line on.
  static func withoutScopedImports(_ text: String) -> String {
    guard let start = text.range(of: "#sourceLocation(") else { return text }
    return String(text[start.lowerBound...])
  }
}
