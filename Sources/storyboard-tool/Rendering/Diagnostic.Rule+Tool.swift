import StoryboardAnalysis

/// The rules of the command line itself.
extension Diagnostic.Rule {
  /// A file other than a storyboard that `storyboard-tool` cannot read: a flow file, a class
  /// list, a configuration, a source file (error).
  static let unreadableInput = Diagnostic.Rule(rawValue: "unreadable-input")
  /// A `storyboard-tool` command that could not finish: a step that cannot run, an output that
  /// cannot be written (error).
  static let commandFailed = Diagnostic.Rule(rawValue: "command-failed")
  /// Swift source the UIKitSources build step cannot compile without the Objective-C runtime:
  /// an optional protocol requirement, key-value observing, swizzling, an unresolvable
  /// `#selector` (error, with `check-code --linux`).
  static let linuxUnsupported = Diagnostic.Rule(rawValue: "linux-unsupported")
}
