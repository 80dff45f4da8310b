import StoryboardAnalysis

/// The rules of a split (<doc:SplitRules>).
extension Diagnostic.Rule {
  /// A split that `storyboard-tool split` refuses: it would change navigation, or cannot be
  /// made safely (error).
  public static let splitRefused = Diagnostic.Rule(rawValue: "split-refused")
  /// Code that instantiates a scene through a storyboard the split takes it out of
  /// (`storyboard-tool split --code`; error), or whose meaning the split changes (warning).
  public static let splitBreaksInstantiation = Diagnostic.Rule(
    rawValue: "split-breaks-instantiation")
}
