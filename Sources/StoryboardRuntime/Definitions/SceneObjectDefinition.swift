/// An object of a scene besides its controller, as the storyboard declares it: a view, a
/// control, a cell, a bar button item, a navigation item, a gesture recognizer, a placeholder.
/// What a test reads of it is kept as data (its attributes as written, its titles per state,
/// its accessibility identifier, its segments); geometry and layout are not.
public struct SceneObjectDefinition: Sendable, Equatable {
  /// The object ID connections and segues refer to.
  public var id: String {
    get { storage.fields.id }
    _modify {
      makeStorageUnique()
      yield &storage.fields.id
    }
  }
  /// The XML element (`button`, `label`, `view`, `barButtonItem`, `tapGestureRecognizer`…).
  public var element: String {
    get { storage.fields.element }
    _modify {
      makeStorageUnique()
      yield &storage.fields.element
    }
  }
  /// The role it has in its parent (`view`, `rightBarButtonItem`, `contentView`), or `nil` for a
  /// plain subview.
  public var key: String? {
    get { storage.fields.key }
    _modify {
      makeStorageUnique()
      yield &storage.fields.key
    }
  }
  /// The element that holds it inside its parent when that is not an object itself
  /// (`subviews`, `rightBarButtonItems`, `items`, `toolbarItems`, `prototypes`), or `nil`.
  public var container: String? {
    get { storage.fields.container }
    _modify {
      makeStorageUnique()
      yield &storage.fields.container
    }
  }
  /// The index of the object that contains it in ``ControllerDefinition/objects``, or `nil`
  /// for one the controller contains directly (its view, its navigation item) or a top-level
  /// object of the scene.
  public var parent: Int? {
    get { storage.fields.parent }
    _modify {
      makeStorageUnique()
      yield &storage.fields.parent
    }
  }
  /// Whether it sits beside the controller in the scene (a gesture recognizer, a custom
  /// object, the first responder and exit placeholders) rather than inside it.
  public var isTopLevel: Bool {
    get { storage.fields.isTopLevel }
    _modify {
      makeStorageUnique()
      yield &storage.fields.isTopLevel
    }
  }
  /// The custom class set in Interface Builder, or `nil`.
  public var customClass: String? {
    get { storage.fields.customClass }
    _modify {
      makeStorageUnique()
      yield &storage.fields.customClass
    }
  }
  /// The module of the custom class, or `nil`.
  public var customModule: String? {
    get { storage.fields.customModule }
    _modify {
      makeStorageUnique()
      yield &storage.fields.customModule
    }
  }
  /// `target` when the module is the app target's, or `nil`.
  public var customModuleProvider: String? {
    get { storage.fields.customModuleProvider }
    _modify {
      makeStorageUnique()
      yield &storage.fields.customModuleProvider
    }
  }
  /// The element's attributes, as written (`title`, `text`, `tag`, `hidden`…).
  public var attributes: StoryboardAttributes {
    get { storage.fields.attributes }
    _modify {
      makeStorageUnique()
      yield &storage.fields.attributes
    }
  }
  /// The `<state>` children of a button, by state key (`normal`, `selected`), each with its
  /// attributes (`title`, `image`).
  public var states: [String: [String: String]] {
    get { storage.fields.states }
    _modify {
      makeStorageUnique()
      yield &storage.fields.states
    }
  }
  /// The accessibility identifier (`<accessibility identifier=…>`), or `nil`.
  public var accessibilityIdentifier: String? {
    get { storage.fields.accessibilityIdentifier }
    _modify {
      makeStorageUnique()
      yield &storage.fields.accessibilityIdentifier
    }
  }
  /// A segmented control's segment titles, in order.
  public var segments: [String] {
    get { storage.fields.segments }
    _modify {
      makeStorageUnique()
      yield &storage.fields.segments
    }
  }
  /// Its outlets, outlet collections and actions, in document order.
  public var connections: [ConnectionDefinition] {
    get { storage.fields.connections }
    _modify {
      makeStorageUnique()
      yield &storage.fields.connections
    }
  }
  /// Its user-defined runtime attributes, in document order.
  public var runtimeAttributes: [RuntimeAttribute] {
    get { storage.fields.runtimeAttributes }
    _modify {
      makeStorageUnique()
      yield &storage.fields.runtimeAttributes
    }
  }
  /// Where the element starts in its file, or `nil` for a definition built in code.
  public var location: SourceLocation? {
    get { storage.fields.location }
    _modify {
      makeStorageUnique()
      yield &storage.fields.location
    }
  }

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
    storage = Storage(
      Fields(
        id: id, element: element, key: key, container: container, parent: parent,
        isTopLevel: isTopLevel, customClass: customClass, customModule: customModule,
        customModuleProvider: customModuleProvider, attributes: attributes, states: states,
        accessibilityIdentifier: accessibilityIdentifier, segments: segments,
        connections: connections, runtimeAttributes: runtimeAttributes, location: location))
  }

  /// Equal when every field is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// The fields, shared between copies until one is changed: copying a definition (as each
  /// instantiation's coder does) costs one reference.
  private var storage: Storage

  /// Copies the storage if another definition shares it.
  private mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// The fields of a definition, in a box. Changed only through a definition that holds the
  /// only reference, so sharing it between threads is safe.
  private final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
    func copy() -> Storage { Storage(fields) }
  }

  /// The fields as a value.
  private struct Fields: Equatable {
    var id: String
    var element: String
    var key: String?
    var container: String?
    var parent: Int?
    var isTopLevel: Bool
    var customClass: String?
    var customModule: String?
    var customModuleProvider: String?
    var attributes: StoryboardAttributes
    var states: [String: [String: String]]
    var accessibilityIdentifier: String?
    var segments: [String]
    var connections: [ConnectionDefinition]
    var runtimeAttributes: [RuntimeAttribute]
    var location: SourceLocation?
  }
}
