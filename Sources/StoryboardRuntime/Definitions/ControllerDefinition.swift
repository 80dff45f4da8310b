/// The controller of a scene.
public struct ControllerDefinition: Sendable, Equatable {
  /// The object ID segues and the entry point refer to.
  public var id: String
  /// The XML element (`viewController`, `navigationController`, `viewControllerPlaceholder`…).
  public var element: String
  /// The storyboard identifier (`storyboardIdentifier`, or a WatchKit `identifier`), or `nil`.
  public var storyboardIdentifier: String?
  /// The custom class set in Interface Builder, or `nil` for the element's own class.
  public var customClass: String?
  /// The module of the custom class, or `nil`.
  public var customModule: String?
  /// `target` when the module is the app target's, or `nil`.
  public var customModuleProvider: String?
  /// The controller's `title` attribute, or `nil`.
  public var title: String?
  /// For a storyboard reference (`viewControllerPlaceholder`): what it refers to.
  public var reference: StoryboardReference?
  /// The user-defined runtime attributes, in document order.
  public var runtimeAttributes: [RuntimeAttribute]
  /// Where the element starts in its file, or `nil` for a definition built in code.
  public var location: SourceLocation?
  /// The title of the controller's `<navigationItem>`, or `nil`.
  public var navigationItemTitle: String? {
    get { barItems?.navigationItemTitle }
    set { barItems = BarItems(newValue, tabBarItemTitle, tabBarItemImage) }
  }
  /// The title of the controller's `<tabBarItem>`, or `nil`.
  public var tabBarItemTitle: String? {
    get { barItems?.tabBarItemTitle }
    set { barItems = BarItems(navigationItemTitle, newValue, tabBarItemImage) }
  }
  /// The image name of the controller's `<tabBarItem>`, or `nil`.
  public var tabBarItemImage: String? {
    get { barItems?.tabBarItemImage }
    set { barItems = BarItems(navigationItemTitle, tabBarItemTitle, newValue) }
  }
  /// The bar items, kept out of line: most scenes have none, and definitions are copied often.
  private var barItems: BarItems?

  /// Creates a controller definition.
  public init(
    id: String, element: String = "viewController", storyboardIdentifier: String? = nil,
    customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
    title: String? = nil, reference: StoryboardReference? = nil,
    runtimeAttributes: [RuntimeAttribute] = [], location: SourceLocation? = nil,
    navigationItemTitle: String? = nil, tabBarItemTitle: String? = nil,
    tabBarItemImage: String? = nil
  ) {
    barItems = BarItems(navigationItemTitle, tabBarItemTitle, tabBarItemImage)
    self.id = id
    self.element = element
    self.storyboardIdentifier = storyboardIdentifier
    self.customClass = customClass
    self.customModule = customModule
    self.customModuleProvider = customModuleProvider
    self.title = title
    self.reference = reference
    self.runtimeAttributes = runtimeAttributes
    self.location = location
  }

  /// What kind of controller the element is.
  public var kind: ControllerKind { ControllerKind(element: element) }

  /// The class name that describes the controller: the custom class, or else the runtime class
  /// of the element (`TabBarController`, `ViewController`…).
  public var className: String { customClass ?? kind.runtimeClassName }
}

/// The navigation item and tab bar item a scene declares, shared between copies of its
/// definition; `nil` when it declares none.
private final class BarItems: Sendable, Equatable {
  let navigationItemTitle: String?
  let tabBarItemTitle: String?
  let tabBarItemImage: String?

  init?(_ navigationItemTitle: String?, _ tabBarItemTitle: String?, _ tabBarItemImage: String?) {
    guard navigationItemTitle != nil || tabBarItemTitle != nil || tabBarItemImage != nil else {
      return nil
    }
    self.navigationItemTitle = navigationItemTitle
    self.tabBarItemTitle = tabBarItemTitle
    self.tabBarItemImage = tabBarItemImage
  }

  static func == (lhs: BarItems, rhs: BarItems) -> Bool {
    lhs.navigationItemTitle == rhs.navigationItemTitle && lhs.tabBarItemTitle == rhs.tabBarItemTitle
      && lhs.tabBarItemImage == rhs.tabBarItemImage
  }
}
