/// What the Objective-C runtime raises when a message or a key names no member: a by-name call
/// or key-value coding on a class whose table (``ObjectiveCMembers``) lacks it.
public enum ObjectiveCError: Error, Equatable, CustomStringConvertible {
  /// The class has no method for the selector (UIKit's `NSInvalidArgumentException`).
  case unrecognizedSelector(className: String, selector: String)
  /// The class has no property for the key (`NSUnknownKeyException`).
  case undefinedKey(className: String, key: String)
  /// The class has no by-name table at all: its file was not compiled through the UIKit-sources
  /// build step, so none of its outlets and actions can be found.
  case noMemberTable(className: String, member: String)
  /// A value of another type than the member declares.
  case wrongValue(member: String, expected: String, actual: String)

  /// The name of the Objective-C exception UIKit raises in this case.
  public var exceptionName: String {
    switch self {
    case .undefinedKey, .noMemberTable: "NSUnknownKeyException"
    case .unrecognizedSelector, .wrongValue: "NSInvalidArgumentException"
    }
  }

  /// UIKit's message, then what to do.
  public var description: String {
    switch self {
    case .unrecognizedSelector(let className, let selector):
      "-[\(className) \(selector)]: unrecognized selector sent to instance. Declare the method "
        + "(`@objc`, or `@IBAction` for a storyboard action) in \(className), or fix the selector."
    case .undefinedKey(let className, let key):
      "[<\(className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
        + "for the key \(key). Declare `@IBOutlet var \(key)` in \(className), or remove the "
        + "connection in the storyboard."
    case .noMemberTable(let className, let member):
      "\(className) has no by-name table, so '\(member)' cannot be found: its file was not "
        + "compiled through the UIKitSources build step (add `plugins: [\"UIKitSourcesPlugin\"]` "
        + "to its target; see Running your UIKit code), or it declares the member in code the "
        + "step does not see."
    case .wrongValue(let member, let expected, let actual):
      "'\(member)' takes a \(expected), and was given a \(actual)."
    }
  }
}
