import Foundation
import Synchronization

/// Classes found by the names Objective-C gives them, as `NSClassFromString` finds them on
/// iOS: Foundation on Linux finds a Swift class only by its module-qualified name
/// (`MyAppTests.TestingAppDelegate`) and knows no `@objc(Name)`. The UIKitSources build step
/// sends an app's `NSClassFromString` calls here; a host registers its test target's classes
/// under their Objective-C names before it launches the app, so that `main.swift`'s
/// `NSClassFromString("TestingAppDelegate")` finds the test target's delegate as on iOS.
public enum ObjectiveCClasses {
  private static let registered = Mutex<[String: ClassBox]>([:])

  private struct ClassBox: @unchecked Sendable {
    let type: AnyClass
  }

  /// XCTest's classes, found by their Objective-C names inside a test process.
  private static let testingClasses = ["XCTestCase", "XCTest", "XCTestSuite", "XCTestExpectation"]

  /// Registers `type` under `name`, its Objective-C name (`@objc(Name)`, or its Swift name).
  public static func register(_ type: AnyClass, as name: String) {
    registered.withLock { $0[name] = ClassBox(type: type) }
  }

  /// Forgets the class registered under `name`, as a host does when its app terminates.
  static func unregister(_ name: String) {
    registered.withLock { $0[name] = nil }
  }

  /// The class named `name`: one registered under it, else XCTest's class of that name in a
  /// process that links XCTest, else what Foundation's `NSClassFromString` finds.
  public static func named(_ name: String) -> AnyClass? {
    if let type = registered.withLock({ $0[name]?.type }) { return type }
    if testingClasses.contains(name), let type = NSClassFromString("XCTest.\(name)") {
      return type
    }
    return NSClassFromString(name)
  }
}
