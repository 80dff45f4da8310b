/// The rules of ``StoryboardBundle/validate()``.
extension Diagnostic.Rule {
  /// A scene that cannot be instantiated, or a reference that cannot be resolved, when
  /// ``StoryboardBundle/validate()`` tries (error).
  public static let instantiationFailed = Diagnostic.Rule(rawValue: "instantiation-failed")
  /// An identified segue that fails when ``StoryboardBundle/validate()`` performs it (error).
  public static let segueFailed = Diagnostic.Rule(rawValue: "segue-failed")
}
