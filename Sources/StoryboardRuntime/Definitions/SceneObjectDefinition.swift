/// An object of a scene besides its controller, as the storyboard declares it: a view, a
/// control, a cell, a bar button item, a navigation item, a gesture recognizer, a placeholder.
/// What a test reads of it is kept as data (its attributes as written, its titles per state,
/// its accessibility identifier, its segments); geometry and layout are not.
public struct SceneObjectDefinition: Sendable, Equatable {
  /// The object ID connections and segues refer to.
  @inlinable public var id: String {
    get { storage.fields.id }
    _modify {
      makeStorageUnique()
      yield &storage.fields.id
    }
  }
  /// The XML element (`button`, `label`, `view`, `barButtonItem`, `tapGestureRecognizer`…).
  @inlinable public var element: String {
    get { storage.fields.element }
    _modify {
      makeStorageUnique()
      yield &storage.fields.element
    }
  }
  /// The role it has in its parent (`view`, `rightBarButtonItem`, `contentView`), or `nil` for a
  /// plain subview.
  @inlinable public var key: String? {
    get { storage.fields.key }
    _modify {
      makeStorageUnique()
      yield &storage.fields.key
    }
  }
  /// The element that holds it inside its parent when that is not an object itself
  /// (`subviews`, `rightBarButtonItems`, `items`, `toolbarItems`, `prototypes`), or `nil`.
  @inlinable public var container: String? {
    get { storage.fields.container }
    _modify {
      makeStorageUnique()
      yield &storage.fields.container
    }
  }
  /// The index of the object that contains it in ``ControllerDefinition/objects``, or `nil`
  /// for one the controller contains directly (its view, its navigation item) or a top-level
  /// object of the scene.
  @inlinable public var parent: Int? {
    get { storage.fields.parent }
    _modify {
      makeStorageUnique()
      yield &storage.fields.parent
    }
  }
  /// Whether it sits beside the controller in the scene (a gesture recognizer, a custom
  /// object, the first responder and exit placeholders) rather than inside it.
  @inlinable public var isTopLevel: Bool {
    get { storage.fields.isTopLevel }
    _modify {
      makeStorageUnique()
      yield &storage.fields.isTopLevel
    }
  }
  /// The custom class set in Interface Builder, or `nil`.
  @inlinable public var customClass: String? {
    get { storage.fields.customClass }
    _modify {
      makeStorageUnique()
      yield &storage.fields.customClass
    }
  }
  /// The module of the custom class, or `nil`.
  @inlinable public var customModule: String? {
    get { storage.fields.customModule }
    _modify {
      makeStorageUnique()
      yield &storage.fields.customModule
    }
  }
  /// `target` when the module is the app target's, or `nil`.
  @inlinable public var customModuleProvider: String? {
    get { storage.fields.customModuleProvider }
    _modify {
      makeStorageUnique()
      yield &storage.fields.customModuleProvider
    }
  }
  /// The element's attributes, as written (`title`, `text`, `tag`, `hidden`…).
  @inlinable public var attributes: StoryboardAttributes {
    get { storage.fields.attributes }
    _modify {
      makeStorageUnique()
      yield &storage.fields.attributes
    }
  }
  /// The `<state>` children of a button, by state key (`normal`, `selected`), each with its
  /// attributes (`title`, `image`).
  @inlinable public var states: [String: [String: String]] {
    get { storage.fields.states }
    _modify {
      makeStorageUnique()
      yield &storage.fields.states
    }
  }
  /// The accessibility identifier (`<accessibility identifier=…>`), or `nil`.
  @inlinable public var accessibilityIdentifier: String? {
    get { storage.fields.accessibilityIdentifier }
    _modify {
      makeStorageUnique()
      yield &storage.fields.accessibilityIdentifier
    }
  }
  /// A segmented control's segment titles, in order.
  @inlinable public var segments: [String] {
    get { storage.fields.segments }
    _modify {
      makeStorageUnique()
      yield &storage.fields.segments
    }
  }
  /// Its outlets, outlet collections and actions, in document order.
  @inlinable public var connections: [ConnectionDefinition] {
    get { storage.fields.connections }
    _modify {
      makeStorageUnique()
      yield &storage.fields.connections
    }
  }
  /// Its user-defined runtime attributes, in document order.
  @inlinable public var runtimeAttributes: [RuntimeAttribute] {
    get { storage.fields.runtimeAttributes }
    _modify {
      makeStorageUnique()
      yield &storage.fields.runtimeAttributes
    }
  }
  /// Where the element starts in its file, or `nil` for a definition built in code.
  @inlinable public var location: SourcePosition? {
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
    location: SourcePosition? = nil
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
  @usableFromInline var storage: Storage

  /// Copies the storage if another definition shares it.
  @inlinable mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// The fields of a definition, in a box. Changed only through a definition that holds the
  /// only reference, so sharing it between threads is safe, and no two accesses to its fields
  /// can overlap (they are not checked at run time).
  @usableFromInline final class Storage: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
    @usableFromInline func copy() -> Storage { Storage(fields) }
  }

  /// The fields as a value.
  @usableFromInline struct Fields: Equatable {
    @usableFromInline var id: String
    @usableFromInline var element: String
    @usableFromInline var key: String?
    @usableFromInline var container: String?
    @usableFromInline var parent: Int?
    @usableFromInline var isTopLevel: Bool
    @usableFromInline var customClass: String?
    @usableFromInline var customModule: String?
    @usableFromInline var customModuleProvider: String?
    @usableFromInline var attributes: StoryboardAttributes
    @usableFromInline var states: [String: [String: String]]
    @usableFromInline var accessibilityIdentifier: String?
    @usableFromInline var segments: [String]
    @usableFromInline var connections: [ConnectionDefinition]
    @usableFromInline var runtimeAttributes: [RuntimeAttribute]
    @usableFromInline var location: SourcePosition?
  }
}
