/// An error from loading, instantiating or segueing with storyboards.
///
/// Where UIKit raises an exception for the same failure, the description starts with UIKit's
/// message (the ERR table of UIKit's behaviour); each message then says how to fix it.
public enum StoryboardError: Error, Sendable, Equatable, CustomStringConvertible {
  /// ERR-1: no storyboard with this name in the bundle.
  case storyboardNotFound(name: String, bundle: String)
  /// ERR-1 for `bundle: nil`: ``StoryboardBundle/main`` is not set.
  case mainBundleNotSet(storyboard: String)
  /// ERR-3: no controller with this storyboard identifier.
  case identifierNotFound(storyboard: String, identifier: String)
  /// ERR-4: a creator (or `@IBSegueAction`) returned an instance of the wrong class.
  case creatorReturnedWrongClass(instance: String, expectedClass: String)
  /// ERR-5: a creator returned an instance that did not call `super.init(coder:)` with the
  /// coder it was given; `segueAction` names the `@IBSegueAction` when there is one.
  case creatorSkippedSuperInit(segueAction: String?)
  /// SB-4: the class's `init?(coder:)` returned `nil`, so the scene has no controller.
  case initWithCoderReturnedNil(className: String)
  /// ERR-8: `performSegue(withIdentifier:sender:)` with an identifier the receiver's scene has
  /// no segue for.
  case noSegue(receiver: String, identifier: String)
  /// ERR-9: a deprecated push segue from a controller outside a navigation controller.
  case pushSegueOutsideNavigationController
  /// ERR-10: the segue's custom class is not registered.
  case unknownSegueClass(String)
  /// ERR-23: a storyboard reference without reference information.
  case missingReferenceInfo(placeholder: String)
  /// ERR-24: an unwind segue without an unwind action.
  case unwindWithoutAction
  /// SB-7 in a strict bundle: the custom class is not registered.
  case unknownClass(name: String, storyboard: String, location: SourcePosition?)
  /// A runtime attribute for a key the class does not handle (`NSUnknownKeyException`).
  case undefinedKey(className: String, keyPath: String)
  /// A scene names a registered class that is not a kind of controller its element needs (a
  /// `<navigationController>` naming a plain controller class).
  case wrongClassKind(
    className: String, requiredClass: String, scene: String, storyboard: String,
    location: SourcePosition?)
  /// Storyboard references that lead back to themselves.
  case referenceCycle([String])
  /// Scenes that contain each other through relationship segues (a container that is its own
  /// child or ancestor), through references and placeholders too: the path of scenes.
  case relationshipCycle([String])
  /// Scenes that embed each other through container views (with relationships, references
  /// or placeholders on the way): the path of scenes.
  case embedCycle([String])
  /// Containers nested deeper than the runtime instantiates (100 levels):
  /// the outermost scenes of the chain and its depth.
  case containmentTooDeep(scenes: [String], depth: Int)
  /// A reference to the initial controller of a storyboard that has none.
  case noInitialViewController(storyboard: String)
  /// The instantiated controller is not of the type the caller asked for (SB-5.7).
  case typeMismatch(expected: String, actual: String)
  /// A segue whose destination is not in the storyboard.
  case missingDestination(segue: String, destination: String, storyboard: String)
  /// A segue that cannot be performed from code (embed, relationship).
  case segueNotPerformable(identifier: String, kind: String)
  /// A segue ID (the `id` of a `<segue>`) that the receiver's scene does not have.
  case noSegueWithID(receiver: String, id: String)
  /// A storyboard identifier used in more than one storyboard of a bundle.
  case ambiguousIdentifier(String, storyboards: [String])
  /// No `<name>.xib` in the bundle a nib is opened in (UIKit raises
  /// `NSInternalInconsistencyException` when such a nib is instantiated).
  case nibNotFound(name: String, bundle: String)
  /// A nib was opened where no module that reads nib files is linked.
  case nibReaderNotLinked(name: String)

  /// A path of scenes as `A -> B -> C`; a long one keeps its first five and last two scenes
  /// and says how many it leaves out.
  /// `A -> B -> …`, with the middle of a long chain elided: what errors and lint print.
  package static func path(_ scenes: [String]) -> String {
    guard scenes.count > 12 else { return scenes.joined(separator: " -> ") }
    let left = scenes.count - 7
    return (scenes.prefix(5) + ["… \(left) more …"] + scenes.suffix(2)).joined(separator: " -> ")
  }

  /// The name of the Objective-C exception UIKit raises in this case:
  /// `NSUnknownKeyException` for an undefined runtime attribute key,
  /// `NSInternalInconsistencyException` for a nib that cannot be loaded, else
  /// `NSInvalidArgumentException`.
  public var exceptionName: String {
    switch self {
    case .undefinedKey: return "NSUnknownKeyException"
    case .nibNotFound, .nibReaderNotLinked: return "NSInternalInconsistencyException"
    default: return "NSInvalidArgumentException"
    }
  }

  /// UIKit's message where it has one, then what to do.
  public var description: String {
    switch self {
    case .storyboardNotFound(let name, let bundle) where bundle.hasSuffix(" (not loaded)"):
      return "Could not find a storyboard named '\(name)' in bundle \(bundle). "
        + "Link a bundle with that identifier and its storyboards (StoryboardBundle.link(_:)), "
        + "or fix the reference's bundle identifier."
    case .storyboardNotFound(let name, let bundle):
      return "Could not find a storyboard named '\(name)' in bundle \(bundle). "
        + "Add a storyboard with that name to the bundle, or fix the name."
    case .nibNotFound(let name, let bundle):
      return "Could not load NIB in bundle: '\(bundle)' with name '\(name)'. Copy \(name).xib "
        + "into the target's resources (resources: [.copy(\"\(name).xib\")] or its folder), or "
        + "fix the name."
    case .nibReaderNotLinked(let name):
      return "Could not load NIB '\(name)': no module that reads nib files is linked. Add "
        + "StoryboardsUIKit, which reads them, to the target's dependencies."
    case .mainBundleNotSet(let storyboard):
      return "Could not find a storyboard named '\(storyboard)' in the main bundle: "
        + "StoryboardBundle.main is not set. Set it to the app's storyboards (for example "
        + "try StoryboardBundle(contentsOfFolder:)) before opening storyboards with bundle nil."
    case .identifierNotFound(let storyboard, let identifier):
      return "Storyboard (\(storyboard)) doesn't contain a view controller with identifier "
        + "'\(identifier)'. Set the Storyboard ID of the scene, or fix the identifier."
    case .creatorReturnedWrongClass(let instance, let expectedClass):
      return "Custom instantiated \(instance) must be kind of class \(expectedClass). Return "
        + "a \(expectedClass) from the creator, or change the scene's class."
    case .creatorSkippedSuperInit(let segueAction):
      let base = "Custom instantiated view controller must call -[super initWithCoder:]"
      guard let segueAction else {
        return base + ". Create it with init(coder:) and the given coder."
      }
      return base + " when created from \(segueAction). Create it with init(coder:) and the "
        + "given coder."
    case .initWithCoderReturnedNil(let className):
      return "\(className).init(coder:) returned nil, so the storyboard cannot create its "
        + "controller. Return a controller from init?(coder:): call super.init(coder: coder)."
    case .noSegue(let receiver, let identifier):
      return "Receiver (\(receiver)) has no segue with identifier '\(identifier)'. "
        + "Check the segue's identifier in the storyboard."
    case .pushSegueOutsideNavigationController:
      return "Push segues can only be used when the source controller is managed by an "
        + "instance of UINavigationController. Embed the source in a navigation controller, or "
        + "make the segue a show segue."
    case .unknownSegueClass(let name):
      return "Could not create a segue of class '\(name)'. Register it with "
        + "StoryboardBundle.register(segue:)."
    case .missingReferenceInfo(let placeholder):
      return "Could not find reference info for placeholder with identifier '\(placeholder)'. "
        + "Set the reference's storyboard name in Interface Builder."
    case .unwindWithoutAction:
      return "Cannot perform an unwind without an unwind action. Connect the segue to an "
        + "unwind action in Interface Builder."
    case .unknownClass(let name, let storyboard, let location):
      let place = location.map { "\(storyboard):\($0)" } ?? storyboard
      return "Unknown class \(name) in Interface Builder file. (\(place)) Register the class "
        + "with StoryboardBundle.register(_:), or make the bundle lenient."
    case .wrongClassKind(let className, let requiredClass, let scene, let storyboard, let location):
      let place = location.map { "\(storyboard):\($0)" } ?? storyboard
      return "The scene '\(scene)' (\(place)) is a \(requiredClass) in the storyboard, but its "
        + "class \(className) is not a kind of \(requiredClass): UIKit would send it messages it "
        + "does not understand. Make \(className) a subclass of \(requiredClass), or change the "
        + "scene's class."
    case .undefinedKey(let className, let keyPath):
      return "[<\(className)> setValue:forUndefinedKey:]: this class is not key value "
        + "coding-compliant for the key \(keyPath). Override setValue(_:forKeyPath:) in "
        + "\(className) to handle it, or remove the runtime attribute."
    case .referenceCycle(let chain):
      return "Storyboard references form a cycle: \(Self.path(chain)). "
        + "Point one of them at a real scene."
    case .relationshipCycle(let scenes) where Set(scenes).count == 1:
      return "The scene \(scenes[0]) contains itself through a relationship segue: a view "
        + "controller cannot be its own child, so it can never be instantiated. Point the "
        + "relationship at another scene."
    case .relationshipCycle(let scenes):
      return "The scenes \(Self.path(scenes)) contain each other through "
        + "relationship segues: a view controller cannot be its own child or ancestor, so it "
        + "can never be instantiated. Point one of the relationships at another scene."
    case .embedCycle(let scenes) where Set(scenes).count == 1:
      return "The scene \(scenes[0]) embeds itself through a container view: loading its view "
        + "would never end. Point the embed segue at another scene."
    case .embedCycle(let scenes):
      return "The scenes \(Self.path(scenes)) embed each other through container "
        + "views: loading the first view would never end. Point one of the embed segues at "
        + "another scene."
    case .containmentTooDeep(let scenes, let depth):
      return "The scenes \(scenes.joined(separator: " -> ")) -> … nest containers more than "
        + "\(depth) deep, which no app needs and which would exhaust the stack. Flatten the "
        + "hierarchy or break the chain of relationship and embed segues."
    case .noInitialViewController(let storyboard):
      return "Failed to instantiate the default view controller for '\(storyboard)' - perhaps "
        + "the designated entry point is not set? Set the storyboard's entry point (Is Initial "
        + "View Controller), or open one of its scenes by its Storyboard ID."
    case .typeMismatch(let expected, let actual):
      return "The storyboard created a \(actual), not a \(expected). Set the scene's custom "
        + "class to \(expected), or ask for \(actual)."
    case .missingDestination(let segue, let destination, let storyboard):
      return "The segue '\(segue)' in '\(storyboard)' leads to '\(destination)', which is not "
        + "in the storyboard. Reconnect the segue."
    case .segueNotPerformable(let identifier, let kind):
      return "The \(kind) segue '\(identifier)' cannot be performed from code: it runs when "
        + "its container loads. Load the container's view instead, or perform another segue."
    case .noSegueWithID(let receiver, let id):
      return "Receiver (\(receiver)) has no segue with ID '\(id)'. Check the segue's id in the "
        + "storyboard (the id attribute of its <segue> element)."
    case .ambiguousIdentifier(let identifier, let storyboards):
      return "The identifier '\(identifier)' is used in \(storyboards.count) storyboards "
        + "(\(storyboards.joined(separator: ", "))). Give each scene its own identifier."
    }
  }
}
