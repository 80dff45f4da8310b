// MARK: - Hierarchy listing

extension ViewController {
  /// The hierarchy from this controller down, one line per controller (the format
  /// `storyboard-tool simulate` prints).
  ///
  /// Two spaces of indent per level; children in order (navigation stack root first, tabs in
  /// order, split primary then secondary, other children in order). Each line is the class
  /// name (the storyboard's custom class, else the runtime class), then the storyboard's name
  /// in parentheses for a controller from a storyboard, or the title in quotes for one made in
  /// code. The selected tab of a tab bar controller is prefixed `selected: ` (and a last line
  /// `selected: More` says the More list is shown). A presented controller follows its
  /// presenter's subtree, one level deeper, prefixed `presented: `.
  public var hierarchyDescription: String {
    var lines: [String] = []
    appendHierarchy(depth: 0, prefix: "", to: &lines)
    return lines.joined(separator: "\n")
  }

  /// The label of this controller in a hierarchy listing.
  var hierarchyLabel: String {
    if let storyboard { return "\(className) (\(storyboard.name))" }
    guard let title else { return className }
    return "\(className) \"\(title)\""
  }

  private func appendHierarchy(depth: Int, prefix: String, to lines: inout [String]) {
    lines.append(String(repeating: "  ", count: depth) + prefix + hierarchyLabel)
    let selected = (self as? TabBarController)?.selectedViewController
    for child in hierarchyChildren {
      child.appendHierarchy(
        depth: depth + 1, prefix: child === selected ? "selected: " : "", to: &lines)
    }
    if let tabs = self as? TabBarController, selected === tabs.moreNavigationController {
      lines.append(String(repeating: "  ", count: depth + 1) + "selected: More")
    }
    storedPresentedViewController?.appendHierarchy(
      depth: depth + 1, prefix: "presented: ", to: &lines)
  }
}

extension Window {
  /// The window's hierarchy (see ``ViewController/hierarchyDescription``); empty without a
  /// root view controller.
  public var hierarchyDescription: String {
    rootViewController?.hierarchyDescription ?? ""
  }
}
