import Foundation
import Storyboards
import XCTest

/// `NSClassFromString` as iOS answers it, which the build step sends to
/// `ObjectiveCClasses.named(_:)`: XCTest's classes inside a test process (`main.swift`'s
/// "are we running tests?" check), registered Objective-C names, module-qualified names.
final class ObjectiveCClassesTests: XCTestCase {
  final class TestingAppDelegate: Responder, ApplicationDelegate {}

  func testXCTestsClassesAnswerByTheirObjectiveCNameInATestProcess() {
    XCTAssertTrue(ObjectiveCClasses.named("XCTestCase") == XCTestCase.self)
    XCTAssertNil(ObjectiveCClasses.named("NoSuchClassAnywhere"))
  }

  func testARegisteredClassAnswersByItsObjectiveCName() {
    XCTAssertNil(ObjectiveCClasses.named("RegisteredTestingAppDelegate"))
    ObjectiveCClasses.register(TestingAppDelegate.self, as: "RegisteredTestingAppDelegate")
    XCTAssertTrue(
      ObjectiveCClasses.named("RegisteredTestingAppDelegate") == TestingAppDelegate.self)
  }
}
