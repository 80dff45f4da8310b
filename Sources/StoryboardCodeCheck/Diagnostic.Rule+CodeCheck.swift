import StoryboardAnalysis

/// The rules of ``CodeCheck``.
extension Diagnostic.Rule {
  /// Code names a segue identifier no storyboard defines (`storyboard-tool check-code`).
  public static let unknownSegueIdentifier = Diagnostic.Rule(rawValue: "unknown-segue-identifier")
  /// Code names a Storyboard ID no scene has (`storyboard-tool check-code`).
  public static let unknownStoryboardIdentifier = Diagnostic.Rule(
    rawValue: "unknown-storyboard-identifier")
  /// Code names a storyboard that does not exist (`storyboard-tool check-code`).
  public static let unknownStoryboard = Diagnostic.Rule(rawValue: "unknown-storyboard")
  /// Code names a nib no `.xib` file defines: UIKit raises "Could not load NIB in bundle"
  /// (`storyboard-tool check-code`).
  public static let unknownNib = Diagnostic.Rule(rawValue: "unknown-nib")
  /// A storyboard segue identifier no code names (`storyboard-tool check-code --unused`).
  public static let unusedSegueIdentifier = Diagnostic.Rule(rawValue: "unused-segue-identifier")
}
