/// The rule of the storyboards the loader cannot read.
extension Diagnostic.Rule {
  /// A file that could not be read as a storyboard (reported by the tool that loads it).
  public static let unreadableStoryboard = Diagnostic.Rule(rawValue: "unreadable-storyboard")
}
