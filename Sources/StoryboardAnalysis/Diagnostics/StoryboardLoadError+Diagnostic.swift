import StoryboardLoader
import StoryboardRuntime

extension StoryboardLoadError {
  /// The error as the package's one `Diagnostic` type, under the `unreadable-storyboard` rule:
  /// what `lint` reports for a file it cannot read.
  public var diagnostic: Diagnostic {
    Diagnostic(
      path: path, location: SourceLocation(line: line, column: column), severity: .error,
      rule: .unreadableStoryboard, message: message, fix: fix)
  }
}
