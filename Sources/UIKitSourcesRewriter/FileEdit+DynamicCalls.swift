import SourceTokenizer

extension FileEdit {
  /// The prefixes of UIKit's delegate and data source methods, every one an optional
  /// requirement of its Objective-C protocol, which Swift calls with `?(` there
  /// (`delegate?.textFieldShouldReturn?(field)`); the runtime's protocols give each a default,
  /// so the call needs no `?`.
  private static let requirementPrefixes = [
    "tableView", "collectionView", "scrollView", "textField", "textView", "searchBar",
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
    "presentationController", "popoverPresentationController", "adaptivePresentationStyle",
    "prepareForPopoverPresentation", "gestureRecognizer", "pickerView", "numberOfSections",
    "numberOfComponents", "sectionIndexTitles", "navigationBar", "toolbar", "tabBar",
    "searchController", "updateSearchResults", "willPresentSearchController",
    "didPresentSearchController", "willDismissSearchController", "didDismissSearchController",
    "presentSearchController", "application", "scene", "windowScene", "sceneDid", "sceneWill",
    "contextMenuInteraction", "sheetPresentationControllerDidChange", "animationController",
    "interactionControllerFor", "animationEnded",
  ]

  /// The optional requirements of `UIViewImplicitlyAnimating`, which Swift calls with `?(` or
  /// `? {` on any animator (`animator.addCompletion? { … }`); the runtime's protocol gives each
  /// a default.
  private static let animatorRequirements: Set<String> = [
    "addAnimations", "addCompletion", "continueAnimation",
  ]

  /// Rewrites the call at `index` (a `?` or a `.`) when it needs the Objective-C runtime, and
  /// returns whether it did: `?(` calling a UIKit optional requirement loses its `?`, and
  /// `target?.perform(…)` on an `AnyObject` target reads it through `AnyObjectLookup`.
  mutating func rewriteDynamicCall(at index: Int) -> Bool {
    let tokens = scan.tokens
    let token = tokens[index]
    if token.isPunctuation("?"), index >= 2, index + 1 < tokens.count,
      tokens[index + 1].isPunctuation("("), tokens[index - 2].isPunctuation("."),
      let name = tokens[index - 1].identifier,
      Self.requirementPrefixes.contains(where: name.hasPrefix),
      tokens[index - 1].line == token.line, isDelegateReceiver(before: index - 2)
    {
      edits.append((token.bytes, ""))
      return true
    }
    if token.isPunctuation("?"), index >= 2, index + 1 < tokens.count,
      tokens[index + 1].isPunctuation("(") || tokens[index + 1].isPunctuation("{"),
      tokens[index - 2].isPunctuation("."), let name = tokens[index - 1].identifier,
      Self.animatorRequirements.contains(name), tokens[index - 1].line == token.line
    {
      edits.append((token.bytes, ""))
      return true
    }
    // `item.target?.perform(item.action, with: nil)`: UIKit's targets are `AnyObject`s, whose
    // `perform` Swift finds through the Objective-C runtime.
    if token.identifier == "target", index + 3 < tokens.count,
      index > 0, tokens[index - 1].isPunctuation("."),
      tokens[index + 1].isPunctuation("?") || tokens[index + 1].isPunctuation("!"),
      tokens[index + 2].isPunctuation("."), tokens[index + 3].identifier == "perform"
    {
      let end = token.bytes.upperBound
      edits.append((end..<end, ".map(AnyObjectLookup.init)"))
      usedNames.insert("AnyObjectLookup")
      return true
    }
    return false
  }

  /// Whether the receiver ending before the `.` at `dot` is a delegate or data source
  /// (`field.delegate?`, `table.dataSource!`, `(table.delegate as? Picker)?`): a closure
  /// property of the app's own (`onTableViewReload?()`) keeps its optional call.
  private func isDelegateReceiver(before dot: Int) -> Bool {
    let tokens = scan.tokens
    var cursor = dot - 1
    while cursor >= 0, cursor >= dot - 6 {
      if let word = tokens[cursor].identifier?.lowercased(),
        word.hasSuffix("delegate") || word.hasSuffix("datasource")
      {
        return true
      }
      let mark = tokens[cursor]
      guard
        mark.identifier != nil || mark.isPunctuation("?") || mark.isPunctuation("!")
          || mark.isPunctuation(")") || mark.isPunctuation(".")
      else { return false }
      cursor -= 1
    }
    return false
  }
}
