/// A segue of a storyboard: what triggers it, where it goes and how.
public struct SegueDefinition: Sendable, Equatable {
  /// The segue's object ID.
  public var id: String
  /// The object ID of the controller of the scene that contains the segue, or `nil` when the
  /// scene has no controller.
  public var sourceID: String?
  /// The tag of the element that triggers the segue (`button`, `tableViewCell`,
  /// `barButtonItem`…), or the source controller's own tag for manual, relationship and
  /// controller-level segues.
  public var trigger: String
  /// The object ID of the triggering element, or `nil` when it is the controller itself.
  public var triggerID: String?
  /// The object ID of the destination (for an unwind segue, the scene's Exit object).
  public var destinationID: String?
  /// The kind (`show`, `presentation`, `relationship`, `unwind`…).
  public var kind: SegueKind
  /// For a relationship: its name (`rootViewController`, `viewControllers`…).
  public var relationship: String?
  /// The identifier code refers to, or `nil`.
  public var identifier: String?
  /// A custom `StoryboardSegue` subclass, or `nil`.
  public var customClass: String?
  /// The module of the custom class, or `nil`.
  public var customModule: String?
  /// For an unwind segue: the unwind action (`unwindToList:`).
  public var unwindAction: String?
  /// The presentation style the segue imposes, or `nil` for the destination's own (SEG-6).
  public var modalPresentationStyle: ModalPresentationStyle?
  /// The transition style the segue imposes, or `nil` for the destination's own (SEG-6).
  public var modalTransitionStyle: ModalTransitionStyle?
  /// The Interface Builder "Animates" checkbox.
  public var animates: Bool
  /// The `@IBSegueAction` method that creates the destination (SB-6), or `nil`.
  public var destinationCreationSelector: String?
  /// Where the element starts in its file, or `nil` for a definition built in code.
  public var location: SourceLocation?

  /// Creates a segue definition.
  public init(
    id: String, sourceID: String?, trigger: String = "viewController", triggerID: String? = nil,
    destinationID: String?, kind: SegueKind, relationship: String? = nil,
    identifier: String? = nil, customClass: String? = nil, customModule: String? = nil,
    unwindAction: String? = nil, modalPresentationStyle: ModalPresentationStyle? = nil,
    modalTransitionStyle: ModalTransitionStyle? = nil, animates: Bool = true,
    destinationCreationSelector: String? = nil, location: SourceLocation? = nil
  ) {
    self.id = id
    self.sourceID = sourceID
    self.trigger = trigger
    self.triggerID = triggerID
    self.destinationID = destinationID
    self.kind = kind
    self.relationship = relationship
    self.identifier = identifier
    self.customClass = customClass
    self.customModule = customModule
    self.unwindAction = unwindAction
    self.modalPresentationStyle = modalPresentationStyle
    self.modalTransitionStyle = modalTransitionStyle
    self.animates = animates
    self.destinationCreationSelector = destinationCreationSelector
    self.location = location
  }
}

/// The kind of a segue, as the `kind` XML attribute names it.
public enum SegueKind: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Show (SEG-4): push in a navigation controller, else adaptive.
  case show
  /// Show Detail (SEG-5).
  case showDetail
  /// Present Modally (SEG-6).
  case presentation
  /// Present as Popover (SEG-7).
  case popoverPresentation
  /// Embed in a container view (SEG-8).
  case embed
  /// Relationship of a container to its children (SB-10); not a runtime segue.
  case relationship
  /// Unwind (UNW-1..6).
  case unwind
  /// Custom (SEG-9).
  case custom
  /// Deprecated Push (SEG-10).
  case push
  /// Deprecated Modal (SEG-10).
  case modal
  /// Deprecated Popover (SEG-10).
  case popover
  /// Deprecated Replace (SEG-10).
  case replace
  /// A kind this runtime does not know, kept with its name.
  case other(String)

  /// The kind named `name` in a storyboard file.
  public init(name: String) {
    switch name {
    case "show": self = .show
    case "showDetail": self = .showDetail
    case "presentation": self = .presentation
    case "popoverPresentation": self = .popoverPresentation
    case "embed": self = .embed
    case "relationship": self = .relationship
    case "unwind": self = .unwind
    case "custom": self = .custom
    case "push": self = .push
    case "modal": self = .modal
    case "popover": self = .popover
    case "replace": self = .replace
    default: self = .other(name)
    }
  }

  /// The name used in storyboard files (`show`, `presentation`…).
  public var description: String {
    switch self {
    case .show: return "show"
    case .showDetail: return "showDetail"
    case .presentation: return "presentation"
    case .popoverPresentation: return "popoverPresentation"
    case .embed: return "embed"
    case .relationship: return "relationship"
    case .unwind: return "unwind"
    case .custom: return "custom"
    case .push: return "push"
    case .modal: return "modal"
    case .popover: return "popover"
    case .replace: return "replace"
    case .other(let name): return name
    }
  }
}

extension ModalPresentationStyle {
  /// The style named `name` in a storyboard file (`fullScreen`, `formSheet`…), or `nil`.
  public init?(storyboardName name: String) {
    guard let style = Self.allCases.first(where: { $0.description == name }) else { return nil }
    self = style
  }
}

extension ModalTransitionStyle {
  /// The style named `name` in a storyboard file (`crossDissolve`…), or `nil`.
  public init?(storyboardName name: String) {
    switch name {
    case "coverVertical": self = .coverVertical
    case "flipHorizontal": self = .flipHorizontal
    case "crossDissolve": self = .crossDissolve
    case "partialCurl": self = .partialCurl
    default: return nil
    }
  }
}

extension SegueDefinition {
  /// What to do about a segue that leads to no scene.
  public static let missingDestinationFix = "reconnect or delete it"
}
