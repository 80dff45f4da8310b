import Foundation
import StoryboardRuntime

extension CollectionView {
  /// Makes `viewClass` the class of supplementary views of `elementKind` dequeued with
  /// `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    settings.supplementaryClasses["\(elementKind)/\(identifier)"] =
      viewClass as? CollectionReusableView.Type
  }
  /// A supplementary view of `elementKind` for `identifier`: a new one from the storyboard's
  /// section header or footer with that identifier, else of the registered class (the data
  /// source's `collectionView(_:viewForSupplementaryElementOfKind:at:)` calls it); raises
  /// UIKit's `NSInternalInconsistencyException` when nothing is registered for it.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = "\(elementKind)/\(identifier)"
    if let make = settings.supplementaryPrototypes[key], let view = make() { return view }
    guard let type = settings.supplementaryClasses[key] else {
      Exceptions.raise(ViewError.unknownCellIdentifier(identifier))
      return CollectionReusableView()
    }
    return type.makeRegisteredView(reuseIdentifier: identifier)
  }
  /// The supplementary view of `elementKind` at `indexPath`: the data source's, made on first
  /// use and kept until the next ``reloadData()``.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    if let view = settings.supplementaryViews[elementKind]?[indexPath] { return view }
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
      let dataSource
    else { return nil }
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: elementKind, at: indexPath)
    settings.supplementaryViews[elementKind, default: [:]][indexPath] = view
    if view.superview !== self { addSubview(view) }
    return view
  }
  /// The supplementary views of `elementKind` made so far, in index path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      settings.supplementaryViews[elementKind]?[$0]
    }
  }
  /// The index paths of the supplementary views of `elementKind` made so far.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    (settings.supplementaryViews[elementKind] ?? [:]).keys.sorted()
  }

  /// A cell for `item` at `indexPath` of `registration`'s class, reused or new, configured by
  /// its handler.
  public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if store.registered[registration.identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.identifier, for: indexPath)
    guard let cell = dequeued as? Cell else { return standIn(of: Cell.self) }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
  /// A supplementary view of `registration`'s class at `indexPath`, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = "\(registration.elementKind)/\(registration.identifier)"
    if settings.supplementaryClasses[key] == nil {
      settings.supplementaryClasses[key] = Supplementary.self
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath
    )
    guard let view = dequeued as? Supplementary else { return standIn(of: Supplementary.self) }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// Reports that a registration could not make `type`, and returns an instance made with
  /// `init?(coder:)` so that the caller goes on; stops the process with the error's message
  /// when that initializer fails too (a generic call must return an instance of the class).
  private func standIn<Made: View>(of type: Made.Type) -> Made {
    let error = ViewError.registeredClassNotMade(className: "\(type)")
    Exceptions.raise(error)
    guard let made = type.init(coder: SceneObjectCoder.standIn(for: "\(type)")) else {
      preconditionFailure(error.description)
    }
    return made
  }

  /// Registers `nib` for cells of `identifier`: each dequeued cell is the nib's one top-level
  /// object, made afresh (UIKit raises
  /// ``ViewError/invalidNib(nibName:identifier:requiredClass:)`` when the nib holds
  /// anything else).
  public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
      return
    }
    store.registered[identifier] = {
      let cell = nib.makeRegisteredView(
        CollectionViewCell.self, identifier: identifier, requiredClass: "UICollectionViewCell")
      cell?.setReuseIdentifier(identifier)
      return cell ?? CollectionViewCell.makeRegisteredCell(reuseIdentifier: identifier)
    }
  }
  /// Registers `nib` for supplementary views of `kind`, each made from its one top-level
  /// object; `nil` unregisters what was registered for `identifier`.
  public func register(
    _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    let key = "\(kind)/\(identifier)"
    settings.supplementaryClasses[key] = nil
    settings.supplementaryPrototypes[key] = nil
    guard let nib else { return }
    settings.supplementaryPrototypes[key] = {
      let view = nib.makeRegisteredView(
        CollectionReusableView.self, identifier: identifier,
        requiredClass: "UICollectionReusableView")
      view?.setReuseIdentifier(identifier)
      return view ?? CollectionReusableView()
    }
  }
}
