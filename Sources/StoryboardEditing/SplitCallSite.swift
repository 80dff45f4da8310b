import Foundation
import SourceTokenizer
import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// An instantiation in Swift or Objective-C that a storyboard split breaks, or whose meaning it
/// changes (<doc:SplitRules>, "Call sites"), with its fix.
public struct SplitCallSite: Sendable, Equatable {
  /// The file.
  public var path: String
  /// Where the call's method name is.
  public var location: SourcePosition
  /// What happens after the split.
  public var message: String
  /// A warning (the meaning changes) rather than an error (UIKit would raise).
  public var isWarning: Bool
  /// The bytes of the file to replace, and with what; `nil` when there is no automatic fix.
  public var fix: StoryboardSourceFix?

  /// The site as a diagnostic (`split-breaks-instantiation`); `fixed` says the fix was applied.
  public func diagnostic(fixed: Bool) -> Diagnostic {
    let fixText = fix.map { "replace `\($0.original)` with `\($0.replacement)`" }
    return Diagnostic(
      path: path, location: location, severity: isWarning || fixed ? .warning : .error,
      rule: .splitBreaksInstantiation,
      message: message + (fixText.map { fixed ? " Fixed: \($0)." : " Fix: \($0)." } ?? ""),
      fix: fixText)
  }
}
