import Foundation
import Synchronization

extension ViewController {
  /// The nib found for each controller class by its name (`nil`: none), by class and bundle.
  private static let nibNamesByClass = Mutex<[NibLookup: String?]>([:])

  private struct NibLookup: Hashable {
    let type: ObjectIdentifier
    let bundlePath: String?
  }

  /// Loads the view from the controller's nib, as UIKit's `loadView()` does for a controller
  /// not made from a storyboard or made from a scene that names a nib: the nib ``nibName`` names in ``nibBundle``, or, without a
  /// name, the one Apple documents `nibName` finding — for a class whose name ends in
  /// "Controller", the name without it (`ProfileView.xib` for `ProfileViewController`), then
  /// the class name itself — with the controller as File's Owner, whose `view` outlet sets
  /// the view. Returns whether a view was loaded; raises
  /// ``ViewError/nibViewNotSet(nibName:)`` when the nib does not set it.
  func loadViewFromNib() -> Bool {
    // A storyboard scene loads a nib only when it names one ("NIB Name"): its view is not in
    // the storyboard.
    if storyboard != nil {
      guard scene?.controller.nibName != nil else { return false }
    } else if extras?.sceneObjects != nil {
      return false
    }
    let nib: Nib
    if let name = nibName {
      nib = Nib(nibName: name, bundle: nibBundle)
    } else {
      guard let found = nibFoundByClassName() else { return false }
      nib = found
    }
    _ = nib.instantiate(withOwner: self)
    guard viewIfLoaded != nil else {
      if nib.isReadable { Exceptions.raise(ViewError.nibViewNotSet(nibName: nib.name)) }
      return false
    }
    return true
  }

  /// The nib named after the controller's class, if its bundle has one; app classes only, each
  /// looked up once per process.
  private func nibFoundByClassName() -> Nib? {
    let type = type(of: self)
    let key = NibLookup(type: ObjectIdentifier(type), bundlePath: nibBundle?.bundlePath)
    if let known = Self.nibNamesByClass.withLock({ $0[key] }) {
      return known.map { Nib(nibName: $0, bundle: nibBundle) }
    }
    let className = String(describing: type)
    guard !isRuntimeClass(type), !className.contains("<") else {
      Self.nibNamesByClass.withLock { $0[key] = .some(nil) }
      return nil
    }
    var candidates = [className]
    if className.hasSuffix("Controller"), className.count > "Controller".count {
      candidates.insert(String(className.dropLast("Controller".count)), at: 0)
    }
    let found = candidates.lazy.map { Nib(nibName: $0, bundle: self.nibBundle) }.first {
      $0.isReadable
    }
    Self.nibNamesByClass.withLock { $0[key] = .some(found?.name) }
    return found
  }
}
