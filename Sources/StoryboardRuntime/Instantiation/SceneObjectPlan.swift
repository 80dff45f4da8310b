/// What every instantiation of a scene needs to know of its objects, worked out once per
/// definition and shared: which are archived with the controller, which load with the view,
/// the prototype cells, and where each connection leads.
final class SceneObjectPlan: Sendable {
  /// Whether each object is archived with the controller (made at instantiation) rather than
  /// with its view.
  let inControllerArchive: [Bool]
  /// The index of the object with each ID.
  let indexByID: [String: Int]
  /// The objects made at instantiation: the controller's archive, without a container's own
  /// bars.
  let controllerArchive: [Int]
  /// The prototype cells of tables and collections, and the section header and footer
  /// prototypes of collections, made on each dequeue.
  let prototypeRoots: [Int]
  /// Each prototype's objects: itself and everything inside it, in order.
  let prototypeSubtrees: [Int: [Int]]
  /// The objects made when the view loads.
  let viewLoad: [Int]

  init(_ objects: [SceneObjectDefinition]) {
    // Parents come before their children, so one pass finds each object's root.
    var roots = Array(objects.indices)
    for index in objects.indices {
      if let parent = objects[index].parent, parent < index { roots[index] = roots[parent] }
    }
    let archived = objects.indices.map { index in
      let root = objects[roots[index]]
      return root.isTopLevel || root.key != "view"
    }
    inControllerArchive = archived
    var indexByID: [String: Int] = [:]
    for (index, object) in objects.enumerated() where indexByID[object.id] == nil {
      indexByID[object.id] = index
    }
    self.indexByID = indexByID
    controllerArchive = objects.indices.filter { index in
      let object = objects[index]
      let isContainerBar =
        object.parent == nil && !object.isTopLevel
        && ["navigationBar", "toolbar", "tabBar"].contains(object.key ?? "")
      return archived[index] && !isContainerBar
    }
    let prototypes = objects.indices.filter {
      let object = objects[$0]
      return (object.container == "prototypes" && object.element == "tableViewCell")
        || (object.container == "cells" && object.element == "collectionViewCell")
        || (object.element == "collectionReusableView"
          && ["sectionHeaderView", "sectionFooterView"].contains(object.key ?? ""))
    }
    prototypeRoots = prototypes
    var subtrees: [Int: [Int]] = [:]
    var prototypeOf: [Int: Int] = [:]
    for root in prototypes { prototypeOf[root] = root }
    for index in objects.indices {
      if let parent = objects[index].parent, let root = prototypeOf[parent] {
        prototypeOf[index] = root
      }
      if let root = prototypeOf[index] { subtrees[root, default: []].append(index) }
    }
    prototypeSubtrees = subtrees
    viewLoad = objects.indices.filter { !archived[$0] && prototypeOf[$0] == nil }
  }
}
