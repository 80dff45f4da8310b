import Foundation

/// Makes the instance a storyboard object declares: a view of its element's class (or of its
/// custom class, found by name), a navigation item, a bar button item, a tab bar item, a
/// gesture recognizer. An element the runtime does not model becomes a plain ``View``; a
/// custom class that cannot be found is replaced by its element's class with UIKit's warning
/// (SB-7).
package enum SceneObjectFactory {
  /// The class for each view element: the core's own, and those of the linked module of views
  /// (``SceneElementCatalog``).
  static let viewClasses: [String: View.Type] = coreViewClasses.merging(
    SceneElementCatalogs.linked?.viewClasses ?? [:]
  ) { core, _ in core }

  /// The core's class for each view element it models itself.
  private static let coreViewClasses: [String: View.Type] = [
    "view": View.self, "label": Label.self, "textField": TextField.self,
    "imageView": ImageView.self, "scrollView": ScrollView.self,
    "toolbar": Toolbar.self, "navigationBar": NavigationBar.self, "tabBar": TabBar.self,
    "searchBar": SearchBar.self, "refreshControl": RefreshControl.self,
    // UIKit's plain views under other names: a container view, a cell's content view.
    "containerView": View.self, "tableViewCellContentView": View.self,
    "collectionViewCellContentView": View.self,
  ]

  /// The objects of a scene that are no view: items, layouts, recognizers, guides.
  private static let nonViewElements: Set<String> = Set([
    "navigationItem", "barButtonItem", "tabBarItem", "viewControllerLayoutGuide",
    "viewLayoutGuide", "customObject",
  ]).union(SceneElementCatalogs.linked?.objectElements ?? [])

  /// Whether the runtime models `element`: a view of its own class, or an object it makes or
  /// knows it makes nothing for. Any other element becomes a plain ``View``, keeping only
  /// what every view keeps (lint reports it: `unmodelled-element`).
  package static func models(_ element: String) -> Bool {
    viewClasses[element] != nil || noInstance.contains(element)
      || nonViewElements.contains(element) || element.hasSuffix("GestureRecognizer")
  }

  /// Elements that are objects but no instance (placeholders) or not modelled as one.
  private static let noInstance: Set<String> = [
    "placeholder", "exit", "tableViewSection", "constraint",
  ]

  /// The instance for `object`, or `nil` for a placeholder.
  static func make(_ object: SceneObjectDefinition, storyboard: Storyboard) -> AnyObject? {
    let coder = SceneObjectCoder(object: object, storyboard: storyboard)
    switch object.element {
    case _ where noInstance.contains(object.element):
      return nil
    case "customObject":
      return makeCustomObject(object, storyboard: storyboard)
    case "navigationItem":
      let item = NavigationItem()
      item.title = object.attributes["title"]
      item.prompt = object.attributes["prompt"]
      item.backButtonTitle = object.attributes["backButtonTitle"]
      return item
    case let element
    where SceneElementCatalogs.linked?.objectElements.contains(element) == true:
      return SceneElementCatalogs.linked?.makeObject(object)
    case "barButtonItem":
      return BarButtonItem(storyboardObject: object)
    case "tabBarItem":
      let item = TabBarItem()
      item.title = object.attributes["title"]
      item.image = object.attributes["image"].flatMap { Image(named: $0) }
      item.tag = object.attributes["tag"].flatMap { Int($0) } ?? 0
      return item
    case let element where element.hasSuffix("GestureRecognizer"):
      let base: GestureRecognizer.Type =
        switch element {
        case "tapGestureRecognizer": TapGestureRecognizer.self
        case "panGestureRecognizer": PanGestureRecognizer.self
        default: GestureRecognizer.self
        }
      let type = customClass(of: object, storyboard: storyboard, as: GestureRecognizer.self)
      let recognizer = (type ?? base).init()
      if let tap = recognizer as? TapGestureRecognizer {
        tap.numberOfTapsRequired =
          object.attributes["numberOfTapsRequired"].flatMap { Int($0) } ?? 1
      }
      recognizer.isEnabled = object.attributes["enabled"] != "NO"
      return recognizer
    default:
      let base = viewClasses[object.element] ?? View.self
      var type = base
      if let custom = customClass(of: object, storyboard: storyboard, as: View.self),
        isClass(custom, kindOf: base)
      {
        type = custom
      }
      return type.init(coder: coder) ?? base.init(coder: NSCoder()) ?? View()
    }
  }

  /// A `<customObject>`: an instance of its class, found by name and made with `init()`, as
  /// UIKit makes it (`nil`, with a warning, when the class cannot be found or made; with no
  /// class, UIKit's `NSObject` has nothing to connect and none is made).
  private static func makeCustomObject(_ object: SceneObjectDefinition, storyboard: Storyboard)
    -> AnyObject?
  {
    guard let name = object.customClass, let type = customClass(of: object, storyboard: storyboard)
    else { return nil }
    guard let made = (type as? ObjectiveCInitializable.Type)?.makeInstance() else {
      NavigationEventCenter.emit {
        NavigationEvent(
          ControllerReference(className: name), .warning(.customObjectNotMade(className: name)))
      }
      return nil
    }
    return made
  }

  /// The custom class of `object` when it is a `Kind`, found by name; `nil` (with UIKit's
  /// warning for a class that cannot be found) otherwise.
  private static func customClass<Kind: AnyObject>(
    of object: SceneObjectDefinition, storyboard: Storyboard, as kind: Kind.Type
  ) -> Kind.Type? {
    guard let found = customClass(of: object, storyboard: storyboard) else { return nil }
    if let type = found as? Kind.Type { return type }
    let name = object.customClass ?? ""
    NavigationEventCenter.emit {
      NavigationEvent(ControllerReference(className: name), .warning(.unknownClass(name)))
    }
    return nil
  }

  /// The custom class of `object`, found by name; `nil` with UIKit's warning for a class that
  /// cannot be found.
  private static func customClass(of object: SceneObjectDefinition, storyboard: Storyboard)
    -> AnyClass?
  {
    guard let name = object.customClass else { return nil }
    let modules = ClassLookup.modules(
      customModule: object.customModule, provider: object.customModuleProvider,
      bundle: storyboard.bundle)
    if let found = ClassLookup.find(name, modules: modules) { return found }
    NavigationEventCenter.emit {
      NavigationEvent(ControllerReference(className: name), .warning(.unknownClass(name)))
    }
    return nil
  }
}
