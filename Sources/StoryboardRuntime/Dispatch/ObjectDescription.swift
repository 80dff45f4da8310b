/// An object as NSObject's `description` prints it on iOS: `<UIViewController: 0x600003a04c80>`
/// for one of UIKit's classes, `<MyApp.SettingsViewController: 0x600003a04c80>` for a Swift
/// subclass (the Objective-C runtime names a Swift class by its module and name).
func objectiveCDescription(of object: AnyObject) -> String {
  let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  return "<\(objectiveCClassName(of: type(of: object))): 0x\(String(address, radix: 16))>"
}

/// The name the Objective-C runtime gives `type` on iOS (`NSStringFromClass`): the runtime's
/// classes by UIKit's names (`UIViewController`), any other class by its module-qualified name.
func objectiveCClassName(of type: AnyClass) -> String {
  let name = String(reflecting: type)
  guard SceneElementCatalogs.isRuntimeClass(type) else { return name }
  return "UI" + name.drop { $0 != "." }.dropFirst()
}
