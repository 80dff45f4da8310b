import StoryboardRuntime

/// The rules of ``StoryboardBundle/lint(knownClasses:)``.
extension Diagnostic.Rule {
  /// A storyboard identifier used by two scenes of one storyboard.
  public static let duplicateIdentifier = Diagnostic.Rule(rawValue: "duplicate-identifier")
  /// A storyboard identifier used in several storyboards: lookups across the bundle cannot
  /// choose.
  public static let ambiguousIdentifier = Diagnostic.Rule(rawValue: "ambiguous-identifier")
  /// A storyboard reference that leads nowhere (SB-9, ERR-1, ERR-3, ERR-23).
  public static let danglingReference = Diagnostic.Rule(rawValue: "dangling-reference")
  /// A placeholder (`storyboardName` runtime attribute) that leads nowhere.
  public static let danglingPlaceholder = Diagnostic.Rule(rawValue: "dangling-placeholder")
  /// References or placeholders that lead back to themselves.
  public static let referenceCycle = Diagnostic.Rule(rawValue: "reference-cycle")
  /// Scenes that contain each other through relationship segues (error).
  public static let relationshipCycle = Diagnostic.Rule(rawValue: "relationship-cycle")
  /// Scenes that embed each other through container views (error).
  public static let embedCycle = Diagnostic.Rule(rawValue: "embed-cycle")
  /// A segue whose destination is no scene of its storyboard.
  public static let missingDestination = Diagnostic.Rule(rawValue: "missing-destination")
  /// The document's entry point (`initialViewController`) names no scene of the storyboard:
  /// the initial controller cannot be instantiated.
  public static let danglingEntryPoint = Diagnostic.Rule(rawValue: "dangling-entry-point")
  /// Two scenes, controllers or segues of one storyboard with the same object ID: segues and
  /// the entry point name objects by ID, so they may lead to the wrong one (error).
  public static let duplicateObjectID = Diagnostic.Rule(rawValue: "duplicate-object-id")
  /// An unwind segue with no action (UNW-1).
  public static let unwindWithoutAction = Diagnostic.Rule(rawValue: "unwind-without-action")
  /// Two segues of one scene with the same identifier: `performSegue` takes the first.
  public static let duplicateSegueIdentifier = Diagnostic.Rule(
    rawValue: "duplicate-segue-identifier")
  /// A push, modal, popover or replace segue, deprecated since iOS 8 (SEG-10).
  public static let deprecatedSegue = Diagnostic.Rule(rawValue: "deprecated-segue")
  /// A scene nothing can instantiate: not initial, no identifier, no segue or reference to it.
  public static let unreachableScene = Diagnostic.Rule(rawValue: "unreachable-scene")
  /// A custom class that is neither registered nor among the known classes (SB-7: UIKit logs
  /// "Unknown class" and uses the base class). Checked only when known classes are given.
  public static let unknownClass = Diagnostic.Rule(rawValue: "unknown-class")
  /// A scene naming a registered class that is not a kind of controller its element needs
  /// (a `<navigationController>` whose class is a plain controller): error.
  public static let wrongClassKind = Diagnostic.Rule(rawValue: "wrong-class-kind")
  /// An unwind action no registered class handles, or a segue action its source's
  /// registered class lacks (`unwindAction(named:)`, `segueAction(named:)`): warning.
  public static let unhandledAction = Diagnostic.Rule(rawValue: "unhandled-action")
  /// An outlet, outlet collection or action connected to no object of its scene (error).
  public static let brokenConnection = Diagnostic.Rule(rawValue: "broken-connection")
  /// A segue whose triggering control the storyboard hides (itself or a view it is in).
  public static let hiddenSegueTrigger = Diagnostic.Rule(rawValue: "hidden-segue-trigger")
  /// A view element the runtime does not model (a map view, a picker view, a web view…): it is
  /// made as a plain view, keeping only what every view keeps (warning).
  public static let unmodelledElement = Diagnostic.Rule(rawValue: "unmodelled-element")
  /// Two objects of one scene with the same accessibility identifier.
  public static let duplicateAccessibilityIdentifier = Diagnostic.Rule(
    rawValue: "duplicate-accessibility-identifier")
}
