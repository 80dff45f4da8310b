import Foundation

/// The UIKit surface of a controller that most controllers never touch — its navigation item,
/// tab bar item, toolbar items, editing state, nib, presentation controller and preferences —
/// created on first use, so that a plain controller stays small; and what a placeholder
/// carries.
final class ControllerExtras {
  var nibName: String?
  var nibBundle: Bundle?
  var presentationController: PresentationController?
  weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
  var hidesBottomBarWhenPushed = false
  var isModalInPopover = false
  var providesPresentationContextTransitionStyle = false
  var preferredContentSize = CGSize.zero
  var modalPresentationCapturesStatusBarAppearance = false
  var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
  var navigationItem: NavigationItem?
  var tabBarItem: TabBarItem?
  var toolbarItems: [BarButtonItem]?
  var isEditing = false
  var editButtonItem: BarButtonItem?
  var placeholder = PlaceholderAttributes()
  /// Layout and system preferences kept as data (UIKit lays out and draws; here nothing does).
  var layout = LayoutPreferences()
  /// The scene's objects, made from the storyboard (SB-8).
  var sceneObjects: SceneObjectGraph?

  func navigationItem(title: String?) -> NavigationItem {
    if let navigationItem { return navigationItem }
    let item = NavigationItem()
    item.title = title
    navigationItem = item
    return item
  }

  func tabBarItem(title: String?) -> TabBarItem {
    if let tabBarItem { return tabBarItem }
    let item = TabBarItem()
    item.title = title
    tabBarItem = item
    return item
  }

  func editButtonItem(for controller: ViewController) -> BarButtonItem {
    if let editButtonItem { return editButtonItem }
    let item = BarButtonItem(
      title: isEditing ? "Done" : "Edit", image: nil,
      primaryAction: Action { [weak controller] _ in
        guard let controller else { return }
        controller.setEditing(!controller.isEditing, animated: true)
      })
    item.title = isEditing ? "Done" : "Edit"
    item.style = isEditing ? .done : .plain
    editButtonItem = item
    return item
  }
}

extension ViewController {
  /// Sets the navigation item and tab bar item a scene declares, as decoding the nib does.
  func decodeBarItems(of scene: StoryboardScene) {
    guard scene.hasBarItems else { return }
    if let title = scene.controller.navigationItemTitle {
      ensuredExtras.navigationItem = NavigationItem(title: title)
    }
    let tabTitle = scene.controller.tabBarItemTitle
    let tabImage = scene.controller.tabBarItemImage
    if tabTitle != nil || tabImage != nil {
      let item = TabBarItem()
      item.title = tabTitle
      item.image = tabImage.flatMap { Image(named: $0) }
      ensuredExtras.tabBarItem = item
    }
  }

  /// Makes the objects archived with the controller (its navigation item and bar button
  /// items, the scene's objects beside it), as decoding does (SB-8); they are connected once
  /// `init(coder:)` returns.
  func decodeSceneObjects(with coder: StoryboardCoder) {
    let definition = coder.storyboardScene.controller
    guard !definition.objects.isEmpty else { return }
    let graph = SceneObjectGraph(
      controller: self, definition: definition, storyboard: coder.storyboard)
    ensuredExtras.sceneObjects = graph
    graph.makeControllerObjects()
  }

  /// The state few controllers have (bars, nib, presentation, placeholder attributes), created
  /// on first use.
  var ensuredExtras: ControllerExtras {
    if let extras { return extras }
    let created = ControllerExtras()
    extras = created
    return created
  }
}

extension ViewController {
  /// The name of the nib the controller's view is loaded from: the one given to
  /// `init(nibName:bundle:)`, or its storyboard scene's "NIB Name".
  public var nibName: String? { extras?.nibName }
  /// The bundle of the nib the controller was created with (for a scene's nib, the folder of
  /// its storyboard).
  public var nibBundle: Bundle? { extras?.nibBundle }
  /// A button that toggles editing mode: "Edit", then "Done" (UIKit's `editButtonItem`).
  public var editButtonItem: BarButtonItem { ensuredExtras.editButtonItem(for: self) }
  /// What supplies this controller's presentation and dismissal animators.
  public var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
    get { extras?.transitioningDelegate }
    set { ensuredExtras.transitioningDelegate = newValue }
  }
}

/// What a placeholder carries (its runtime attributes), kept with the other state few
/// controllers have.
struct PlaceholderAttributes {
  var storyboardName: String?
  var storyboardIdentifier: String?
  var linkedSceneIdentifier: String?
  var undefinedRuntimeAttributes: [String: RuntimeAttributeValue] = [:]
}

// MARK: - Placeholder attributes (the Segregation example's category properties)

extension ViewController {
  /// The storyboard this placeholder stands for (a category property in the Segregation example's Objective-C original), set
  /// from the `storyboardName` runtime attribute; `nil` for a real controller.
  public var storyboardName: String? {
    get { extras?.placeholder.storyboardName }
    set { setPlaceholderAttribute(\.storyboardName, newValue) }
  }

  /// The Storyboard ID, in ``storyboardName``, of the controller this placeholder stands for
  /// (a category property in the Segregation example's Objective-C original), set from the `storyboardIdentifier` runtime
  /// attribute. The Storyboard ID of the scene this controller was itself instantiated from is
  /// `sceneDefinition?.storyboardIdentifier`.
  public var storyboardIdentifier: String? {
    get { extras?.placeholder.storyboardIdentifier }
    set { setPlaceholderAttribute(\.storyboardIdentifier, newValue) }
  }

  /// The Storyboard ID of the scene an RBStoryboardLink placeholder links to, set from its
  /// `sceneIdentifier` runtime attribute; `nil` means the linked storyboard's initial
  /// controller.
  public var linkedSceneIdentifier: String? {
    get { extras?.placeholder.linkedSceneIdentifier }
    set { setPlaceholderAttribute(\.linkedSceneIdentifier, newValue) }
  }

  /// Runtime attributes a stand-in received for keys it has no property for.
  public internal(set) var undefinedRuntimeAttributes: [String: RuntimeAttributeValue] {
    get { extras?.placeholder.undefinedRuntimeAttributes ?? [:] }
    set { ensuredExtras.placeholder.undefinedRuntimeAttributes = newValue }
  }

  /// Sets one attribute; clearing one on a controller without extras allocates nothing.
  private func setPlaceholderAttribute(
    _ attribute: WritableKeyPath<PlaceholderAttributes, String?>, _ value: String?
  ) {
    guard value != nil || extras != nil else { return }
    ensuredExtras.placeholder[keyPath: attribute] = value
  }
}

/// A controller's layout and system preferences, kept as data.
struct LayoutPreferences {
  var additionalSafeAreaInsets = EdgeInsets.zero
  var edgesForExtendedLayout = RectEdge.all
  var extendedLayoutIncludesOpaqueBars = false
  var automaticallyAdjustsScrollViewInsets = true
  var viewRespectsSystemMinimumLayoutMargins = true
  var restoresFocusAfterTransition = true
  var restorationIdentifier: String?
  var interactionActivityTrackingBaseName: String?
  var contentScrollViews: [UInt: ScrollView] = [:]
  var restorationClass: (any ViewControllerRestoration.Type)?
  /// The traits set for children with `setOverrideTraitCollection(_:forChild:)`.
  var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
  var topLayoutGuide: ControllerLayoutGuide?
  var bottomLayoutGuide: ControllerLayoutGuide?
  var keyCommands: [KeyCommand] = []
  var focusGroupIdentifier: String?
  var previewings: [PreviewingRegistration] = []
}
