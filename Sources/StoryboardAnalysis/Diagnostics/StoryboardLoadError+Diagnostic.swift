import StoryboardLoader
import StoryboardRuntime

extension StoryboardLoadError {
  /// The error as the package's one `Diagnostic` type, under the `unreadable-storyboard` rule:
  /// what `lint` reports for a file it cannot read. A file or folder that cannot be opened, or
  /// that holds no storyboard or several of one name, has no location: the problem is the
  /// path, not a place in it.
  public var diagnostic: Diagnostic {
    let isAboutThePath =
      switch reason {
      case .unreadable, .noStoryboards, .ambiguousName: true
      default: false
      }
    return Diagnostic(
      path: path, location: isAboutThePath ? nil : SourcePosition(line: line, column: column),
      severity: .error, rule: .unreadableStoryboard, message: message, fix: fix)
  }
}
