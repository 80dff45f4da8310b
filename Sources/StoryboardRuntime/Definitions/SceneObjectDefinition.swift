/// An object of a scene besides its controller, as the storyboard declares it: a view, a
/// control, a cell, a bar button item, a navigation item, a gesture recognizer, a placeholder.
/// What a test reads of it is kept as data (its attributes as written, its titles per state,
/// its accessibility identifier, its segments); geometry and layout are not.
public struct SceneObjectDefinition: Sendable, Equatable {
  /// The object ID connections and segues refer to.
  public var id: String
  /// The XML element (`button`, `label`, `view`, `barButtonItem`, `tapGestureRecognizer`…).
  public var element: String
  /// The role it has in its parent (`view`, `rightBarButtonItem`, `contentView`), or `nil` for a
  /// plain subview.
  public var key: String?
  /// The element that holds it inside its parent when that is not an object itself
  /// (`subviews`, `rightBarButtonItems`, `items`, `toolbarItems`, `prototypes`), or `nil`.
  public var container: String?
  /// The index of the object that contains it in ``ControllerDefinition/objects``, or `nil`
  /// for one the controller contains directly (its view, its navigation item) or a top-level
  /// object of the scene.
  public var parent: Int?
  /// Whether it sits beside the controller in the scene (a gesture recognizer, a custom
  /// object, the first responder and exit placeholders) rather than inside it.
  public var isTopLevel: Bool
  /// The custom class set in Interface Builder, or `nil`.
  public var customClass: String?
  /// The module of the custom class, or `nil`.
  public var customModule: String?
  /// `target` when the module is the app target's, or `nil`.
  public var customModuleProvider: String?
  /// The element's attributes, as written (`title`, `text`, `tag`, `hidden`…).
  public var attributes: StoryboardAttributes
  /// The `<state>` children of a button, by state key (`normal`, `selected`), each with its
  /// attributes (`title`, `image`).
  public var states: [String: [String: String]]
  /// The accessibility identifier (`<accessibility identifier=…>`), or `nil`.
  public var accessibilityIdentifier: String?
  /// A segmented control's segment titles, in order.
  public var segments: [String]
  /// Its outlets, outlet collections and actions, in document order.
  public var connections: [ConnectionDefinition]
  /// Its user-defined runtime attributes, in document order.
  public var runtimeAttributes: [RuntimeAttribute]
  /// Where the element starts in its file, or `nil` for a definition built in code.
  public var location: SourceLocation?

  /// Creates an object definition.
  public init(
    id: String, element: String, key: String? = nil, container: String? = nil, parent: Int? = nil,
    isTopLevel: Bool = false,
    customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
    attributes: StoryboardAttributes = [:], states: [String: [String: String]] = [:],
    accessibilityIdentifier: String? = nil, segments: [String] = [],
    connections: [ConnectionDefinition] = [], runtimeAttributes: [RuntimeAttribute] = [],
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.element = element
    self.key = key
    self.container = container
    self.parent = parent
    self.isTopLevel = isTopLevel
    self.customClass = customClass
    self.customModule = customModule
    self.customModuleProvider = customModuleProvider
    self.attributes = attributes
    self.states = states
    self.accessibilityIdentifier = accessibilityIdentifier
    self.segments = segments
    self.connections = connections
    self.runtimeAttributes = runtimeAttributes
    self.location = location
  }
}
