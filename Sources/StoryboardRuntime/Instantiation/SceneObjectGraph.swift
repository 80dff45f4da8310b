import Foundation

/// The objects of one instantiated scene and their connections, made at the two points UIKit
/// makes them (SB-8): when the controller is instantiated, the objects archived with it (its
/// navigation item and bar button items, its toolbar items, the objects beside it in the scene)
/// are created and connected before `awakeFromNib`; when its view loads (LIFE-2), the view
/// tree is created, its outlets, outlet collections, actions and segue triggers are connected,
/// and each view gets `awakeFromNib`, before `viewDidLoad`.
///
/// A connection whose source has a member table without the member raises UIKit's exception
/// (``ObjectiveCError``); one whose source has no table at all (a class not compiled through
/// the UIKitSources step, or a stand-in for an unknown class) is not made, with a warning
/// event naming the class and the step.
final class SceneObjectGraph {
  let objects: [SceneObjectDefinition]
  let controllerID: String
  /// The controller's own outlets and actions.
  let controllerConnections: [ConnectionDefinition]
  weak var controller: ViewController?
  /// The owner of a nib's objects (its File's Owner) when it is not a controller.
  private(set) weak var nibOwner: AnyObject?
  let storyboard: Storyboard
  /// Each object's instance, by index, once made (`nil` for placeholders and what cannot be
  /// made).
  private(set) var instances: [AnyObject?]
  /// Which objects are made when, worked out once for the definition.
  private let plan: SceneObjectPlan
  /// The targets that perform segues for their triggers, kept as UIKit's controller keeps its
  /// segue templates.
  var segueTargets: [StoryboardSegueTarget] = []

  init(controller: ViewController, definition: ControllerDefinition, storyboard: Storyboard) {
    objects = definition.objects
    controllerID = definition.id
    controllerConnections = definition.connections
    self.controller = controller
    self.storyboard = storyboard
    instances = Array(repeating: nil, count: objects.count)
    plan = definition.sceneObjectPlan ?? SceneObjectPlan(definition.objects)
  }

  /// The objects of a nib, whose File's Owner `definition` describes, owned by `owner` (any
  /// object, or `nil`).
  init(nibOwner owner: AnyObject?, definition: ControllerDefinition, storyboard: Storyboard) {
    objects = definition.objects
    controllerID = definition.id
    controllerConnections = definition.connections
    controller = owner as? ViewController
    nibOwner = owner
    self.storyboard = storyboard
    instances = Array(repeating: nil, count: objects.count)
    plan = definition.sceneObjectPlan ?? SceneObjectPlan(definition.objects)
  }

  /// Makes and connects every object of a nib, then sends each `awakeFromNib`; returns the
  /// top-level objects, in the nib's order (placeholders left out).
  ///
  /// `externalObjects` are the objects of the nib's External Object placeholders, by their
  /// identifier (`UINib.OptionsKey.externalObjects`): connections to a placeholder reach its
  /// object; a placeholder given none stays `nil`, so its outlets stay unset.
  func instantiateNib(externalObjects: [String: Any] = [:]) -> [AnyObject] {
    make(plan.controllerArchive)
    for index in objects.indices where objects[index].element == "placeholder" {
      guard let identifier = objects[index].attributes["placeholderIdentifier"],
        let external = externalObjects[identifier]
      else { continue }
      instances[index] = external as AnyObject
    }
    connect(phase: plan.controllerArchive, isViewLoad: false)
    return objects.indices.compactMap {
      objects[$0].isTopLevel && objects[$0].element != "placeholder" ? instances[$0] : nil
    }
  }

  /// The object with `id`: the controller, an instance, or `nil` for a placeholder.
  func instance(withID id: String) -> AnyObject? {
    if id == controllerID { return controller ?? nibOwner }
    return plan.indexByID[id].flatMap { instances[$0] }
  }

  /// The index of the object with `id`, or `nil` (the controller, or no object).
  func index(ofID id: String) -> Int? { plan.indexByID[id] }

  /// The definition of the object with `id`, if it is one of the scene's objects.
  func object(withID id: String) -> SceneObjectDefinition? {
    plan.indexByID[id].map { objects[$0] }
  }

  /// Makes the objects archived with the controller, while it is decoded (`init(coder:)`).
  func makeControllerObjects() { make(plan.controllerArchive) }

  /// Connects them, once the controller is decoded (SB-8: before `awakeFromNib`, outlets to
  /// the scene's objects outside the view are connected).
  func connectControllerObjects() {
    connect(phase: plan.controllerArchive, isViewLoad: false)
  }

  /// Makes the view tree and connects everything not connected yet; returns the root view.
  /// Prototype cells are not made: each table gets a maker per reuse identifier.
  func loadView() -> View? {
    let indices = plan.viewLoad
    guard !indices.isEmpty else { return nil }
    make(indices)
    connect(phase: indices, isViewLoad: true)
    for root in plan.prototypeRoots {
      guard let identifier = objects[root].attributes["reuseIdentifier"] else { continue }
      let owner = objects[root].parent.flatMap { instances[$0] }
      (owner as? StoryboardPrototypeRegistering)?.registerStoryboardPrototype(
        reuseIdentifier: identifier, element: objects[root].element, key: objects[root].key
      ) { [weak self] in self?.makePrototypeCell(root) }
    }
    return indices.first { objects[$0].parent == nil }.flatMap { instances[$0] as? View }
  }

  /// A new cell from the prototype at `root`, with its subviews, outlets, actions and segues.
  private func makePrototypeCell(_ root: Int) -> View? {
    let indices = plan.prototypeSubtrees[root] ?? [root]
    make(indices)
    connect(phase: indices, isViewLoad: false, includesController: false)
    return instances[root] as? View
  }

  /// Makes the objects `indices` (parents first) and puts each in its parent.
  private func make(_ indices: [Int]) {
    for index in indices {
      let object = objects[index]
      guard let made = SceneObjectFactory.make(object, storyboard: storyboard) else { continue }
      instances[index] = made
      if let cell = made as? View, object.container == "cells", let section = object.parent,
        let holder = objects[section].parent.flatMap({ instances[$0] })
          as? StoryboardStaticCellHolding
      {
        // A static cell: in its section of the table (`<sections><tableViewSection><cells>`).
        let ordinal = objects[..<section].filter {
          $0.element == "tableViewSection" && $0.parent == objects[section].parent
        }.count
        if holder.appendStaticCell(cell, toSection: ordinal) { continue }
      }
      place(made, object, parent: object.parent.flatMap { instances[$0] })
    }
  }

  /// Puts `made` where the storyboard declares it: a subview in its superview, a bar button
  /// item in its navigation item or the controller's toolbar items, a standalone bar's
  /// `<items>` in its `items`, the navigation item on the controller.
  private func place(_ made: AnyObject, _ object: SceneObjectDefinition, parent: AnyObject?) {
    switch (made, parent) {
    case (_, let adopting as StoryboardChildAdopting)
    where adopting.adoptStoryboardChild(made, key: object.key):
      break
    case (let view as View, let superview as View):
      if object.key == nil || object.key == "contentView" { superview.addStoryboardSubview(view) }
    case (let view as View, let item as NavigationItem) where object.key == "titleView":
      item.titleView = view
    case (let view as View, let item as BarButtonItem) where object.key == "customView":
      item.customView = view
    case (let item as BarButtonItem, let navigationItem as NavigationItem):
      switch object.key ?? object.container {
      case "leftBarButtonItem": navigationItem.leftBarButtonItem = item
      case "rightBarButtonItem": navigationItem.rightBarButtonItem = item
      case "backBarButtonItem": navigationItem.backBarButtonItem = item
      case "leftBarButtonItems":
        navigationItem.leftBarButtonItems = (navigationItem.leftBarButtonItems ?? []) + [item]
      case "rightBarButtonItems":
        navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [item]
      default: break
      }
    case (let item as NavigationItem, let bar as NavigationBar) where object.container == "items":
      bar.items = (bar.items ?? []) + [item]
    case (let item as BarButtonItem, let bar as Toolbar) where object.container == "items":
      bar.items = (bar.items ?? []) + [item]
    case (let item as TabBarItem, let bar as TabBar) where object.container == "items":
      bar.items = (bar.items ?? []) + [item]
    case (let item as BarButtonItem, nil) where object.container == "toolbarItems":
      controller?.toolbarItems = (controller?.toolbarItems ?? []) + [item]
    case (let item as NavigationItem, nil) where object.key == "navigationItem":
      controller?.ensuredExtras.navigationItem = item
    case (let item as TabBarItem, nil) where object.key == "tabBarItem":
      controller?.ensuredExtras.tabBarItem = item
    default:
      break
    }
  }
}
