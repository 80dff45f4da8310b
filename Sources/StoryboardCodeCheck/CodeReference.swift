import SourceTokenizer
import StoryboardRuntime

/// A name that code passes to UIKit and that a storyboard must define.
public struct CodeReference: Sendable, Equatable {
  /// What the name is.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A segue identifier: `performSegue(withIdentifier:sender:)`,
    /// `shouldPerformSegue(withIdentifier:sender:)`, `segue.identifier == "…"`, `case "…"` of a
    /// `switch` over a segue's identifier, `performSegueWithIdentifier:sender:`,
    /// `[segue.identifier isEqualToString:…]`; this runtime's
    /// `tapSegue(withIdentifier:)` and simulation steps (`.perform("…")`); and the raw
    /// values of generated segue enums (an enum named `…Segue` or conforming to `SegueType`,
    /// as this tool and SwiftGen generate them), so that stale generated code is caught.
    case segueIdentifier = "segue identifier"
    /// A Storyboard ID: `instantiateViewController(withIdentifier:)`,
    /// `instantiateViewController(identifier:creator:)`, `instantiateViewControllerWithIdentifier:`.
    case storyboardIdentifier = "storyboard identifier"
    /// A storyboard's name: `UIStoryboard(name:bundle:)`, `Storyboard(name:bundle:)`,
    /// `storyboardWithName:bundle:`.
    case storyboardName = "storyboard name"
    /// A nib's name: `UINib(nibName:bundle:)`, `init(nibName:bundle:)` (of any controller),
    /// `Bundle.loadNibNamed(_:owner:options:)`, and Objective-C's `nibWithNibName:`,
    /// `initWithNibName:` and `loadNibNamed:`; `nil` is no name.
    case nibName = "nib name"
  }

  /// What the name is.
  public var kind: Kind
  /// The literal's value, or `nil` for a name computed at run time (a variable, an
  /// interpolation, a concatenation), which cannot be checked.
  public var value: String?
  /// The source file.
  public var path: String
  /// Where the argument starts.
  public var location: SourcePosition
}
