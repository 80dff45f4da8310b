import StoryboardRuntime

// How this module's views take the objects a storyboard declares inside them, as the core's
// scene graph asks (``StoryboardChildAdopting`` and its siblings).

extension TableView: StoryboardPrototypeRegistering, StoryboardStaticCellHolding,
  VisibleContentLayingOut
{
  package func registerStoryboardPrototype(
    reuseIdentifier: String, element: String, key: String?, make: @escaping () -> View?
  ) {
    store.registered[reuseIdentifier] = { make() as? TableViewCell }
  }

  package func appendStaticCell(_ cell: View, toSection section: Int) -> Bool {
    guard let cell = cell as? TableViewCell else { return false }
    var sections = staticSections ?? []
    while sections.count <= section { sections.append([]) }
    sections[section].append(cell)
    staticSections = sections
    return true
  }

  package func layOutVisibleContent() { layOutRows() }
}

extension CollectionView: StoryboardChildAdopting, StoryboardPrototypeRegistering,
  VisibleContentLayingOut
{
  package func adoptStoryboardChild(_ child: AnyObject, key: String?) -> Bool {
    guard let layout = child as? CollectionViewLayout else { return false }
    collectionViewLayout = layout
    return true
  }

  package func registerStoryboardPrototype(
    reuseIdentifier: String, element: String, key: String?, make: @escaping () -> View?
  ) {
    if element == "collectionReusableView" {
      // A `<collectionReusableView key="sectionHeaderView">`: a supplementary prototype.
      let kind =
        key == "sectionHeaderView"
        ? CollectionView.elementKindSectionHeader : CollectionView.elementKindSectionFooter
      settings.supplementaryPrototypes["\(kind)/\(reuseIdentifier)"] = {
        make() as? CollectionReusableView
      }
    } else {
      store.registered[reuseIdentifier] = { make() as? CollectionViewCell }
    }
  }

  package func layOutVisibleContent() { layOutItems() }
}

extension TableViewCell: StoryboardChildAdopting, StoryboardSelectionSegueTriggering {
  package func adoptStoryboardChild(_ child: AnyObject, key: String?) -> Bool {
    guard key == "contentView", let view = child as? View else { return false }
    adoptContentView(view)
    return true
  }

  package func addSelectionSegue(_ target: StoryboardSegueTarget) {
    selectionSegues.append(target)
  }
}

extension CollectionViewCell: StoryboardChildAdopting, StoryboardSelectionSegueTriggering {
  package func adoptStoryboardChild(_ child: AnyObject, key: String?) -> Bool {
    guard key == "contentView", let view = child as? View else { return false }
    adoptContentView(view)
    return true
  }

  package func addSelectionSegue(_ target: StoryboardSegueTarget) {
    selectionSegues.append(target)
  }
}
