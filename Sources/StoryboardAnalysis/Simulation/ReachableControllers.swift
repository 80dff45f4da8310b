import StoryboardRuntime

extension Window {
  /// The controllers a user can act on, outermost first: every controller whose view is in the
  /// window, within the topmost presentation (a presented controller is modal: what it covers
  /// takes no touches) or within the root when nothing is presented — both columns of a split
  /// view, the selected tab (or the More list and the tab it shows), every level of nested
  /// stacks, embedded children.
  public var reachableViewControllers: [ViewController] {
    guard var top = rootViewController else { return [] }
    while let presented = top.storedPresentedViewController { top = presented }
    var reachable: [ViewController] = []
    // Depth first, children in order, without recursion: a hierarchy is as deep as its app
    // made it.
    var pending = [top]
    while let controller = pending.popLast() {
      guard controller === top || controller.viewIfLoaded?.window === self else { continue }
      reachable.append(controller)
      pending.append(contentsOf: controller.children.reversed())
    }
    return reachable
  }
}

extension ViewController {
  /// How a step names this controller when several could act: class, then storyboard and
  /// scene (`InboxViewController (Main#list-1)`).
  var candidateLabel: String {
    guard let storyboard, let scene else { return hierarchyLabel }
    return "\(className) (\(storyboard.name)#\(scene.controller.id))"
  }

  /// Whether a step's `@name` qualifier names this controller: its class, storyboard ID, scene
  /// ID or title.
  func isNamed(_ name: String) -> Bool {
    className == name || storyboardIdentifier == name || scene?.controller.id == name
      || scene?.controller.storyboardIdentifier == name || title == name
  }
}
