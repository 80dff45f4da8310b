/// What answers NSObjectProtocol's `responds(to:)`: every class whose members are found by name
/// (``ObjectiveCMembers``), and UIKit's delegate and data source protocols, so that code asks a
/// delegate existential, as on iOS, `delegate?.responds(to: #selector(…))`.
///
/// An object answers from its by-name table (the `@objc`, `@IBAction` and `@IBOutlet` members
/// the UIKitSources build step lists); an object without one answers `false`.
public protocol ObjectiveCResponding: AnyObject {}

extension ObjectiveCResponding {
  /// Whether the object implements the method `aSelector` (NSObject's `responds(to:)`).
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector, let members = self as? any ObjectiveCMembers else { return false }
    return members.objectiveCMember(named: aSelector.methodName)?.isMethod == true
  }
}
