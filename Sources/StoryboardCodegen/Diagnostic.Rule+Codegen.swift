import StoryboardAnalysis

/// The rule of code generation.
extension Diagnostic.Rule {
  /// Two names of a storyboard that become the same Swift name in generated code (warning).
  public static let nameCollision = Diagnostic.Rule(rawValue: "name-collision")
}
