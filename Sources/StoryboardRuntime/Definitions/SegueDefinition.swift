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
  public var location: SourcePosition?

  /// Creates a segue definition.
  public init(
    id: String, sourceID: String?, trigger: String = "viewController", triggerID: String? = nil,
    destinationID: String?, kind: SegueKind, relationship: String? = nil,
    identifier: String? = nil, customClass: String? = nil, customModule: String? = nil,
    unwindAction: String? = nil, modalPresentationStyle: ModalPresentationStyle? = nil,
    modalTransitionStyle: ModalTransitionStyle? = nil, animates: Bool = true,
    destinationCreationSelector: String? = nil, location: SourcePosition? = nil
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
