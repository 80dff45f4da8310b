// MARK: - The window's text

extension ViewController {
  /// The hierarchy from this controller down, one line per controller: the one text of a
  /// window's navigation, which `storyboard-tool simulate` prints, `assertHierarchy` compares
  /// and `storyboard-tool test` flows expect.
  ///
  /// ```
  /// TabBarController (Main)
  ///   selected: NavigationController (First)
  ///     FirstViewController "First" (First)
  ///       BadgeViewController (First)
  ///   SecondViewController "Second" (Second)
  ///   presented (formSheet): ComposeViewController (Main)
  /// ```
  ///
  /// Two spaces of indent per level; children in order (navigation stack root first, tabs in
  /// order, split primary then secondary, other children in order). Each line is the class
  /// name (the storyboard's custom class, else the runtime class), the title in quotes when
  /// there is one, and last, in parentheses, the storyboard a controller was instantiated from.
  /// A line says the controller's role when its parent's kind and its place do not: the
  /// selected tab is prefixed `selected: `, a tab shown in the More list `in More: ` (both:
  /// `selected, in More: `), and a last line `selected: More` says the More list is shown. A
  /// presented controller follows its presenter's subtree, one level deeper, prefixed
  /// `presented (style): ` with the style after adaptation. A collapsed split view controller
  /// says `[collapsed]` before its storyboard. Nothing depends on addresses or hashing, so the
  /// text is the same on every run.
  public var hierarchyDescription: String {
    hierarchyDescription(naming: { storyboard, _ in storyboard })
  }

  /// The hierarchy with the parentheses of a controller from a storyboard holding
  /// `name(storyboard, scene)` instead of the storyboard's name: for comparing navigation
  /// across storyboards whose scenes moved.
  package func hierarchyDescription(naming name: (String, ControllerDefinition) -> String)
    -> String
  {
    var lines: [String] = []
    appendHierarchy(role: nil, depth: 0, naming: name, to: &lines)
    return lines.joined(separator: "\n")
  }

  /// The label of this controller in the hierarchy: class, title, storyboard.
  package var hierarchyLabel: String {
    hierarchyLabel(naming: { storyboard, _ in storyboard })
  }

  private func hierarchyLabel(naming name: (String, ControllerDefinition) -> String) -> String {
    var label = className
    if let title { label += " " + title.quotedLiteral }
    if let split = self as? SplitViewController, split.isCollapsed { label += " [collapsed]" }
    if let storyboard {
      label += " (" + (sceneDefinition.map { name(storyboard.name, $0) } ?? storyboard.name) + ")"
    }
    return label
  }

  private func appendHierarchy(
    role: String?, depth: Int, naming name: (String, ControllerDefinition) -> String,
    to lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    lines.append(indent + (role.map { $0 + ": " } ?? "") + hierarchyLabel(naming: name))
    let tabs = self as? TabBarController
    let inMore = Set((tabs?.moreViewControllers ?? []).map(ObjectIdentifier.init))
    for child in hierarchyChildren {
      var roles: [String] = []
      if let tabs, child === tabs.selectedViewController { roles.append("selected") }
      if inMore.contains(ObjectIdentifier(child)) { roles.append("in More") }
      child.appendHierarchy(
        role: roles.isEmpty ? nil : roles.joined(separator: ", "), depth: depth + 1,
        naming: name, to: &lines)
    }
    if let tabs, tabs.selectedViewController === tabs.moreNavigationController {
      lines.append(indent + "  selected: More")
    }
    if let presented = storedPresentedViewController {
      let style = presented.presentationStyle.map { " (\($0))" } ?? ""
      presented.appendHierarchy(
        role: "presented" + style, depth: depth + 1, naming: name, to: &lines)
    }
  }
}

extension Window {
  /// The window's hierarchy (see ``ViewController/hierarchyDescription``); empty without a
  /// root view controller.
  public var hierarchyDescription: String {
    rootViewController?.hierarchyDescription ?? ""
  }

  /// The window's hierarchy with each scene named by `name(storyboard, scene)` (see
  /// ``ViewController/hierarchyDescription(naming:)``).
  package func hierarchyDescription(naming name: (String, ControllerDefinition) -> String)
    -> String
  {
    rootViewController?.hierarchyDescription(naming: name) ?? ""
  }
}
