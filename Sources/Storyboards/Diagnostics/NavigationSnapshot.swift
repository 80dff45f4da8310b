// MARK: - Navigation snapshot

extension Window {
  /// Everything navigation decided in this window, as stable, diff-friendly text: the format of
  /// navigation snapshots (`assertNavigationSnapshot`) and of the expectations of
  /// `storyboard-tool test` flows.
  ///
  /// ```
  /// window: compact, key
  /// TabBarController — Main#tabs
  ///   tab[0] (selected): NavigationController — First#nav-first
  ///     stack[0]: FirstViewController "First" — First#First
  ///       child[0]: BadgeViewController — First#badge-1
  ///   tab[1]: SecondViewController "Second" — Second#Second
  ///   presented (formSheet): ComposeViewController — Main#compose
  /// ```
  ///
  /// The first line is the window's size class and state. Then one line per controller, two
  /// spaces of indent per level: its role in its parent (`stack[i]` in a navigation stack,
  /// `tab[i]` with `(selected)` and `(in More)`, `primary` and `secondary` of a split view,
  /// `child[i]` for other children, `presented (style)` after its presenter's subtree), its
  /// class name, its title in quotes, and, for a controller from a storyboard, the storyboard
  /// and the scene (its storyboard identifier, else its object ID). A tab bar controller whose
  /// More list is selected says `(More selected)`; a collapsed split view says `(collapsed)`.
  /// Nothing depends on addresses or hashing, so the text is the same on every run.
  public var navigationSnapshot: String {
    var lines = [
      "window: \(horizontalSizeClass == .regular ? "regular" : "compact")"
        + (isKeyWindow ? ", key" : "") + (isHidden ? ", hidden" : "")
    ]
    rootViewController?.appendSnapshot(
      role: nil, depth: 0, naming: Self.storyboardScene, to: &lines)
    return lines.joined(separator: "\n")
  }

  /// `Storyboard#identifier`, the snapshot's name of a scene.
  private static func storyboardScene(_ storyboard: String, _ scene: ControllerDefinition)
    -> String
  {
    "\(storyboard)#\(scene.storyboardIdentifier ?? scene.id)"
  }

  /// The snapshot with each scene named by `name(storyboard, scene)` instead of
  /// `Storyboard#identifier`: for comparing navigation across storyboards whose scenes moved.
  package func navigationSnapshot(naming name: (String, ControllerDefinition) -> String) -> String {
    var lines = ["window"]
    rootViewController?.appendSnapshot(role: nil, depth: 0, naming: name, to: &lines)
    return lines.joined(separator: "\n")
  }
}

extension ViewController {
  fileprivate func appendSnapshot(
    role: String?, depth: Int, naming name: (String, ControllerDefinition) -> String,
    to lines: inout [String]
  ) {
    var line = String(repeating: "  ", count: depth) + (role.map { $0 + ": " } ?? "") + className
    if let title { line += " " + title.quotedLiteral }
    if let storyboard, let scene = sceneDefinition {
      line += " — " + name(storyboard.name, scene)
    }
    line += snapshotAnnotation
    lines.append(line)
    for (child, role) in snapshotChildren {
      child.appendSnapshot(role: role, depth: depth + 1, naming: name, to: &lines)
    }
    if let presented = storedPresentedViewController {
      let style = presented.presentationStyle.map { " (\($0))" } ?? ""
      presented.appendSnapshot(
        role: "presented" + style, depth: depth + 1, naming: name, to: &lines)
    }
  }

  /// The children in snapshot order, with their roles.
  private var snapshotChildren: [(ViewController, String)] {
    switch self {
    case let navigation as NavigationController:
      return navigation.viewControllers.enumerated().map { ($1, "stack[\($0)]") }
    case let tabs as TabBarController:
      let all = tabs.viewControllers ?? []
      let inMore = Set(tabs.moreViewControllers.map(ObjectIdentifier.init))
      return all.enumerated().map { index, tab in
        var role = "tab[\(index)]"
        if tab === tabs.selectedViewController { role += " (selected)" }
        if inMore.contains(ObjectIdentifier(tab)) { role += " (in More)" }
        return (tab, role)
      }
    case let split as SplitViewController:
      return split.viewControllers.enumerated().map { ($1, $0 == 0 ? "primary" : "secondary") }
    default:
      return hierarchyChildren.enumerated().map { ($1, "child[\($0)]") }
    }
  }

  private var snapshotAnnotation: String {
    if let tabs = self as? TabBarController,
      tabs.selectedViewController === tabs.moreNavigationController
    {
      return " (More selected)"
    }
    if let split = self as? SplitViewController, split.isCollapsed { return " (collapsed)" }
    return ""
  }

}
