import Foundation

extension ViewController {
  /// UIKit's `UIViewController.ViewLoading` (iOS 16.4): a property of a controller that loads
  /// the controller's view before it is read, so that an outlet set in `viewDidLoad()` can be
  /// read from outside without a `!`. Reading it when loading the view did not set it stops the
  /// process with a message naming the controller, as UIKit's does.
  @propertyWrapper public struct ViewLoading<Value> {
    private var stored: Value?

    /// A property set when the view loads.
    public init() {}
    /// A property with an initial value.
    public init(wrappedValue: Value) { stored = wrappedValue }

    /// Only a controller's property can load its view.
    @available(
      *, unavailable, message: "@ViewLoading is only available on properties of view controllers"
    )
    public var wrappedValue: Value {
      get { preconditionFailure("@ViewLoading is only available on view controllers") }
      set { preconditionFailure("@ViewLoading is only available on view controllers") }
    }

    /// The property of `instance`: its view is loaded first.
    public static subscript<Owner: ViewController>(
      _enclosingInstance instance: Owner,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<Owner, ViewLoading<Value>>
    ) -> Value {
      get {
        instance.loadViewIfNeeded()
        guard let value = instance[keyPath: storageKeyPath].stored else {
          preconditionFailure(
            "\(instance): a @ViewLoading property was read, but loading the view did not set it."
              + " Set it in loadView() or viewDidLoad().")
        }
        return value
      }
      set { instance[keyPath: storageKeyPath].stored = newValue }
    }
  }

  /// The extension's context when the controller belongs to an app extension: none in an app.
  public var extensionContext: NSExtensionContext? { nil }
}
