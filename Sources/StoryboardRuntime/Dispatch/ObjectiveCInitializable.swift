/// A class the runtime can make by name with `init()`, as the Objective-C runtime makes a
/// storyboard's `<customObject>` (a data source or a coordinator beside the controller) with
/// `[[Class alloc] init]`. Swift makes an instance from a class found by name only through a
/// `required` initializer, which `NSObject.init()` is not on Linux: the UIKitSources build step
/// writes ``makeInstance()`` into each `NSObject` class of the module that has `init()`.
public protocol ObjectiveCInitializable: AnyObject {
  /// A new instance, made with `init()`, or `nil` for a subclass that has no `init()`.
  static func makeInstance() -> AnyObject?
}
