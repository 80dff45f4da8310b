import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// An app's controller class, top level, as the Objective-C runtime names it by its module.
final class DescribedViewController: UIViewController {}

/// A controller prints as NSObject's `description` does on iOS — `<UIViewController:
/// 0x600003a04c80>` for UIKit's class, `<Module.Class: 0x…>` for an app's — which
/// ViewControllerPresentationSpy's failure messages embed (its SwiftSample's
/// AlertVerifierTests.swift asserts the prefix "Expected same instance as <UIViewController: "
/// and ">, but was <SwiftSampleViewControllerPresentationSpy.ViewController: ").
final class UIKitObjectDescriptionTests: XCTestCase {
  func testAControllerPrintsItsObjectiveCClassAndAddress() {
    let plain = UIViewController()
    let app = DescribedViewController()
    let navigation = UINavigationController()
    for (controller, name) in [
      (plain, "UIViewController"), (app, "StoryboardsUIKitTests.DescribedViewController"),
      (navigation, "UINavigationController"),
    ] as [(UIViewController, String)] {
      let text = String(describing: controller)
      XCTAssertTrue(text.hasPrefix("<\(name): 0x"), text)
      XCTAssertTrue(text.hasSuffix(">"), text)
      let address = text.dropFirst("<\(name): 0x".count).dropLast()
      XCTAssertEqual(
        UInt(address, radix: 16), UInt(bitPattern: Unmanaged.passUnretained(controller).toOpaque()),
        text)
    }
    XCTAssertNotEqual(String(describing: plain), String(describing: UIViewController()))
  }
}
