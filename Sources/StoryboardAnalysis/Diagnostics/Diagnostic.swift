import StoryboardRuntime

/// One problem, in compiler style: what the loader, `lint()`, `validate()`, code generation and
/// `storyboard-tool check-code` report. Its description is the form Xcode and clang print;
/// `storyboard-tool --format` also writes JSON lines, GitHub annotations and SARIF.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Sendable, Equatable {
    /// The app would fail at run time (UIKit raises an exception or finds nothing).
    case error
    /// Legal, but probably a mistake.
    case warning
  }

  /// The rules, by the identifiers printed after each message.
  public enum Rule: String, Sendable, Equatable, CaseIterable {
    /// A storyboard identifier used by two scenes of one storyboard.
    case duplicateIdentifier = "duplicate-identifier"
    /// A storyboard identifier used in several storyboards: lookups across the bundle cannot
    /// choose.
    case ambiguousIdentifier = "ambiguous-identifier"
    /// A storyboard reference that leads nowhere (SB-9, ERR-1, ERR-3, ERR-23).
    case danglingReference = "dangling-reference"
    /// A placeholder (`storyboardName` runtime attribute) that leads nowhere.
    case danglingPlaceholder = "dangling-placeholder"
    /// References or placeholders that lead back to themselves.
    case referenceCycle = "reference-cycle"
    /// Scenes that contain each other through relationship segues (error).
    case relationshipCycle = "relationship-cycle"
    /// Scenes that embed each other through container views (error).
    case embedCycle = "embed-cycle"
    /// A segue whose destination is no scene of its storyboard.
    case missingDestination = "missing-destination"
    /// The document's entry point (`initialViewController`) names no scene of the storyboard:
    /// the initial controller cannot be instantiated.
    case danglingEntryPoint = "dangling-entry-point"
    /// Two scenes, controllers or segues of one storyboard with the same object ID: segues and
    /// the entry point name objects by ID, so they may lead to the wrong one (error).
    case duplicateObjectID = "duplicate-object-id"
    /// An unwind segue with no action (UNW-1).
    case unwindWithoutAction = "unwind-without-action"
    /// Two segues of one scene with the same identifier: `performSegue` takes the first.
    case duplicateSegueIdentifier = "duplicate-segue-identifier"
    /// A push, modal, popover or replace segue, deprecated since iOS 8 (SEG-10).
    case deprecatedSegue = "deprecated-segue"
    /// A scene nothing can instantiate: not initial, no identifier, no segue or reference to it.
    case unreachableScene = "unreachable-scene"
    /// A custom class that is neither registered nor among the known classes (SB-7: UIKit logs
    /// "Unknown class" and uses the base class). Checked only when known classes are given.
    case unknownClass = "unknown-class"
    /// A scene naming a registered class that is not a kind of controller its element needs
    /// (a `<navigationController>` whose class is a plain controller): error.
    case wrongClassKind = "wrong-class-kind"
    /// An unwind action no registered class handles, or a segue action its source's
    /// registered class lacks (`unwindAction(named:)`, `segueAction(named:)`): warning.
    case unhandledAction = "unhandled-action"
    /// A file that could not be read as a storyboard (reported by the tool that loads it).
    case unreadableStoryboard = "unreadable-storyboard"
    /// Code names a segue identifier no storyboard defines (`storyboard-tool check-code`).
    case unknownSegueIdentifier = "unknown-segue-identifier"
    /// Code names a Storyboard ID no scene has (`storyboard-tool check-code`).
    case unknownStoryboardIdentifier = "unknown-storyboard-identifier"
    /// Code names a storyboard that does not exist (`storyboard-tool check-code`).
    case unknownStoryboard = "unknown-storyboard"
    /// A storyboard segue identifier no code names (`storyboard-tool check-code --unused`).
    case unusedSegueIdentifier = "unused-segue-identifier"
    /// Two names of a storyboard that become the same Swift name in generated code (warning).
    case nameCollision = "name-collision"
    /// A scene that cannot be instantiated, or a reference that cannot be resolved, when
    /// ``StoryboardBundle/validate()`` tries (error).
    case instantiationFailed = "instantiation-failed"
    /// An identified segue that fails when ``StoryboardBundle/validate()`` performs it (error).
    case segueFailed = "segue-failed"
    /// A file other than a storyboard that `storyboard-tool` cannot read: a flow file, a class
    /// list, a configuration, a source file (error).
    case unreadableInput = "unreadable-input"
    /// A `storyboard-tool` command that could not finish: a step that cannot run, an output that
    /// cannot be written (error).
    case commandFailed = "command-failed"
    /// A split that `storyboard-tool split` refuses: it would change navigation, or cannot be
    /// made safely (error).
    case splitRefused = "split-refused"
    /// Code that instantiates a scene through a storyboard the split takes it out of
    /// (`storyboard-tool split --code`; error), or whose meaning the split changes (warning).
    case splitBreaksInstantiation = "split-breaks-instantiation"
  }

  /// The storyboard's file (its name, for one built in code).
  public var path: String
  /// Where in the file, when known.
  public var location: SourceLocation?
  /// How serious it is.
  public var severity: Severity
  /// The rule broken.
  public var rule: Rule
  /// What is wrong and how to fix it: the sentence Xcode shows.
  public var message: String
  /// How to fix it, on its own (the end of ``message``), or `nil` when the fix is said only
  /// inside the message (a runtime error's own words).
  public var fix: String?

  /// Creates a diagnostic.
  /// - Parameters:
  ///   - path: The file, as the user gave it.
  ///   - location: The line and column in it, when there is one.
  ///   - severity: Whether it is an error or a warning.
  ///   - rule: The rule that found it.
  ///   - message: What is wrong and how to fix it, as one sentence.
  ///   - fix: The part of `message` that says how to fix it.
  public init(
    path: String, location: SourceLocation?, severity: Severity, rule: Rule, message: String,
    fix: String? = nil
  ) {
    self.path = path
    self.location = location
    self.severity = severity
    self.rule = rule
    self.message = message
    self.fix = fix
  }

  /// Creates a diagnostic whose message is `problem`, then `fix` after a semicolon.
  public init(
    path: String, location: SourceLocation?, severity: Severity, rule: Rule, problem: String,
    fix: String?
  ) {
    self.init(
      path: path, location: location, severity: severity, rule: rule,
      message: fix.map { "\(problem); \($0)" } ?? problem, fix: fix)
  }

  /// `path:line:column: warning|error: message [rule-id]`, as Xcode and clang print them.
  public var description: String {
    Self.compilerStyle(path: path, location: location, severity: severity, message: message)
      + " [\(rule.rawValue)]"
  }

  /// `path:line:column: severity: message`: the form Xcode and clang print, line and column 1
  /// when the place is unknown. The one place that writes it, for diagnostics and for the
  /// loader's errors.
  public static func compilerStyle(
    path: String, location: SourceLocation?, severity: Severity, message: String
  ) -> String {
    SourceLocation.compilerStyle(
      path: path, location: location, severity: severity.rawValue, message: message)
  }
}
