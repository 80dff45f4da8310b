import Foundation

extension Bundle {
  /// UIKit's `loadNibNamed(_:owner:options:)`: the top-level objects of the bundle's nib
  /// `name`, instantiated with `owner` as File's Owner (see
  /// ``Nib/instantiate(withOwner:options:)``). Raises UIKit's exception when there is no
  /// such nib, and returns `nil`.
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    let nib = Nib(nibName: name, bundle: self)
    let objects = nib.instantiate(withOwner: owner, options: options)
    return nib.isReadable ? objects : nil
  }
}
